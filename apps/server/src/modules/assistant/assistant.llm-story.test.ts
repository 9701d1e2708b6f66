import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, type ObservationPage } from '@cue/contracts';
import { demoClassRosters } from '../../db/seed/demo-rosters.js';
import { bearer } from '../../test/sign-in.js';
import { useScriptedCueChat } from '../../test/scripted-cue-chat.js';
import { scripted } from '../../test/scripted-openai-server.js';

/**
 * Learning stories written by a model (issue 15): the story agent gathers the demo week's
 * observations through the observations service, hands them to the model with every child as a
 * token (decision 013), and validation keeps only the observations it gathered and the roster's
 * names.
 */
describe('assistant through an OpenAI-compatible model: learning stories', () => {
  const chat = useScriptedCueChat();
  const ask = (input: string, requestId: string) => chat.ask(input, requestId);

  const observationsOf = async (studentId: string) => {
    const response = await chat.t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.fetchAnecdotes, { classId: chat.nurseryA.schoolClass._id }),
      headers: bearer(chat.nurseryA.token),
      payload: { student_id: studentId },
    });
    return response.json<{ result: ObservationPage }>().result.observation_entries;
  };

  it("writes Aarav's week from his observations, with no child's name sent to the model", async () => {
    const aarav = chat.nurseryA.students['Aarav Sharma']!;
    const vihaan = chat.nurseryA.students['Vihaan Reddy']!;
    const observations = await observationsOf(aarav);
    const blockTower = observations.find((o) => o.title === 'Block tower')!;
    const rainWalk = observations.find((o) => o.title === 'Rain walk')!;
    const before = chat.model.requests.length;
    chat.model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'story' }, { pieces: 2 }),
      scripted.toolCall(
        'story',
        {
          class_id: chat.nurseryA.schoolClass._id,
          title: `[student:${aarav}]’s week`,
          story_date: '2026-01-01',
          period: { from: '2026-01-01', to: '2026-01-07' },
          whole_class: false,
          students: [
            { id: aarav, name: `[student:${aarav}]` },
            // Not a child of this class: dropped.
            { id: 'ffffffffffffffffffffffff', name: 'Zed' },
          ],
          paragraphs: [
            {
              part: 'learning',
              text: `[student:${aarav}] worked out that big blocks hold a tower up.`,
              observation_ids: [blockTower._id],
            },
            {
              part: 'story',
              text: `[student:${aarav}] and [student:${vihaan}] built a tower of twelve blocks.`,
              // An id the model made up is not cited.
              observation_ids: [blockTower._id, 'eeeeeeeeeeeeeeeeeeeeeeee'],
            },
          ],
          observation_ids: [blockTower._id, rainWalk._id, 'eeeeeeeeeeeeeeeeeeeeeeee'],
          media_ids: ['dddddddddddddddddddddddd'],
          is_saved: false,
        },
        { pieces: 6 },
      ),
    );
    const message = await ask("Write a story about Aarav Sharma's week", 'llm-story');

    const agentRequest = chat.model.requests[before + 1]!;
    expect(agentRequest.body.tools!.map((tool) => tool.function.name).sort()).toEqual([
      'mentioned_students',
      'story',
    ]);
    // The model reads the week's observations, each child a token…
    expect(agentRequest.raw).toContain(blockTower._id);
    expect(agentRequest.raw).toContain(
      `[student:${aarav}] built a tower of twelve blocks with [student:${vihaan}]`,
    );
    // …and no child's full name leaves the server, nor a first name inside a note.
    for (const name of demoClassRosters.nurseryA) {
      for (const request of chat.model.requests.slice(before)) expect(request.raw).not.toContain(name);
    }
    expect(agentRequest.raw).not.toContain('Aarav built');

    expect(message.additional_kwargs.agent).toBe('story');
    const [call] = message.tool_calls;
    expect(call).toMatchObject({
      name: 'story',
      args: {
        class_id: chat.nurseryA.schoolClass._id,
        title: 'Aarav Sharma’s week',
        whole_class: false,
        students: [{ id: aarav, name: 'Aarav Sharma' }],
        // The story part first; only gathered observations, and no photo nobody gathered.
        paragraphs: [
          {
            part: 'story',
            text: 'Aarav Sharma and Vihaan Reddy built a tower of twelve blocks.',
            observation_ids: [blockTower._id],
          },
          {
            part: 'learning',
            text: 'Aarav Sharma worked out that big blocks hold a tower up.',
            observation_ids: [blockTower._id],
          },
        ],
        observation_ids: [blockTower._id, rainWalk._id],
        media_ids: [],
        is_saved: false,
      },
    });
  });

  it('answers plainly, without the model writing, when the period has no observations', async () => {
    const before = chat.model.requests.length;
    chat.model.enqueue(scripted.toolCall('route_to_agent', { agent: 'story' }, { pieces: 2 }));
    const message = await ask('Write a story about Aarav Patel today', 'llm-story-none');
    expect(chat.model.requests.length).toBe(before + 1);
    expect(message.tool_calls).toEqual([]);
    expect(message.content).toContain('I found no observations of Aarav Patel');
  });

  it('refuses a story for a class the teacher may not write about', async () => {
    const aarav = chat.nurseryA.students['Aarav Sharma']!;
    chat.model.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'story' }, { pieces: 2 }),
      scripted.toolCall('story', {
        class_id: 'cccccccccccccccccccccccc',
        title: 'Elsewhere',
        story_date: '2026-01-01',
        period: { from: '2026-01-01', to: '2026-01-07' },
        whole_class: false,
        students: [{ id: aarav, name: 'x' }],
        paragraphs: [{ part: 'story', text: 'Something.', observation_ids: [] }],
        observation_ids: [],
        media_ids: [],
        is_saved: false,
      }),
    );
    const message = await ask("Write a story about Aarav Sharma's week", 'llm-story-class');
    expect(message.tool_calls).toEqual([]);
    expect(message.content).toContain('a class the teacher may not write about');
  });
});
