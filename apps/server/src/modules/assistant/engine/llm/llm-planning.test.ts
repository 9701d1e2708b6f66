import { ChatMessageSchema, UnitInputSchema, unitInputFromCard, type ChatMessage } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { scripted } from '../../../../test/scripted-openai-server.js';
import { scriptedModelPerTest } from '../../../../test/scripted-model.js';
import { demoClassId } from '../demo-classrooms.js';
import type { ClassroomContext } from '../engine.js';
import { planningClassroom } from '../offline/planning-fixtures.js';
import { validateToolCall } from '../validate-tool-call.js';

/**
 * The unit and lesson analysis agents over a scripted model (issue 16): the unit agent is bound
 * to the unit tool with the framework's codes and the library's fitting units in its prompt, and
 * its call is repaired or refused against the class's framework; the analysis agent gets the
 * days' plan and observations (children as tokens) and its text is the answer.
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

const modelUnit = (classId: string, overrides: Record<string, unknown> = {}) => ({
  class_id: classId,
  title: 'Water',
  framework: 'eyfs_2024',
  age_band: '2-3',
  duration_days: 10,
  theme: 'Water',
  summary: 'Splashing and pouring.',
  competencies: ['C-2.1', 'X-99'],
  learning_outcomes: ['Names things that float'],
  activities: [
    { type: 'sensory', title: 'Pouring', minutes: 20, competencies: ['C-3.1', 'EYFS-CL-LAU-1'] },
    { type: 'outdoor', title: 'Puddle walk', minutes: 0, competencies: [] },
  ],
  assessment: [
    { what_to_observe: 'Pours with control', competency_code: 'C-3.1' },
    { what_to_observe: 'Something else', competency_code: 'X-99' },
  ],
  is_saved: false,
  ...overrides,
});

describe('LLM engine: units', () => {
  it("gives the model the framework's codes and the fitting library units, and repairs its unit to the class's framework", async () => {
    const context = planningClassroom('nurseryA');
    const playgroupB = demoClassId('playgroupB');
    model.server.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'unit' }),
      scripted.toolCall('unit', modelUnit(playgroupB)),
    );
    const message = await answer('make a two-week unit on water for Playgroup B', context);
    expect(toolsOf(1)).toEqual(['mentioned_students', 'unit']);
    const prompt = systemPrompt(1);
    expect(prompt).toContain(`class_id ${playgroupB}; framework ncf_fs_2022; age_band 2-3; duration_days 10`);
    expect(prompt).toContain('- C-2.1: ');
    expect(prompt).toContain('"title":"Splash! Water play"');
    expect(message.additional_kwargs.agent).toBe('unit');
    // The engine validates the model's call against the contract and the class's framework.
    const call = message.tool_calls[0]!;
    if (call.name !== 'unit') throw new Error(`expected a unit card: ${String(message.content)}`);
    const { args } = call;
    // The class plans against the NCF: the model's EYFS is replaced, unknown codes dropped.
    expect(args.framework).toBe('ncf_fs_2022');
    expect(args.competencies).toEqual(['C-2.1']);
    expect(args.activities.map((a) => [a.title, a.minutes, a.competencies])).toEqual([
      ['Pouring', 20, ['C-3.1']],
      ['Puddle walk', 1, []],
    ]);
    expect(args.assessment.map((a) => a.competency_code)).toEqual(['C-3.1']);
    expect(UnitInputSchema.safeParse(unitInputFromCard(args)).success).toBe(true);
  });

  it("refuses a unit with no competency of the class's framework, or for a class the teacher may not plan for", async () => {
    const context = planningClassroom('nurseryA');
    model.server.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'unit' }),
      scripted.toolCall('unit', modelUnit(context.classId, { competencies: ['X-1', 'EYFS-CL-LAU-1'] })),
    );
    const message = await answer('make a unit on water', context);
    expect(message.tool_calls).toEqual([]);
    expect(message.content).toContain(
      "I left out the unit: The unit names no competency of the class's curriculum framework.",
    );
    const elsewhere = validateToolCall(
      { id: 'c2', name: 'unit', args: modelUnit('ffffffffffffffffffffffff') },
      context,
    );
    expect(elsewhere).toMatchObject({ ok: false, reason: expect.stringContaining('may not plan for') });
  });

  it('asks for a theme without writing when the request names none', async () => {
    const context = planningClassroom('nurseryA');
    model.server.enqueue(scripted.toolCall('route_to_agent', { agent: 'unit' }));
    const message = await answer('make a unit please', context);
    expect(model.server.requests).toHaveLength(1);
    expect(message.additional_kwargs.agent).toBe('unit');
    expect(message.content).toContain('What should the unit be about');
  });
});

describe('LLM engine: lesson analysis', () => {
  it("hands the model the week's plan and observations with children as tokens, and streams its text", async () => {
    const context = planningClassroom('nurseryA');
    const text = 'Two of five activities were done. Next week: re-plan the bus song.';
    model.server.enqueue(
      scripted.toolCall('route_to_agent', { agent: 'lesson_analysis' }),
      scripted.text(text),
    );
    const message = await answer('how did this week go?', context);
    expect(toolsOf(1)).toEqual(['mentioned_students']);
    const prompt = systemPrompt(1);
    expect(prompt).toContain('The days: this week, 16-11-2026 to 18-11-2026.');
    expect(prompt).toContain('Water talk | done | C-2.1 | They loved pouring');
    expect(prompt).toContain('Bus song | skipped');
    expect(prompt).toContain('C-2.1');
    expect(prompt).not.toContain('Family photos circle');
    const unseen = context.students[2]!;
    expect(prompt).toContain(`[student:${unseen.id}]`);
    // No child's name leaves the server in the material.
    const material = prompt.slice(prompt.indexOf('The days:'));
    for (const child of context.students)
      expect(material).not.toContain(`${child.firstName} ${child.lastName}`);
    expect(message.additional_kwargs.agent).toBe('lesson_analysis');
    expect(message.content).toBe(text);
    expect(message.tool_calls).toEqual([]);
  });

  it('says plainly, without the model, when nothing was planned or observed', async () => {
    const context = planningClassroom('nurseryA', { items: [], observations: [] });
    model.server.enqueue(scripted.toolCall('route_to_agent', { agent: 'lesson_analysis' }));
    const message = await answer("analyse today's lesson", context);
    expect(model.server.requests).toHaveLength(1);
    expect(message.additional_kwargs.agent).toBe('lesson_analysis');
    expect(message.content).toContain('nothing was planned or observed yet');
  });
});
