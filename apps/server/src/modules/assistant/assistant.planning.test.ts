import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnitInputSchema, unitInputFromCard, type ChatStreamEnd, type UnitToolArgs } from '@cue/contracts';
import { chatPayload } from '../../test/assistant.js';
import { nurseryA as openNurseryA } from '../../test/demo.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Cue's unit cards and lesson analyses in the demo school (issue 16), with the offline engine:
 * the classroom carries each class's framework and age range, so a unit for Nursery A is an NCF
 * unit for ages 3-4 and an observation card suggests NCF competencies; a look back reads the
 * class's observations through the observations service.
 */
describe('assistant: units and lesson analyses in the demo school', () => {
  let t: TestApp;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  let socket: TestSocket;
  let ends: ChatStreamEnd[];

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = await openNurseryA(t.app);
    socket = await connectSocket(t.app, nurseryA.token);
    ends = collect(socket, 'chat-with-cue-stream-end');
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  const ask = async (input: string, requestId: string) => {
    socket.emit('chat-with-cue', chatPayload(t, nurseryA.token, nurseryA.schoolClass._id, input, requestId));
    await eventually(() => ends.some((end) => end.request_id === requestId), 10_000);
    return ends.find((end) => end.request_id === requestId)!.message!;
  };

  it("plans a unit on water against Nursery A's framework and age band", async () => {
    const message = await ask('make a two-week unit on water', 'plan-unit-1');
    expect(message.additional_kwargs.agent).toBe('unit');
    const args = message.tool_calls.find((call) => call.name === 'unit')?.args as UnitToolArgs;
    expect(args).toMatchObject({
      class_id: nurseryA.schoolClass._id,
      title: 'Water',
      framework: 'ncf_fs_2022',
      age_band: '3-4',
      duration_days: 10,
      is_saved: false,
    });
    expect(UnitInputSchema.safeParse(unitInputFromCard(args)).success).toBe(true);
  });

  it('suggests NCF competencies on an observation card', async () => {
    const message = await ask('Aarav Sharma sorted the blocks by colour and counted them', 'plan-obs-1');
    const call = message.tool_calls.find((c) => c.name === 'observation');
    const entry = (call?.args as { observation_entries: { competencies?: string[] }[] })
      .observation_entries[0]!;
    expect(entry.competencies?.length).toBeGreaterThan(0);
    for (const code of entry.competencies!) expect(code).toMatch(/^C-\d+\.\d+$/);
  });

  it("answers 'how did this week go?' in plain text", async () => {
    const message = await ask('how did this week go?', 'plan-analysis-1');
    expect(message.additional_kwargs.agent).toBe('lesson_analysis');
    expect(message.tool_calls).toEqual([]);
    expect(String(message.content)).toContain('Nursery A, this week');
  });
});
