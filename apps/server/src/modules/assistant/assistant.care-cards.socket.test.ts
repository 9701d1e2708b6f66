import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  isoToStoredDate,
  type ChatStreamEnd,
  type ChatStreamResponse,
} from '@cue/contracts';
import { chatPayload, teacherNow } from '../../test/assistant.js';
import { classesOf, demoPhones, studentsOf } from '../../test/demo.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { switchSchoolModule } from '../../test/school-modules.js';

/**
 * Cue's care log and journal post cards over the chat socket (decision 046): the stream carries
 * the tool call piece by piece, the final message holds it whole; with the school's care log or
 * journal switched off the teacher gets a plain answer and no card.
 */
describe('assistant over the socket: care log and journal post cards', () => {
  let t: TestApp;
  let priya: string;
  let farah: string;
  let nurseryA: string;
  let tab: TestSocket;
  let chunks: ChatStreamResponse[];
  let ends: ChatStreamEnd[];

  const ask = async (input: string, requestId: string) => {
    tab.emit('chat-with-cue', chatPayload(t, priya, nurseryA, input, requestId));
    await eventually(() => ends.some((end) => end.request_id === requestId), 3000);
    const end = ends.find((e) => e.request_id === requestId)!;
    const streamed = chunks
      .filter((c) => c.chunk.id === end.message!.id)
      .flatMap((c) => c.chunk.tool_call_chunks);
    return { end, message: end.message!, streamed };
  };
  const switchModule = (module: 'daycare' | 'journal', enabled: boolean) =>
    switchSchoolModule(t, farah, module, enabled);

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, demoPhones.priya);
    farah = await staffToken(t.app, demoPhones.farah);
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    tab = await connectSocket(t.app, priya);
    chunks = collect(tab, 'chat-with-cue-stream-response');
    ends = collect(tab, 'chat-with-cue-stream-end');
  });
  afterAll(async () => {
    tab.close();
    await t.close();
  });

  it('streams a care log card for "changed Kabir\'s nappy at 11, wet"', async () => {
    const { end, message, streamed } = await ask("changed Kabir's nappy at 11, wet", 'care-card');
    expect(end.error).toBeUndefined();
    expect(message.additional_kwargs.agent).toBe('carelog');
    const call = message.tool_calls[0]!;
    expect(call.name).toBe('carelog');
    expect(streamed[0]).toMatchObject({ name: 'carelog', id: call.id, index: 0 });
    expect(JSON.parse(streamed.map((piece) => piece.args).join(''))).toEqual(call.args);
    if (call.name !== 'carelog') return;
    expect(call.args.care_entries).toEqual([
      expect.objectContaining({ student_name: 'Kabir Iyer', kind: 'nappy', time: '11:00', nappy: 'wet' }),
    ]);
  });

  it('leaves a child marked absent on today\'s register out of "everyone"', async () => {
    const kids = await studentsOf(t.app, priya, nurseryA);
    const marked = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.classAttendance, { classId: nurseryA }),
      headers: bearer(priya),
      payload: {
        date: teacherNow(t).isoDate,
        student_attendance_list: [{ student_id: kids['Maya Fernandes'], attendance_status: 'absent' }],
      },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const { message } = await ask('sunscreen on everyone at 11', 'care-everyone');
    const call = message.tool_calls[0]!;
    if (call.name !== 'carelog') throw new Error(`expected a care log card, got ${call.name}`);
    const names = call.args.care_entries.map((row) => row.student_name);
    expect(names).toHaveLength(Object.keys(kids).length - 1);
    expect(names).not.toContain('Maya Fernandes');
    expect(names).toContain('Diya Menon');
  });

  it('leaves a child marked absent on yesterday\'s register out of yesterday\'s "everyone"', async () => {
    const kids = await studentsOf(t.app, priya, nurseryA);
    const yesterday = addDaysToIsoDate(teacherNow(t).isoDate, -1);
    const marked = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.classAttendance, { classId: nurseryA }),
      headers: bearer(priya),
      payload: {
        date: yesterday,
        student_attendance_list: [{ student_id: kids['Diya Menon'], attendance_status: 'absent' }],
      },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const { message } = await ask('everyone had lunch yesterday at 12', 'care-yesterday');
    const call = message.tool_calls[0]!;
    if (call.name !== 'carelog') throw new Error(`expected a care log card, got ${call.name}`);
    expect(call.args.date).toBe(isoToStoredDate(yesterday));
    const names = call.args.care_entries.map((row) => row.student_name);
    expect(names).toHaveLength(Object.keys(kids).length - 1);
    expect(names).not.toContain('Diya Menon');
    // Maya is absent today only: yesterday she was here.
    expect(names).toContain('Maya Fernandes');
  });

  it('streams a journal post card for Nursery A', async () => {
    const { message, streamed } = await ask(
      "post to Nursery A's journal: we planted sunflower seeds today",
      'journal-card',
    );
    const call = message.tool_calls[0]!;
    expect(call).toMatchObject({
      name: 'journal_post',
      args: { class_id: nurseryA, text: 'We planted sunflower seeds today', is_saved: false },
    });
    expect(JSON.parse(streamed.map((piece) => piece.args).join(''))).toEqual(call.args);
  });

  it('answers plainly, with no card, while the care log or the journal is switched off', async () => {
    await switchModule('daycare', false);
    await switchModule('journal', false);
    try {
      const care = await ask('everyone had lunch at 12', 'care-off');
      expect(care.message.tool_calls).toEqual([]);
      expect(care.streamed).toEqual([]);
      expect(care.message.content).toContain('The care log is switched off for your school');
      const post = await ask('post to the journal: we went on a nature walk', 'journal-off');
      expect(post.message.tool_calls).toEqual([]);
      expect(post.message.content).toContain('The journal is switched off for your school');
    } finally {
      await switchModule('daycare', true);
      await switchModule('journal', true);
    }
  });
});
