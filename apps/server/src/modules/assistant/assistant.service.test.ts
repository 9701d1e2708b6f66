import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@cue/contracts';
import { chatPayload, staffActorOf } from '../../test/assistant.js';
import { nurseryA as openNurseryA } from '../../test/demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestClock } from '../../test/test-clock.js';
import type { Actor } from '../auth/session.service.js';
import { AttendanceRepository } from '../attendance/attendance.repository.js';
import { AttendanceService } from '../attendance/attendance.service.js';
import { SchoolsRepository } from '../schools/schools.repository.js';
import { SchoolsService } from '../schools/schools.service.js';
import { AssistantRepository } from './assistant.repository.js';
import { AssistantService, assistantMessages } from './assistant.service.js';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from './engine/engine.js';
import { OfflineClassroomEngine } from './engine/offline/offline-engine.js';
import { engineFailures } from './run-engine.js';
import type { StoryMaterialServices } from './story-material-loader.js';

/** Waits for the signal to abort; a stalled model stream looks like this. */
const untilAborted = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
/** The attendance service as the app wires it, on the test app's database and the given clock. */
const attendanceOf = (t: TestApp, clock: TestClock) =>
  new AttendanceService({
    repository: new AttendanceRepository(t.db),
    schools: new SchoolsService(new SchoolsRepository(t.db)),
    hub: t.app.realtime.hub,
    clock,
  });
/** No test here writes a story: reading its material would be a mistake, said loudly. */
const noStoryHere = () => Promise.reject(new Error('no learning story is written in these tests'));
const storyMaterial: StoryMaterialServices = {
  observations: { listObservations: noStoryHere },
  classMedia: { filterByDate: noStoryHere },
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function finalOf(request: AssistantRequest, toolCalls: ChatMessage['tool_calls']): ChatMessage {
  return {
    id: request.messageId ?? 'm',
    role: 'assistant',
    content: 'Here it is.',
    tool_calls: toolCalls,
    tool_call_chunks: [],
    additional_kwargs: { agent: 'attendance', mode: request.mode },
  };
}

const chunkOf = (request: AssistantRequest): AssistantEvent => ({
  type: 'chunk',
  chunk: {
    id: request.messageId ?? 'm',
    role: 'assistant',
    content: 'Marking ',
    tool_call_chunks: [],
    additional_kwargs: { agent: 'attendance', mode: request.mode },
  },
});

describe('AssistantService with misbehaving engines', () => {
  let t: TestApp;
  let actor: Actor;
  let token: string;
  let classId: string;
  let students: Record<string, string>;
  const schools = () => new SchoolsService(new SchoolsRepository(t.db));
  const serviceWith = (engine: AssistantEngine, schoolsService = schools()) =>
    new AssistantService({
      repository: new AssistantRepository(t.db),
      schools: schoolsService,
      attendance: attendanceOf(t, t.clock),
      engine,
      storyMaterial,
      clock: t.clock,
      idleTimeoutMs: 100,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const nurseryA = await openNurseryA(t.app);
    token = nurseryA.token;
    classId = nurseryA.schoolClass._id;
    students = nurseryA.students;
    actor = staffActorOf(token, nurseryA.schoolClass.school_info._id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends a stalled answer with a timeout error, stops the engine, and stores no answer even if one arrives late', async () => {
    let sawAbort = false;
    let lateFinalReady = false;
    const engine: AssistantEngine = {
      async *respond(request, signal) {
        yield chunkOf(request);
        await untilAborted(signal);
        sawAbort = signal?.aborted ?? false;
        // A model that ignores the abort and answers anyway, too late.
        await sleep(150);
        lateFinalReady = true;
        yield { type: 'final', message: finalOf(request, []) };
      },
    };
    const service = serviceWith(engine);
    const chat = await service.startChat(actor, chatPayload(t, token, classId, 'all present'));
    const chunks: unknown[] = [];
    await expect(service.answerChat(chat, { onChunk: (c) => chunks.push(c) })).rejects.toThrow(
      engineFailures.timedOut,
    );
    expect(chunks).toHaveLength(1);
    expect(sawAbort).toBe(true);
    await sleep(250);
    expect(lateFinalReady).toBe(true);
    const stored = await service.conversation(actor, classId);
    expect(stored.messages.map((m) => m.role)).toEqual(['user']);
  });

  it('stops the engine when the asker goes away (the socket disconnected)', async () => {
    let sawAbort = false;
    const engine: AssistantEngine = {
      async *respond(request, signal) {
        yield chunkOf(request);
        await untilAborted(signal);
        sawAbort = true;
      },
    };
    const service = serviceWith(engine);
    const chat = await service.startChat(actor, chatPayload(t, token, classId, 'all present'));
    const controller = new AbortController();
    const answer = service.answerChat(chat, { signal: controller.signal });
    await sleep(20);
    controller.abort();
    await expect(answer).rejects.toThrow(engineFailures.cancelled);
    expect(sawAbort).toBe(true);
  });

  it('drops a tool call naming a child outside the class, or a malformed one, before it leaves the server', async () => {
    const outsider = '0123456789abcdef01234567';
    const engine: AssistantEngine = {
      async *respond(request) {
        await Promise.resolve();
        yield {
          type: 'final',
          message: finalOf(request, [
            {
              id: 'call_1',
              name: 'attendance',
              args: {
                date: request.context.today,
                student_attendance_list: [
                  { student_id: students['Diya Menon']!, attendance_status: 'absent' },
                  { student_id: outsider, attendance_status: 'present' },
                ],
                is_saved: false,
              },
            },
            {
              id: 'call_2',
              name: 'mentioned_students',
              args: { students: [{ id: outsider, name: 'Someone' }] },
            },
          ]),
        };
      },
    };
    const service = serviceWith(engine);
    const chat = await service.startChat(actor, chatPayload(t, token, classId, 'Diya absent'));
    const message = await service.answerChat(chat);
    expect(message.tool_calls).toHaveLength(1);
    expect(JSON.stringify(message)).not.toContain(outsider);
    expect(message.content).toContain('I left part of this answer out');
  });

  it('turns an engine failure into a readable error and an engine that ends without an answer into another', async () => {
    const failing: AssistantEngine = {
      // eslint-disable-next-line require-yield
      async *respond() {
        throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
      },
    };
    const silent: AssistantEngine = {
      async *respond(request) {
        yield chunkOf(request);
      },
    };
    for (const [engine, expected] of [
      [failing, engineFailures.failed],
      [silent, engineFailures.incomplete],
    ] as const) {
      const service = serviceWith(engine);
      const chat = await service.startChat(actor, chatPayload(t, token, classId, 'all present'));
      await expect(service.answerChat(chat)).rejects.toThrow(expected);
    }
  });

  it("refuses chat when the school's cue_chat module is off", async () => {
    class CueChatOff extends SchoolsService {
      override async schoolSettings(who: Actor) {
        const settings = await super.schoolSettings(who);
        return {
          ...settings,
          school_permissions: { ...settings.school_permissions, cue_chat: { enabled: false } },
        };
      }
    }
    const service = serviceWith(new OfflineClassroomEngine(), new CueChatOff(new SchoolsRepository(t.db)));
    await expect(service.startChat(actor, chatPayload(t, token, classId, 'all present'))).rejects.toThrow(
      assistantMessages.cueChatDisabled,
    );
  });
});

describe("AssistantService: the school's today, not the device's", () => {
  let t: TestApp;
  let token: string;
  let classId: string;
  let actor: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    const nurseryA = await openNurseryA(t.app);
    token = nurseryA.token;
    classId = nurseryA.schoolClass._id;
    actor = staffActorOf(token, nurseryA.schoolClass.school_info._id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('proposes the register of the school’s today when the device is still on yesterday', async () => {
    // 20:29 UTC on 23 November is 01:59 on the 24th in Kolkata (the demo school's zone).
    const clock = new TestClock(new Date('2026-11-23T20:29:00Z'));
    const service = new AssistantService({
      repository: new AssistantRepository(t.db),
      schools: new SchoolsService(new SchoolsRepository(t.db)),
      attendance: attendanceOf(t, clock),
      engine: new OfflineClassroomEngine(),
      storyMaterial,
      clock,
    });
    // The phone is set to UTC: it says 23 November, 08:29 PM.
    const payload = chatPayload(t, token, classId, 'Everyone is here');
    payload.user_query.date = '23-11-2026';
    payload.user_query.time = '08:29 PM';
    const chat = await service.startChat(actor, payload);
    expect(chat.context.today).toBe('24-11-2026');
    expect(chat.context.time).toBe('01:59 AM');
    const answer = await service.answerChat(chat);
    const call = answer.tool_calls[0]!;
    expect(call.name).toBe('attendance');
    expect(call.name === 'attendance' && call.args.date).toBe('24-11-2026');
    expect(answer.content).toContain('24-11-2026');
  });

  it("gives the conversation the school's today and each message the school's day it was stored on", async () => {
    // 01:59 on the 24th in Kolkata, while UTC still says the 23rd.
    const clock = new TestClock(new Date('2026-11-23T20:29:00Z'));
    const service = new AssistantService({
      repository: new AssistantRepository(t.db),
      schools: new SchoolsService(new SchoolsRepository(t.db)),
      attendance: attendanceOf(t, clock),
      engine: new OfflineClassroomEngine(),
      storyMaterial,
      clock,
    });
    const chat = await service.startChat(actor, chatPayload(t, token, classId, 'Everyone is here'));
    const answer = await service.answerChat(chat);
    expect((await service.conversation(actor, classId)).today).toBe('2026-11-24');

    // The next morning (09:00 on the 25th in Kolkata) the same card is a card of yesterday.
    clock.advanceSeconds(31 * 60 + 7 * 3600 + 24 * 3600);
    const next = await service.conversation(actor, classId);
    expect(next.today).toBe('2026-11-25');
    const stored = next.messages.find((message) => message.id === answer.id);
    expect(stored?.created_on).toBe('2026-11-24');
  });
});
