import { ChatMessageSchema, type ChatMessage, type ProgressCommentsToolArgs } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { demoClassRosters } from '../../../../db/seed/demo-rosters.js';
import { scripted } from '../../../../test/scripted-openai-server.js';
import { scriptedModelPerTest } from '../../../../test/scripted-model.js';
import { demoStudentId } from '../demo-classrooms.js';
import type { ClassroomContext } from '../engine.js';
import { aaravStory, progressClassroom, term1Observation, term2 } from '../offline/progress-fixtures.js';
import { demoObservationId } from '../offline/story-instructions.js';
import { validateToolCall } from '../validate-tool-call.js';

/**
 * Progress card comments and evidence questions over a scripted model (issue 17): the agent gets
 * the child's evidence of the current cycle by domain with every child as a token (decision 013:
 * no child's name reaches the model, not even inside a note), writes prose, and its citations are
 * kept only where they are the child's gathered observations and stories.
 */

const model = scriptedModelPerTest();

async function answer(userInput: string, context: ClassroomContext): Promise<ChatMessage> {
  const engine = model.engine();
  let message: ChatMessage | undefined;
  for await (const event of engine.respond({
    userInput,
    mode: 'fast',
    requestedTools: [],
    context,
    messageId: 'm-1',
  })) {
    if (event.type === 'final') message = event.message;
  }
  return ChatMessageSchema.parse(message);
}

const systemPrompt = (request: number) => String(model.server.requests[request]!.body.messages![0]!.content);
const toolsOf = (request: number) =>
  (model.server.requests[request]!.body.tools ?? []).map((t) => t.function.name).sort();

const aarav = demoStudentId('Aarav Sharma');
const vihaan = demoStudentId('Vihaan Reddy');
const blockTower = demoObservationId('Aarav Sharma', 'Block tower', 2);
const rainWalk = demoObservationId('Aarav Sharma', 'Rain walk', 3);
/** Kabir's, not Aarav's: a model citing it for Aarav is not believed. */
const kabirsPlanting = demoObservationId('Kabir Iyer', 'Seed planting', 6);

describe('LLM engine: progress card comments', () => {
  it("writes Aarav's comments from his Term 2 evidence, with no child's name sent, and keeps only his citations", async () => {
    const context = progressClassroom();
    model.server.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'progress_comments' }),
      scripted.toolCall(
        'progress_comments',
        {
          class_id: context.classId,
          cycle: { id: 'ffffffffffffffffffffffff', name: 'Made up', from: '2020-01-01', to: '2020-02-01' },
          student: { id: aarav, name: `[student:${aarav}]` },
          framework: 'eyfs_2024',
          domains: [
            {
              domain: 'NCF-PHY',
              title: 'Physical',
              strengths: [
                {
                  text: `[student:${aarav}] built a tall tower with [student:${vihaan}], moving the big blocks down when it wobbled.`,
                  observation_ids: [
                    blockTower,
                    kabirsPlanting,
                    term1Observation.id,
                    'eeeeeeeeeeeeeeeeeeeeeeee',
                  ],
                  story_ids: [aaravStory.id, 'dddddddddddddddddddddddd'],
                },
              ],
              next_steps: [
                { text: 'Offer threading beads.', observation_ids: [], story_ids: [] },
                { text: '', observation_ids: [rainWalk], story_ids: [] },
              ],
            },
            {
              domain: 'EYFS-PD',
              title: 'Not this framework',
              strengths: [{ text: 'Dropped.', observation_ids: [], story_ids: [] }],
              next_steps: [],
            },
            {
              domain: 'NCF-LIT',
              title: 'Language',
              strengths: [
                {
                  text: `No observation yet shows language for [student:${aarav}] this term; what have you seen?`,
                  observation_ids: [],
                  story_ids: [],
                },
              ],
              next_steps: [],
            },
          ],
          observation_ids: [blockTower],
          is_saved: false,
        },
        { pieces: 5 },
      ),
    );
    const message = await answer("draft Aarav Sharma's progress card comments", context);

    expect(toolsOf(1)).toEqual(['mentioned_students', 'progress_comments']);
    const prompt = systemPrompt(1);
    expect(prompt).toContain(
      `The child: [student:${aarav}]. The assessment cycle: Term 2, 01-09-2026 to 18-12-2026.`,
    );
    expect(prompt).toContain(
      `- ${blockTower} | 18-11-2026 | Block tower | [student:${aarav}] built a tower of twelve blocks with [student:${vihaan}].`,
    );
    expect(prompt).toContain('tagged C-3.3');
    expect(prompt).toContain(`published story ${aaravStory.id}`);
    expect(prompt).toContain('Domain NCF-LIT "Language and Literacy Development": no evidence this cycle');
    // Term 1 and other children's observations are not the material.
    expect(prompt).not.toContain(term1Observation.id);
    expect(prompt).not.toContain(kabirsPlanting);
    // No child's full name, nor a first name inside a note or a story's title, reaches the model.
    for (const request of model.server.requests) {
      for (const name of demoClassRosters.nurseryA) expect(request.raw).not.toContain(name);
      expect(request.raw).not.toContain('Aarav built');
      expect(request.raw).not.toContain('Aarav’s tower');
    }

    expect(message.additional_kwargs.agent).toBe('progress_comments');
    const call = message.tool_calls.find((c) => c.name === 'progress_comments');
    if (!call) throw new Error(`expected a progress comments card: ${String(message.content)}`);
    const args = call.args as ProgressCommentsToolArgs;
    // The gathered cycle, the roster's name and the class's framework, whatever the model said.
    expect(args.cycle).toEqual(term2);
    expect(args.student).toEqual({ id: aarav, name: 'Aarav Sharma' });
    expect(args.framework).toBe('ncf_fs_2022');
    expect(args.domains.map((d) => d.domain)).toEqual([
      'NCF-PHY',
      'NCF-SEE',
      'NCF-COG',
      'NCF-LIT',
      'NCF-AES',
      'NCF-PLH',
    ]);
    const physical = args.domains[0]!;
    expect(physical.title).toBe('Physical Development');
    expect(physical.strengths).toEqual([
      {
        text: 'Aarav Sharma built a tall tower with Vihaan Reddy, moving the big blocks down when it wobbled.',
        // Only his own Term 2 observation and story are cited.
        observation_ids: [blockTower],
        story_ids: [aaravStory.id],
      },
    ]);
    expect(physical.next_steps).toEqual([
      { text: 'Offer threading beads.', observation_ids: [], story_ids: [] },
    ]);
    expect(args.domains[3]!.strengths[0]!.text).toBe(
      'No observation yet shows language for Aarav Sharma this term; what have you seen?',
    );
    expect(args.domains[1]!.strengths).toEqual([]);
    expect(args.observation_ids).toEqual([blockTower]);
  });

  it('answers without the model when the class has no current cycle, or the name is two children', async () => {
    model.server.enqueue(scripted.toolCall('route_to_agent', { agent: 'progress_comments' }));
    const none = await answer(
      "draft Aarav Sharma's progress card comments",
      progressClassroom({ cycle: null }),
    );
    expect(model.server.requests).toHaveLength(1);
    expect(none.tool_calls).toEqual([]);
    expect(none.content).toContain('Nursery A has no current assessment cycle');

    model.server.enqueue(scripted.toolCall('route_to_agent', { agent: 'progress_comments' }));
    const which = await answer("draft Aarav's progress card comments", progressClassroom());
    expect(model.server.requests).toHaveLength(2);
    expect(which.tool_calls.map((c) => c.name)).toEqual(['mentioned_students']);
  });

  it('keeps each part of a domain within what a progress card holds (2,000 characters)', async () => {
    const context = progressClassroom();
    await context.assessmentMaterial!.currentCycle();
    const long = (n: number) => ({ text: `${n}${'x'.repeat(899)}`, observation_ids: [], story_ids: [] });
    const checked = validateToolCall(
      {
        id: 'c1',
        name: 'progress_comments',
        args: {
          class_id: context.classId,
          student: { id: aarav },
          domains: [{ domain: 'NCF-PHY', strengths: [long(1), long(2), long(3)], next_steps: [long(4)] }],
        },
      },
      context,
    );
    if (!checked.ok) throw new Error(checked.reason);
    const physical = (checked.call.args as ProgressCommentsToolArgs).domains[0]!;
    expect(physical.strengths.map((s) => s.text.charAt(0))).toEqual(['1', '2']);
    expect(physical.next_steps).toHaveLength(1);
  });

  it('refuses comments about a child it did not gather', async () => {
    const context = progressClassroom();
    model.server.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'progress_comments' }),
      scripted.toolCall('progress_comments', {
        class_id: context.classId,
        cycle: term2,
        student: { id: 'cccccccccccccccccccccccc', name: 'Someone' },
        framework: 'ncf_fs_2022',
        domains: [
          {
            domain: 'NCF-PHY',
            title: 'x',
            strengths: [{ text: 'Ran.', observation_ids: [], story_ids: [] }],
            next_steps: [],
          },
        ],
        observation_ids: [],
        is_saved: false,
      }),
    );
    const message = await answer("draft Aarav Sharma's progress card comments", context);
    expect(message.tool_calls).toEqual([]);
    expect(message.content).toContain(
      'I left out the progress card comments: The progress comments name no child of this class.',
    );
  });
});

describe('LLM engine: evidence questions', () => {
  it('hands the model the figures with children as tokens and streams its text', async () => {
    const context = progressClassroom();
    model.server.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'evidence_gaps' }),
      scripted.text(`14 children have no evidence for CG-3; [student:${aarav}] has 2.`),
    );
    const message = await answer('who has no evidence for CG-3 this term?', context);
    expect(toolsOf(1)).toEqual(['mentioned_students']);
    const prompt = systemPrompt(1);
    expect(prompt).toContain('Asked about: goal CG-3 "Children develop a fit and flexible body"');
    expect(prompt).toContain(`Children with some (observations): [student:${aarav}] (2)`);
    const material = prompt.slice(prompt.indexOf('The assessment cycle:'));
    for (const name of demoClassRosters.nurseryA) expect(material).not.toContain(name);
    expect(message.additional_kwargs.agent).toBe('evidence_gaps');
    expect(message.content).toBe('14 children have no evidence for CG-3; Aarav Sharma has 2.');
    expect(message.tool_calls).toEqual([]);
  });

  it('asks what to look for, without the model, when the question names nothing', async () => {
    model.server.enqueue(scripted.toolCall('route_to_agent', { agent: 'evidence_gaps' }));
    const message = await answer('which children have no evidence this term?', progressClassroom());
    expect(model.server.requests).toHaveLength(1);
    expect(message.content).toContain('Which competency, curricular goal or domain do you mean?');
  });
});
