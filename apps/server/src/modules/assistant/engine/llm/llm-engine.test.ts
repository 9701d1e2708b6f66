import {
  ChatMessageChunkSchema,
  ChatMessageSchema,
  type ChatMessage,
  type ChatMessageChunk,
} from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { scripted, type ScriptedReply } from '../../../../test/scripted-openai-server.js';
import { scriptedModelPerTest } from '../../../../test/scripted-model.js';
import { createAssistantEngine } from '../create-engine.js';
import { demoClassId, demoClassroom, demoStudentId } from '../demo-classrooms.js';
import type { AssistantRequest } from '../engine.js';
import { LlmAssistantEngine } from './llm-engine.js';
import { studentToken } from './privacy.js';
import { agentPrompt, classroomBlock } from './prompts.js';

const TODAY = '10-06-2026';
const NOW = '10:30 AM';
const nurseryA = demoClassroom('nurseryA', TODAY, NOW);
const MESSAGE_ID = 'answer-0001';

const model = scriptedModelPerTest();

const ask = (userInput: string, extra: Partial<AssistantRequest> = {}): AssistantRequest => ({
  userInput,
  mode: 'fast',
  requestedTools: [],
  context: nurseryA,
  messageId: MESSAGE_ID,
  ...extra,
});

async function collect(events: AsyncIterable<{ type: string }>) {
  const chunks: ChatMessageChunk[] = [];
  const finals: ChatMessage[] = [];
  for await (const event of events as AsyncIterable<
    { type: 'chunk'; chunk: ChatMessageChunk } | { type: 'final'; message: ChatMessage }
  >) {
    if (event.type === 'chunk') chunks.push(event.chunk);
    else finals.push(event.message);
  }
  return { chunks, finals };
}

/** The streamed tool calls, pieced together by index as the chat's cards do. */
function streamedCalls(chunks: ChatMessageChunk[]) {
  const calls = new Map<number, { id?: string; name?: string; args: string }>();
  for (const piece of chunks.flatMap((c) => c.tool_call_chunks)) {
    const call = calls.get(piece.index) ?? { args: '' };
    calls.set(piece.index, {
      id: call.id ?? piece.id,
      name: call.name ?? piece.name,
      args: call.args + piece.args,
    });
  }
  return [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
}

/** The user message as the model reads it: the time now, then the teacher's words. */
const teacherSaid = (words: string) => `Time now at the school: ${NOW}.\nTeacher: ${words}`;

const routeTo = (agent: string) => scripted.toolCall('route_to_agent', { agent }, { pieces: 2 });
const textThen = (text: string, call: ScriptedReply): ScriptedReply => ({
  steps: [...scripted.text(text, 2).steps, ...call.steps],
  finishReason: 'tool_calls',
});

const absentIds = new Set([demoStudentId('Diya Menon'), demoStudentId('Kabir Iyer')]);
const registerArgs = {
  date: TODAY,
  student_attendance_list: nurseryA.students.map((s) => ({
    student_id: s.id,
    attendance_status: absentIds.has(s.id) ? 'absent' : 'present',
  })),
  is_saved: false,
};

describe('LLM engine: attendance through the supervisor', () => {
  it('answers "mark everyone present except Diya and Kabir" with a validated register', async () => {
    model.server.enqueue(
      routeTo('attendance'),
      textThen('Here is the register. ', scripted.toolCall('attendance', registerArgs, { pieces: 12 })),
    );
    const { chunks, finals } = await collect(
      model.engine().respond(ask('mark everyone present except Diya and Kabir')),
    );

    expect(finals).toHaveLength(1);
    const final = ChatMessageSchema.parse(finals[0]);
    expect(final).toEqual({
      id: MESSAGE_ID,
      role: 'assistant',
      content: 'Here is the register. ',
      tool_calls: [{ id: `call_${MESSAGE_ID}_0`, name: 'attendance', args: registerArgs }],
      additional_kwargs: { agent: 'attendance', mode: 'fast' },
    });

    // The chunks stream the agent's text and the call's argument deltas, and add up to the final.
    for (const chunk of chunks) {
      ChatMessageChunkSchema.parse(chunk);
      expect(chunk.id).toBe(MESSAGE_ID);
      expect(chunk.additional_kwargs).toEqual({ agent: 'attendance', mode: 'fast' });
    }
    expect(chunks.map((c) => c.content).join('')).toBe(final.content);
    expect(chunks.filter((c) => c.tool_call_chunks.length > 0).length).toBeGreaterThanOrEqual(12);
    const [call] = streamedCalls(chunks);
    expect({ id: call!.id, name: call!.name, args: JSON.parse(call!.args) as unknown }).toEqual(
      final.tool_calls[0],
    );
  });

  it('sends the tools with their JSON schemas and the roster, and no family names', async () => {
    model.server.enqueue(routeTo('attendance'), scripted.toolCall('attendance', registerArgs));
    await collect(model.engine().respond(ask('Mark everyone present except Diya Menon and Kabir')));

    expect(model.server.requests).toHaveLength(2);
    const [routing, agent] = model.server.requests;
    for (const request of [routing!, agent!]) {
      expect(request.body.model).toBe('scripted-model');
      expect(request.body.stream).toBe(true);
      // No key configured (Ollama, llama.cpp): a placeholder, never an empty header.
      expect(request.authorization).toBe('Bearer not-needed');
    }
    expect(routing!.body.tools!.map((t) => t.function.name)).toEqual([
      'route_to_agent',
      'mentioned_students',
    ]);
    expect(agent!.body.tools!.map((t) => t.function.name)).toEqual(['attendance', 'mentioned_students']);
    const attendanceTool = agent!.body.tools![0]!.function;
    expect(attendanceTool.description).toBe('A draft attendance register for the teacher to review and save');
    expect(attendanceTool.parameters).toMatchObject({
      type: 'object',
      required: ['date', 'student_attendance_list', 'is_saved'],
      properties: {
        // Digits a grammar can enforce (llama.cpp does not support \d).
        date: { type: 'string', pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' },
        is_saved: { const: false },
        student_attendance_list: {
          type: 'array',
          items: {
            properties: {
              // The roster's ids, which a grammar-constrained server can force.
              student_id: { type: 'string', minLength: 24, enum: nurseryA.students.map((s) => s.id) },
              attendance_status: { enum: ['present', 'absent', 'excused', 'leave', 'unassigned', 'NA'] },
            },
          },
        },
      },
    });

    const [system, user] = agent!.body.messages!;
    expect(system!.role).toBe('system');
    const systemText = String(system!.content);
    for (const student of nurseryA.students)
      expect(systemText).toContain(`${student.id}: ${student.firstName} ${student.lastName[0]}.`);
    expect(systemText).toContain('Wednesday 10-06-2026');
    expect(systemText).toContain('Today at the school (its own time zone) is Wednesday 10-06-2026');
    expect(systemText).toContain('Write every reply to the teacher in English');
    expect(systemText).toContain(`${demoClassId('playgroupB')}: Playgroup B`);
    // The time of day changes every minute: it travels with the teacher's message, not the
    // system prompt a server's cache keeps (issue 18).
    expect(systemText).not.toContain(NOW);
    expect(user).toEqual({
      role: 'user',
      content: teacherSaid(
        `Mark everyone present except ${studentToken(demoStudentId('Diya Menon'))} and ${studentToken(demoStudentId('Kabir Iyer'))}`,
      ),
    });
    for (const request of [routing!, agent!]) {
      // One call per answer, and tool_choice in the string form every server reads.
      expect(request.body.parallel_tool_calls).toBe(false);
      expect(request.body.tool_choice).toBe('auto');
    }

    // Family names never leave the server; the names the matcher was sure of do not either.
    for (const request of model.server.requests) {
      for (const student of nurseryA.students)
        expect(request.raw).not.toMatch(new RegExp(`\\b${student.lastName}\\b`));
      expect(request.raw).not.toMatch(/\bKabir\b(?! I\.)/);
      expect(request.raw).not.toContain('Diya Menon');
    }
  });

  it('keeps only what the roster allows: foreign ids dropped, dates and statuses normalised', async () => {
    const foreign = demoStudentId('Tara Singh'); // Playgroup B
    model.server.enqueue(
      routeTo('attendance'),
      scripted.toolCall('attendance', {
        date: '2026-06-09',
        student_attendance_list: [
          { student_id: demoStudentId('Diya Menon'), attendance_status: 'Absent' },
          { student_id: foreign, attendance_status: 'present' },
          { student_id: demoStudentId('Kabir Iyer'), attendance_status: 'on holiday' },
        ],
        is_saved: true,
      }),
    );
    const { finals } = await collect(model.engine().respond(ask('Diya absent yesterday, Kabir too')));
    expect(finals[0]!.tool_calls).toEqual([
      {
        id: `call_${MESSAGE_ID}_0`,
        name: 'attendance',
        args: {
          date: '09-06-2026',
          student_attendance_list: [
            { student_id: demoStudentId('Diya Menon'), attendance_status: 'absent' },
            { student_id: demoStudentId('Kabir Iyer'), attendance_status: 'NA' },
          ],
          is_saved: false,
        },
      },
    ]);
  });
});

describe('LLM engine: other agents and the supervisor', () => {
  it('writes the teacher’s names back into an observation, even when a token is split across deltas', async () => {
    const maya = demoStudentId('Maya Fernandes');
    const args = {
      observation_entries: [
        {
          student_id: maya,
          date: TODAY,
          title: 'Construction play',
          general_note: `${studentToken(maya)} stacked ten blocks by herself today`,
          type_of_anecdote: 'general',
        },
      ],
      is_saved: false,
    };
    model.server.enqueue(routeTo('observation'), scripted.toolCall('observation', args, { pieces: 40 }));
    const { chunks, finals } = await collect(
      model.engine().respond(ask('Maya stacked ten blocks by herself today', { mode: 'reasoning' })),
    );

    expect(model.server.requests[1]!.body.messages![1]!.content).toBe(
      teacherSaid(`${studentToken(maya)} stacked ten blocks by herself today`),
    );
    const final = finals[0]!;
    expect(final.additional_kwargs).toEqual({ agent: 'observation', mode: 'reasoning' });
    expect(final.tool_calls[0]!.args).toEqual({
      ...args,
      observation_entries: [
        { ...args.observation_entries[0], general_note: 'Maya stacked ten blocks by herself today' },
      ],
    });
    const streamed = streamedCalls(chunks)[0]!;
    expect(streamed.args).not.toContain('[student:');
    expect(JSON.parse(streamed.args)).toEqual(final.tool_calls[0]!.args);
  });

  it('answers in plain text from the supervisor, streamed', async () => {
    model.server.enqueue(
      scripted.text('I can mark attendance, record observations and write announcements.', 5),
    );
    const { chunks, finals } = await collect(model.engine().respond(ask('what can you do?')));
    expect(model.server.requests).toHaveLength(1);
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    expect(chunks.map((c) => c.content).join('')).toBe(finals[0]!.content);
    expect(finals[0]).toMatchObject({
      content: 'I can mark attendance, record observations and write announcements.',
      tool_calls: [],
      additional_kwargs: { agent: 'supervisor', mode: 'fast' },
    });
  });

  it('shows mentioned children with their full names though the model knows only initials', async () => {
    model.server.enqueue(
      textThen(
        'There are two Aaravs. Which one did you mean?',
        scripted.toolCall('mentioned_students', {
          students: [
            { id: demoStudentId('Aarav Sharma'), name: 'Aarav S.' },
            { id: demoStudentId('Aarav Patel'), name: 'Aarav P.' },
          ],
        }),
      ),
    );
    const { finals } = await collect(model.engine().respond(ask('Aarav is absent')));
    expect(model.server.requests[0]!.body.messages![1]!.content).toBe(teacherSaid('Aarav is absent'));
    expect(finals[0]!.tool_calls).toEqual([
      {
        id: `call_${MESSAGE_ID}_0`,
        name: 'mentioned_students',
        args: {
          students: [
            { id: demoStudentId('Aarav Sharma'), name: 'Aarav Sharma' },
            { id: demoStudentId('Aarav Patel'), name: 'Aarav Patel' },
          ],
        },
      },
    ]);
    expect(finals[0]!.additional_kwargs.agent).toBe('supervisor');
  });

  it('goes straight to the agent a quick prompt chip picked', async () => {
    const announcement = {
      announcements: [
        {
          title: 'Sports day',
          summary: 'Sports day is on Friday. Please send your child in sports clothes.',
          share_with: 'Classes',
          date: '12-06-2026',
          time: '8 am',
          schedule_later: true,
          classes_ids: [demoClassId('playgroupB')],
          save_as_draft: false,
        },
      ],
    };
    model.server.enqueue(scripted.toolCall('announcement', announcement, { pieces: 6 }));
    const { finals } = await collect(
      model.engine().respond(
        ask('tell Playgroup B parents sports day is friday, send it friday 8am', {
          requestedTools: ['announcement'],
        }),
      ),
    );
    expect(model.server.requests).toHaveLength(1);
    expect(model.server.requests[0]!.body.tools!.map((t) => t.function.name)).toEqual([
      'announcement',
      'mentioned_students',
    ]);
    expect(finals[0]!.additional_kwargs.agent).toBe('announcement');
    expect(finals[0]!.tool_calls[0]!.args).toEqual({
      announcements: [{ ...announcement.announcements[0], time: '08:00 AM' }],
    });
  });
});

describe('LLM engine: when the model misbehaves', () => {
  it('leaves out a tool call whose JSON is broken, and says so', async () => {
    model.server.enqueue(
      routeTo('attendance'),
      scripted.toolCall(
        'attendance',
        `{"date":"${TODAY}","student_attendance_list":[{"student_id":"${demoStudentId('Diya Menon')}","attendance_st`,
      ),
    );
    const { chunks, finals } = await collect(model.engine().respond(ask('Diya is absent')));
    expect(chunks.some((c) => c.tool_call_chunks.length > 0)).toBe(true);
    const final = ChatMessageSchema.parse(finals[0]);
    expect(final.tool_calls).toEqual([]);
    expect(final.content).toContain('couldn’t make the attendance register');
    expect(final.content).toContain('Nothing was saved');
    expect(chunks.map((c) => c.content).join('')).toBe(final.content);
  });

  it('leaves out a tool call that fails the schema or the roster, and says why', async () => {
    model.server.enqueue(
      routeTo('attendance'),
      textThen(
        'Done.',
        scripted.toolCall('attendance', {
          date: TODAY,
          student_attendance_list: [{ student_id: 'kabir', attendance_status: 'absent' }],
          is_saved: false,
        }),
      ),
    );
    const { finals } = await collect(model.engine().respond(ask('Kabir is absent')));
    expect(finals[0]!.tool_calls).toEqual([]);
    expect(finals[0]!.content).toBe(
      'Done.\n\nI left out the attendance register: The register names no child of this class. Nothing was saved — please ask again.',
    );
  });

  it('answers with what it can do when the routing call is garbled', async () => {
    model.server.enqueue(scripted.toolCall('route_to_agent', '{"agent": "attendan'));
    const { chunks, finals } = await collect(model.engine().respond(ask('everyone is here')));
    expect(model.server.requests).toHaveLength(1);
    expect(chunks.every((c) => c.tool_call_chunks.length === 0)).toBe(true);
    expect(finals[0]).toMatchObject({ tool_calls: [], additional_kwargs: { agent: 'supervisor' } });
    expect(finals[0]!.content).toContain('I can mark attendance');
  });

  it('ends a stalled stream with a clear error within the idle timeout', async () => {
    const partial = scripted.toolCall('attendance', registerArgs, { pieces: 10 });
    model.server.enqueue(routeTo('attendance'), scripted.stallAfter({ steps: partial.steps.slice(0, 4) }));
    const started = Date.now();
    const { chunks, finals } = await collect(
      model.engine({ idleTimeoutMs: 300 }).respond(ask('everyone is here')),
    );
    const elapsed = Date.now() - started;

    expect(elapsed).toBeLessThan(3_000);
    expect(chunks.some((c) => c.tool_call_chunks.length > 0)).toBe(true);
    expect(finals).toHaveLength(1);
    const final = ChatMessageSchema.parse(finals[0]);
    expect(final.tool_calls).toEqual([]);
    expect(final.content).toContain('stopped answering');
    expect(final.content).toContain('Nothing was saved');
    // The engine hung up on the silent stream rather than leaving it open.
    await expect.poll(() => model.server.hangUps).toBe(1);
  });

  it('ends with a clear error when the model server fails', async () => {
    model.server.enqueue(scripted.error(500));
    const errors: unknown[] = [];
    const engine = model.engine({ onModelError: (error) => errors.push(error) });
    const { finals } = await collect(engine.respond(ask('everyone is here')));
    expect(errors).toHaveLength(1);
    expect(finals).toHaveLength(1);
    expect(finals[0]!.tool_calls).toEqual([]);
    expect(finals[0]!.content).toContain('couldn’t get an answer from its language model');
  });

  it('ends with a clear error when the connection drops in the middle of the stream', async () => {
    const partial = scripted.toolCall('attendance', registerArgs, { pieces: 10 });
    model.server.enqueue(
      routeTo('attendance'),
      scripted.dropAfter({
        steps: [...scripted.text('Marking the register', 2).steps, ...partial.steps.slice(0, 4)],
      }),
    );
    const errors: unknown[] = [];
    const { chunks, finals } = await collect(
      model.engine({ onModelError: (error) => errors.push(error) }).respond(ask('everyone is here')),
    );
    expect(chunks.some((c) => c.tool_call_chunks.length > 0)).toBe(true);
    expect(errors).toHaveLength(1);
    expect(finals).toHaveLength(1);
    const final = ChatMessageSchema.parse(finals[0]);
    expect(final.tool_calls).toEqual([]);
    // What the teacher already saw stays, followed by what happened.
    expect(final.content).toContain('Marking the register');
    expect(final.content).toContain('couldn’t get an answer from its language model');
    expect(final.content).toContain('Nothing was saved');
  });

  it('ends with a clear error at once when the model server is rate limited (429)', async () => {
    model.server.enqueue(scripted.error(429));
    // A 429 without Retry-After is not retried: asking again at once would only be refused again.
    const { finals } = await collect(model.engine({ maxRetries: 1 }).respond(ask('everyone is here')));
    expect(model.server.requests).toHaveLength(1);
    expect(finals).toHaveLength(1);
    expect(finals[0]!.tool_calls).toEqual([]);
    expect(finals[0]!.content).toContain('couldn’t get an answer from its language model');
  });

  it('stops at once without a final message when the teacher’s request is aborted', async () => {
    model.server.enqueue(
      routeTo('attendance'),
      scripted.stallAfter(scripted.text('Working on the register', 3)),
    );
    const controller = new AbortController();
    const chunks: ChatMessageChunk[] = [];
    const finals: ChatMessage[] = [];
    const started = Date.now();
    for await (const event of model
      .engine({ idleTimeoutMs: 10_000 })
      .respond(ask('everyone is here'), controller.signal)) {
      if (event.type === 'chunk') {
        chunks.push(event.chunk);
        controller.abort();
      } else finals.push(event.message);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(chunks.length).toBeGreaterThanOrEqual(1);
    expect(finals).toEqual([]);
    await expect.poll(() => model.server.hangUps).toBe(1);
  });

  it('makes no request at all for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const { chunks, finals } = await collect(
      model.engine().respond(ask('everyone is here'), controller.signal),
    );
    expect([chunks, finals, model.server.requests]).toEqual([[], [], []]);
  });
});

describe('engine selection', () => {
  it('AI_PROVIDER=openai gives the LLM engine', () => {
    const engine = createAssistantEngine({
      provider: 'openai',
      baseUrl: model.server.baseUrl,
      apiKey: undefined,
      model: 'llama3.1',
      idleTimeoutMs: 30_000,
      totalTimeoutMs: 120_000,
    });
    expect(engine).toBeInstanceOf(LlmAssistantEngine);
  });
});

describe('the classroom block of the system prompt', () => {
  it('asks for replies in the teacher’s interface language', () => {
    expect(classroomBlock(demoClassroom('nurseryA', TODAY, NOW, 'ar'))).toContain(
      'Write every reply to the teacher in Arabic',
    );
    expect(classroomBlock(demoClassroom('nurseryA', TODAY, NOW, 'he'))).toContain(
      'Write every reply to the teacher in Hebrew',
    );
  });

  it('tells the model who is already away, by roster id and day, and to keep them out of a group', () => {
    const context = demoClassroom('nurseryA', TODAY, NOW, 'en', {
      [TODAY]: { 'Leah Cohen': 'leave' },
      '09-06-2026': { 'Zoya Siddiqui': 'excused' },
    });
    const block = classroomBlock(context);
    const leah = demoStudentId('Leah Cohen');
    const zoya = demoStudentId('Zoya Siddiqui');
    expect(block).toContain(`- ${leah}: Leah C. (away today: on leave)`);
    expect(block).toContain(`- ${zoya}: Zoya S.\n`);
    expect(block).toContain(`- 09-06-2026: ${zoya} excused\n- ${TODAY}: ${leah} on leave`);
    // Decision 013: no family names in what the model reads.
    expect(block).not.toContain('Cohen');
    expect(agentPrompt('attendance', context, 'fast')).toContain(
      'A child listed as already away on the register day keeps that status',
    );
    expect(classroomBlock(nurseryA)).not.toContain('already away');
  });
});
