import { describe, expect, it } from 'vitest';
import { teacherNow } from '../../test/assistant.js';
import { useScriptedCueChat } from '../../test/scripted-cue-chat.js';
import { scripted } from '../../test/scripted-openai-server.js';

/**
 * The care log and journal post cards answered by a model (decision 046): the supervisor routes
 * to the agent, the agent is bound to its own tool, and validation keeps only children of the
 * class (names from the roster, times as the care log stores them).
 */
describe('assistant through an OpenAI-compatible model: care log and journal posts', () => {
  const chat = useScriptedCueChat();
  const ask = (input: string, requestId: string) => chat.ask(input, requestId);
  const toolsOf = (request: number) => chat.toolsOf(request);

  it("routes a nap to the care log agent and keeps only the class's children", async () => {
    const kabir = chat.nurseryA.students['Kabir Iyer']!;
    const before = chat.model.requests.length;
    chat.model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'carelog' }, { pieces: 2 }),
      scripted.toolCall(
        'carelog',
        {
          date: teacherNow(chat.t).date,
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
          date: teacherNow(chat.t).date,
          care_entries: [
            { student_id: kabir, student_name: 'Kabir Iyer', kind: 'nap', time: '13:00', end_time: '14:15' },
          ],
          is_saved: false,
        },
      }),
    ]);
  });

  it('routes a journal post to the journal agent with the journal_post tool', async () => {
    const before = chat.model.requests.length;
    chat.model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'journal' }, { pieces: 2 }),
      scripted.toolCall(
        'journal_post',
        {
          class_id: chat.nurseryA.schoolClass._id,
          text: 'We planted sunflower seeds today',
          is_saved: false,
        },
        { pieces: 3 },
      ),
    );
    const message = await ask("post to Nursery A's journal: we planted sunflower seeds today", 'llm-journal');
    expect(toolsOf(before + 1)).toEqual(['journal_post', 'mentioned_students']);
    expect(message.tool_calls).toEqual([
      expect.objectContaining({
        name: 'journal_post',
        args: {
          class_id: chat.nurseryA.schoolClass._id,
          text: 'We planted sunflower seeds today',
          is_saved: false,
        },
      }),
    ]);
  });
});
