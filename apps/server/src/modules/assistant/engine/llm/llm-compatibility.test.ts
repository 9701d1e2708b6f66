import { ChatMessageSchema, type ChatMessage, type ChatMessageChunk } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { scripted, type ScriptedReply, type ScriptStep } from '../../../../test/scripted-openai-server.js';
import { scriptedModelPerTest } from '../../../../test/scripted-model.js';
import { demoClassroom, demoStudentId } from '../demo-classrooms.js';
import type { AssistantRequest } from '../engine.js';
import { roughTokens } from '../../../../test/prompt-cache.js';
import type { LlmAssistantEngine } from './llm-engine.js';
import { classroomBlock } from './prompts.js';

/**
 * Issue 18: what the model servers schools run really send, replayed on the scripted server
 * (llama.cpp, Ollama, vLLM, and a small model's habits), and the bounds that keep every answer
 * short and clear. Each test is a socket conversation with a real HTTP server on loopback.
 */

const TODAY = '10-06-2026';
const nurseryA = demoClassroom('nurseryA', TODAY, '10:30 AM');
const aarav = demoStudentId('Aarav Sharma');
const maya = demoStudentId('Maya Patel');

const model = scriptedModelPerTest();

const ask = (userInput: string, context = nurseryA): AssistantRequest => ({
  userInput,
  mode: 'fast',
  requestedTools: [],
  context,
  messageId: 'answer-compat',
});

async function answer(engine: LlmAssistantEngine, request: AssistantRequest) {
  const chunks: ChatMessageChunk[] = [];
  const finals: ChatMessage[] = [];
  for await (const event of engine.respond(request)) {
    if (event.type === 'chunk') chunks.push(event.chunk);
    else finals.push(event.message);
  }
  expect(finals).toHaveLength(1);
  return { chunks, final: ChatMessageSchema.parse(finals[0]) };
}

const routeTo = (agent: string) => scripted.toolCall('route_to_agent', { agent }, { pieces: 2 });
const observationArgs = (id = aarav, note = 'built a tower of ten blocks') => ({
  observation_entries: [
    {
      student_id: id,
      title: 'Construction play',
      general_note: note,
      type_of_anecdote: 'general',
      date: TODAY,
    },
  ],
  is_saved: false,
});
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('llama.cpp', () => {
  it('skips the SSE pings it sends while reading a long prompt, and answers as usual', async () => {
    model.server.enqueue(
      scripted.afterPings(300, 50, routeTo('observation')),
      scripted.afterPings(300, 50, scripted.toolCall('observation', observationArgs())),
    );
    const { final } = await answer(model.engine(), ask('Aarav built a tower of ten blocks'));
    expect(final.tool_calls.map((c) => c.name)).toEqual(['observation']);
    expect(final.content).toBe('');
  });

  it('ends a cold prompt that brings no token within the idle timeout, pings or not', async () => {
    const silentPrompt: ScriptedReply = { steps: [{ kind: 'pause', ms: 5_000 }, { kind: 'ping' }] };
    model.server.enqueue(scripted.afterPings(5_000, 100, silentPrompt));
    const started = Date.now();
    const { final } = await answer(model.engine({ idleTimeoutMs: 400 }), ask('everyone is here'));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(final.tool_calls).toEqual([]);
    expect(final.content).toBe(
      'Cue’s language model didn’t start answering within 1 s, so no card was made. Nothing was saved — please try again.',
    );
    await expect.poll(() => model.server.hangUps).toBe(1);
  });

  it('bounds the first call too: a supervisor that never starts ends the answer, with no second call', async () => {
    model.server.enqueue({ steps: [{ kind: 'stall' }] });
    const started = Date.now();
    const { chunks, final } = await answer(model.engine({ idleTimeoutMs: 300 }), ask('Diya is absent'));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(chunks.map((c) => c.content).join('')).toBe(final.content);
    expect(final.content).toContain('didn’t start answering');
    expect(model.server.requests).toHaveLength(1);
  });

  it('ends an answer that keeps trickling past the total timeout, keeping what was shown', async () => {
    const trickle: ScriptStep[] = [];
    for (let i = 0; i < 60; i++) trickle.push({ kind: 'text', text: 'and ' }, { kind: 'pause', ms: 50 });
    model.server.enqueue({ steps: trickle });
    const started = Date.now();
    const { final } = await answer(
      model.engine({ idleTimeoutMs: 1_000, totalTimeoutMs: 700 }),
      ask('tell me about the class'),
    );
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(final.content).toMatch(/^and and /);
    expect(final.content).toContain(
      'Cue’s language model took longer than 1 s, so this answer is incomplete and no card was made.',
    );
    await expect.poll(() => model.server.hangUps).toBe(1);
  });

  it('says a call cut off at the length limit (finish_reason "length") was left out, once', async () => {
    const half = scripted.toolCall('observation', observationArgs(), { pieces: 6 });
    model.server.enqueue(routeTo('observation'), { steps: half.steps.slice(0, 4), finishReason: 'length' });
    const { chunks, final } = await answer(model.engine(), ask('Aarav built a tower'));
    expect(chunks.some((c) => c.tool_call_chunks.length > 0)).toBe(true);
    expect(final.tool_calls).toEqual([]);
    expect(final.content).toBe(
      'I couldn’t make the observation: the model’s answer was cut off or garbled. Nothing was saved — please ask again.',
    );
  });

  it('keeps one card when a model writes the same call again and again, and says so once', async () => {
    const loop: ScriptStep[] = [];
    for (let index = 0; index < 12; index++)
      loop.push(...scripted.toolCall('observation', observationArgs(), { index, id: `call_${index}` }).steps);
    model.server.enqueue(routeTo('observation'), { steps: loop, finishReason: 'tool_calls' });
    const { chunks, final } = await answer(model.engine(), ask('Aarav built a tower'));

    // Only the first call reached the browser as a card; the eleven others were held back.
    expect(new Set(chunks.flatMap((c) => c.tool_call_chunks.map((p) => p.index)))).toEqual(new Set([0]));
    expect(final.tool_calls).toHaveLength(1);
    expect(final.tool_calls[0]!.name).toBe('observation');
    expect(final.content).toBe('I kept the first observation and left out the model’s others.');
  });

  it('writes one note, not a dozen, when every call of a loop fails the roster', async () => {
    const loop: ScriptStep[] = [];
    for (let index = 0; index < 12; index++)
      loop.push(
        ...scripted.toolCall(
          'mentioned_students',
          { students: [{ id: 'not-a-child-of-this-class', name: 'Someone' }] },
          { index, id: `call_${index}` },
        ).steps,
      );
    model.server.enqueue(routeTo('observation'), { steps: loop, finishReason: 'tool_calls' });
    const { final } = await answer(model.engine(), ask('the tall one built a tower'));
    expect(final.tool_calls).toEqual([]);
    expect(occurrences(final.content as string, 'I left out the list of children')).toBe(1);
    expect(occurrences(final.content as string, 'left out the model’s others')).toBe(1);
    expect((final.content as string).split('\n').length).toBeLessThanOrEqual(2);
  });

  it('keeps a card and the children it asks about when both come in one turn', async () => {
    model.server.enqueue(routeTo('observation'), {
      steps: [
        ...scripted.toolCall('observation', observationArgs(), { index: 0, id: 'call_a' }).steps,
        ...scripted.toolCall(
          'mentioned_students',
          { students: [{ id: aarav, name: 'Aarav S.' }] },
          { index: 1, id: 'call_b' },
        ).steps,
      ],
      finishReason: 'tool_calls',
    });
    const { final } = await answer(model.engine(), ask('Aarav built a tower'));
    expect(final.tool_calls.map((c) => c.name)).toEqual(['observation', 'mentioned_students']);
  });

  it('tells the teacher no card was made when the agent answers in words only', async () => {
    model.server.enqueue(routeTo('observation'), scripted.text('steel'));
    const { final } = await answer(model.engine(), ask('Aarav built a tower'));
    expect(final.tool_calls).toEqual([]);
    expect(final.content).toBe(
      'steel\n\nNo card was made for the observation, so there is nothing to review or save — try saying it another way.',
    );
  });

  it('quotes a made-up tool name short', async () => {
    model.server.enqueue(routeTo('observation'), scripted.toolCall(`save_${'x'.repeat(500)}`, {}));
    const { final } = await answer(model.engine(), ask('Aarav built a tower'));
    expect(final.content).toMatch(/unknown tool 'save_x{34}…'\.$/);
  });
});

describe('every server', () => {
  it('is sent one call at a time, tool_choice as a string, ids as enums, digits as [0-9]', async () => {
    model.server.enqueue(routeTo('observation'), scripted.toolCall('observation', observationArgs()));
    await answer(model.engine(), ask('Aarav built a tower'));
    for (const request of model.server.requests) {
      expect(request.body.parallel_tool_calls).toBe(false);
      expect(request.body.tool_choice).toBe('auto');
      expect(request.raw).not.toContain('\\\\d');
    }
    const observation = model.server.requests[1]!.body.tools!.find((t) => t.function.name === 'observation')!;
    expect(JSON.stringify(observation.function.parameters)).toContain(
      JSON.stringify(nurseryA.students.map((s) => s.id)),
    );
  });

  it('reuses nearly all of the prompt for a request a minute later (prompt cache)', async () => {
    const later = demoClassroom('nurseryA', TODAY, '10:31 AM');
    model.server.enqueue(routeTo('observation'), scripted.toolCall('observation', observationArgs()));
    model.server.enqueue(routeTo('observation'), scripted.toolCall('observation', observationArgs(maya)));
    await answer(model.engine(), ask('Aarav built a tower of ten blocks'));
    await answer(model.engine(), ask('Maya built a tower of ten blocks', later));

    const [, , supervisor, agent] = model.server.requests;
    for (const request of [supervisor!, agent!])
      expect(request.usage.cachedTokens / request.usage.promptTokens).toBeGreaterThanOrEqual(0.9);
    // Within one request, the agent's call reuses the supervisor's start: the classroom block.
    expect(model.server.requests[1]!.usage.cachedTokens).toBeGreaterThan(
      roughTokens(classroomBlock(nurseryA)).length,
    );
  });
});

describe('Ollama', () => {
  it('takes calls sent whole, each at index 0 with its own id, as separate calls', async () => {
    model.server.enqueue(
      routeTo('observation'),
      scripted.ollamaToolCalls([
        { name: 'observation', args: observationArgs() },
        { name: 'mentioned_students', args: { students: [{ id: aarav, name: 'Aarav S.' }] } },
      ]),
    );
    const { final } = await answer(model.engine(), ask('Aarav built a tower'));
    expect(final.tool_calls.map((c) => c.name)).toEqual(['observation', 'mentioned_students']);
    expect(final.content).toBe('');
  });

  it('takes a whole call with no index at all (older Ollama)', async () => {
    model.server.enqueue(
      scripted.ollamaToolCalls([{ name: 'route_to_agent', args: { agent: 'observation' } }], {
        index: 'missing',
      }),
      scripted.ollamaToolCalls([{ name: 'observation', args: observationArgs() }], { index: 'missing' }),
    );
    const { final } = await answer(model.engine(), ask('Aarav built a tower'));
    expect(final.tool_calls.map((c) => c.name)).toEqual(['observation']);
  });
});

describe('vLLM', () => {
  it('takes a first delta that names the tool with no arguments key', async () => {
    model.server.enqueue(routeTo('observation'), scripted.vllmToolCall('observation', observationArgs(), 5));
    const { chunks, final } = await answer(model.engine(), ask('Aarav built a tower'));
    expect(final.tool_calls).toHaveLength(1);
    expect(final.tool_calls[0]!.args).toMatchObject({ observation_entries: [{ student_id: aarav }] });
    expect(chunks.filter((c) => c.tool_call_chunks.length > 0).length).toBeGreaterThanOrEqual(5);
  });
});

describe('in the teacher’s language', () => {
  it('says what went wrong in Arabic and Hebrew, as the offline engine does', async () => {
    const arabic = demoClassroom('nurseryA', TODAY, '10:30 AM', 'ar');
    const hebrew = demoClassroom('nurseryA', TODAY, '10:30 AM', 'he');
    model.server.enqueue({ steps: [{ kind: 'stall' }] });
    const stalled = await answer(model.engine({ idleTimeoutMs: 300 }), ask('الجميع حاضرون', arabic));
    expect(stalled.final.content).toBe(
      'لم يبدأ نموذج Cue اللغوي بالإجابة خلال 1 ث، فلم تُنشأ أي بطاقة. لم يُحفظ شيء — يُرجى المحاولة مرة أخرى.',
    );

    model.server.enqueue(routeTo('observation'), scripted.text('פלדה'));
    const wordsOnly = await answer(model.engine(), ask('ארב בנה מגדל', hebrew));
    expect(wordsOnly.final.content).toBe(
      'פלדה\n\nלא נוצר כרטיס עבור התצפית, ולכן אין מה לבדוק או לשמור — נסו לנסח זאת אחרת.',
    );
  });
});
