import { cueResultCodes, UnitInputSchema, type Unit, type UnitInput } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/session.service.js';
import type { RequestKey } from '../request-receipts/request-key.js';
import type { AssistantService } from './assistant.service.js';
import { CueCommandService, type CueCommandServiceDeps } from './cue-command.service.js';
import { OfflineClassroomEngine } from './engine/offline/offline-engine.js';
import { fixtureUnits, planningClassroom } from './engine/offline/planning-fixtures.js';
import type { TaskLog } from './task-log.js';

/**
 * Cue commands that plan (issue 16): "make a unit on water" saves the unit card into the
 * organization library through the units service's createUnit, keyed by the command's request id
 * (result code 6 'Units Created'); "how did this week go" saves nothing and its analysis is the
 * task log's result (code 4 'Lesson Analysis Completed'). Run here with the offline engine over
 * in-memory planning material and a recording units writer.
 */

const actor: Actor = {
  userId: 'u-priya',
  kind: 'staff',
  sessionId: 's-1',
  schoolId: 'school-1',
  isTemporary: false,
};

function harness() {
  const context = planningClassroom('nurseryA');
  const engine = new OfflineClassroomEngine();
  const saved: { input: UnitInput; key: RequestKey | undefined }[] = [];
  const changes: Record<string, unknown>[] = [];
  const assistant = {
    classroom: async () => ({ context, schoolId: 'school-1' }),
    respond: async (request: Parameters<AssistantService['respond']>[0]) => {
      for await (const event of engine.respond(request)) if (event.type === 'final') return event.message;
      throw new Error('no answer');
    },
  } as unknown as AssistantService;
  const taskLog = {
    start: async (task: { context: Record<string, unknown> }) => ({ context: task.context }),
    advance: async (_user: string, _request: string, change: Record<string, unknown>) => {
      changes.push(change);
    },
    fail: async (_user: string, _request: string, error: string) => {
      changes.push({ status: 'error', error });
    },
  } as unknown as TaskLog;
  const units = {
    async createUnit(_actor: Actor, input: UnitInput, key?: RequestKey): Promise<Unit> {
      saved.push({ input, key });
      return { ...fixtureUnits[0]!, _id: 'a'.repeat(24), library: 'organization', title: input.title };
    },
  };
  const commands = new CueCommandService({
    assistant,
    taskLog,
    units,
    clock: { now: () => new Date('2026-11-18T05:00:00Z') },
  } as unknown as CueCommandServiceDeps);
  const run = (command: string, requestId: string) =>
    commands.runCommand(actor, {
      user_query: { command, class_id: context.classId, date: '18-11-2026', time: '10:30 AM' },
      user_details: { token: 't', user_id: actor.userId, user_name: 'Priya', user_role: 'staff' },
      language: 'en',
      request_id: requestId,
    });
  const done = () =>
    changes.find((change) => change.status === 'done') as
      { content: string; context: Record<string, unknown> } | undefined;
  return { context, run, saved, changes, done };
}

describe('Cue commands: units and lesson analyses', () => {
  it("saves 'make a unit on water' into the organization library, keyed by the request id, with code 6", async () => {
    const h = harness();
    await h.run('make a two-week unit on water', 'unit-water-1');
    expect(h.saved).toHaveLength(1);
    const [{ input, key }] = h.saved as [(typeof h.saved)[number]];
    expect(key).toEqual({ value: 'cue-command:unit-water-1:0', field: 'request_id' });
    expect(input).toMatchObject({
      title: 'Water',
      duration_days: 10,
      framework: 'ncf_fs_2022',
      age_band: '3-4',
    });
    expect(input).not.toHaveProperty('class_id');
    expect(input).not.toHaveProperty('is_saved');
    expect(UnitInputSchema.safeParse(input).success).toBe(true);
    const done = h.done()!;
    expect(done.content).toBe("Unit 'Water' saved to your organization's library");
    expect(done.context).toMatchObject({
      result_code: cueResultCodes.unitsCreated,
      summary: { kind: 'unit', title: 'Water' },
      saved: { kind: 'unit', ids: ['a'.repeat(24)] },
    });
    expect(done.context).not.toHaveProperty('undo_until');
  });

  it("answers 'how did this week go' with the analysis as the result, code 4, saving nothing", async () => {
    const h = harness();
    await h.run('how did this week go', 'analysis-1');
    expect(h.saved).toEqual([]);
    const done = h.done()!;
    expect(done.content).toContain('Nursery A, this week (16-11-2026 to 18-11-2026):');
    expect(done.content).toContain('5 activities planned: 2 done, 1 moved, 1 skipped, 1 not marked yet.');
    expect(done.context).toMatchObject({
      result_code: cueResultCodes.lessonAnalysisCompleted,
      summary: { kind: 'lesson_analysis', from: '2026-11-16', to: '2026-11-18' },
    });
  });

  it('fails plainly, writing nothing, when a unit request names no theme', async () => {
    const h = harness();
    await expect(h.run('make a unit', 'unit-none')).rejects.toThrow(/What should the unit be about/);
    expect(h.saved).toEqual([]);
    expect(h.changes.at(-1)).toMatchObject({ status: 'error' });
  });
});
