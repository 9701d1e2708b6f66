import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEnd } from '@cue/contracts';
import { chatPayload, teacherNow } from '../../test/assistant.js';
import { nurseryA as openNurseryA } from '../../test/demo.js';
import { startScriptedOpenAiServer, scripted } from '../../test/scripted-openai-server.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The care log and journal post cards answered by a model (decision 046): the supervisor routes
 * to the agent, the agent is bound to its own tool, and validation keeps only children of the
 * class (names from the roster, times as the care log stores them).
 */
describe('assistant through an OpenAI-compatible model: care log and journal posts', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startScriptedOpenAiServer>>;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  let socket: TestSocket;
  let ends: ChatStreamEnd[];

  beforeAll(async () => {
    model = await startScriptedOpenAiServer();
    t = await createTestApp({
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseUrl, AI_MODEL: 'scripted-model' },
    });
    nurseryA = await openNurseryA(t.app);
    socket = await connectSocket(t.app, nurseryA.token);
    ends = collect(socket, 'chat-with-cue-stream-end');
  });
  afterAll(async () => {
    socket.close();
    await t.close();
    await model.close();
  });

  const ask = async (input: string, requestId: string) => {
    socket.emit('chat-with-cue', chatPayload(t, nurseryA.token, nurseryA.schoolClass._id, input, requestId));
    await eventually(() => ends.some((end) => end.request_id === requestId), 10_000);
    return ends.find((end) => end.request_id === requestId)!.message!;
  };
  const toolsOf = (request: number) =>
    (model.requests[request]?.body.tools ?? []).map((tool) => tool.function.name).sort();

  it("routes a nap to the care log agent and keeps only the class's children", async () => {
    const kabir = nurseryA.students['Kabir Iyer']!;
    const before = model.requests.length;
    model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'carelog' }, { pieces: 2 }),
      scripted.toolCall(
        'carelog',
        {
          date: teacherNow(t).date,
          care_entries: [
            {
              student_id: kabir,
              student_name: `[student:${kabir}]`,
              kind: 'nap',
              time: '1:00 PM',
              end_time: '14:15',
            },
            // Not a child of this class: dropped.
            { student_id: 'ffffffffffffffffffffffff', student_name: 'Zed', kind: 'nap', time: '13:00' },
          ],
          is_saved: false,
        },
        { pieces: 5 },
      ),
    );
    const message = await ask('Kabir slept 1 to 2:15', 'llm-care');
    expect(toolsOf(before)).toEqual(['mentioned_students', 'route_to_agent']);
    expect(toolsOf(before + 1)).toEqual(['carelog', 'mentioned_students']);
    expect(message.additional_kwargs.agent).toBe('carelog');
    expect(message.tool_calls).toEqual([
      expect.objectContaining({
        name: 'carelog',
        args: {
          date: teacherNow(t).date,
          care_entries: [
            { student_id: kabir, student_name: 'Kabir Iyer', kind: 'nap', time: '13:00', end_time: '14:15' },
          ],
          is_saved: false,
        },
      }),
    ]);
  });

  it('routes a journal post to the journal agent with the journal_post tool', async () => {
    const before = model.requests.length;
    model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'journal' }, { pieces: 2 }),
      scripted.toolCall(
        'journal_post',
        { class_id: nurseryA.schoolClass._id, text: 'We planted sunflower seeds today', is_saved: false },
        { pieces: 3 },
      ),
    );
    const message = await ask("post to Nursery A's journal: we planted sunflower seeds today", 'llm-journal');
    expect(toolsOf(before + 1)).toEqual(['journal_post', 'mentioned_students']);
    expect(message.tool_calls).toEqual([
      expect.objectContaining({
        name: 'journal_post',
        args: {
          class_id: nurseryA.schoolClass._id,
          text: 'We planted sunflower seeds today',
          is_saved: false,
        },
      }),
    ]);
  });
});
