import {
  ChatMessageChunkSchema,
  ChatMessageSchema,
  type ChatMessage,
  type ChatMessageChunk,
} from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import type { AssistantRequest } from '../engine.js';
import { OfflineClassroomEngine } from './offline-engine.js';
import {
  contextFor,
  expectedToolCalls,
  teacherInstructions,
  type TeacherInstruction,
} from './teacher-instructions.js';
import { arabicInstructions, hebrewInstructions } from './teacher-instructions-ar-he.js';

const engine = new OfflineClassroomEngine();

const requestFor = (instruction: TeacherInstruction): AssistantRequest => ({
  userInput: instruction.say,
  mode: 'fast',
  requestedTools: instruction.requestedTools ?? [],
  context: contextFor(instruction),
});

async function answer(request: AssistantRequest, signal?: AbortSignal) {
  const chunks: ChatMessageChunk[] = [];
  const finals: ChatMessage[] = [];
  for await (const event of engine.respond(request, signal)) {
    if (event.type === 'chunk') chunks.push(event.chunk);
    else finals.push(event.message);
  }
  return { chunks, finals };
}

describe('offline classroom engine: what teachers say', () => {
  it('has a table of at least 80 instructions', () => {
    expect(teacherInstructions.length).toBeGreaterThanOrEqual(80);
  });

  it.each(teacherInstructions.map((row) => [row.say, row] as const))('%s', async (_, row) => {
    const { finals } = await answer(requestFor(row));
    expect(finals).toHaveLength(1);
    const message = finals[0]!;
    expect(message.additional_kwargs.agent).toBe(row.agent);
    expect(message.tool_calls.map(({ name, args }) => ({ name, args }))).toEqual(expectedToolCalls(row));
    for (const words of row.textIncludes ?? []) expect(message.content).toContain(words);
    expect(ChatMessageSchema.parse(message)).toEqual(message);
  });
});

describe.each([
  ['Arabic', arabicInstructions],
  ['Hebrew', hebrewInstructions],
])('offline classroom engine: what teachers say in %s', (_, table) => {
  it('has a table of at least 20 instructions', () => {
    expect(table.length).toBeGreaterThanOrEqual(20);
  });

  it.each(table.map((row) => [row.say, row] as const))('%s', async (_, row) => {
    const { finals } = await answer(requestFor(row));
    const message = finals[0]!;
    expect(message.additional_kwargs.agent).toBe(row.agent);
    expect(message.tool_calls.map(({ name, args }) => ({ name, args }))).toEqual(expectedToolCalls(row));
    for (const words of row.textIncludes ?? []) expect(message.content).toContain(words);
  });
});

describe('offline classroom engine: answers in the interface language', () => {
  const attendance = { say: 'Diya absent', agent: 'attendance' as const, calls: [] };
  it('writes the register reply in Arabic and Hebrew', async () => {
    const ar = (await answer(requestFor({ ...attendance, language: 'ar' }))).finals[0]!;
    expect(ar.content).toContain('هذا سجل حضور Nursery A ليوم 10-06-2026: غائب: 1');
    const he = (await answer(requestFor({ ...attendance, language: 'he' }))).finals[0]!;
    expect(he.content).toContain('הנה רשימת הנוכחות של Nursery A ל-10-06-2026: נעדר: 1');
  });

  it('answers Arabic input with Arabic help, not the English text', async () => {
    const help = (
      await answer(
        requestFor({ say: 'ماذا تستطيع أن تفعل؟', agent: 'supervisor', calls: [], language: 'ar' }),
      )
    ).finals[0]!;
    expect(help.content).toContain('أستطيع');
    expect(help.content).not.toContain('I can');
  });

  it('says plainly it cannot yet look up children from Hebrew words', async () => {
    const he = (
      await answer(requestFor({ say: 'who is הילד החדש?', agent: 'supervisor', calls: [], language: 'he' }))
    ).finals[0]!;
    expect(he.tool_calls).toEqual([]);
    expect(he.content).toContain('את זה אני עדיין לא יכול לעשות');
  });

  it('writes the reply to an English announcement in the interface language', async () => {
    const say = 'Tell parents the school is closed on Friday, save as draft';
    const ar = (await answer(requestFor({ say, agent: 'announcement', calls: [], language: 'ar' })))
      .finals[0]!;
    expect(ar.content).toBe('هذا الإعلان "School Closed" لـ الجميع، ليُحفظ كمسودة. راجعه ثم احفظه.');
  });
});

describe('offline classroom engine: streaming', () => {
  it.each(teacherInstructions.map((row) => [row.say, row] as const))(
    'the chunks of "%s" add up to the final message',
    async (_, row) => {
      const { chunks, finals } = await answer(requestFor(row));
      const final = finals[0]!;
      for (const chunk of chunks) {
        ChatMessageChunkSchema.parse(chunk);
        expect(chunk.id).toBe(final.id);
        expect(chunk.additional_kwargs).toEqual(final.additional_kwargs);
      }
      expect(chunks.map((c) => c.content).join('')).toBe(final.content);
      const streamed = new Map<number, { name?: string; id?: string; args: string }>();
      for (const piece of chunks.flatMap((c) => c.tool_call_chunks)) {
        const call = streamed.get(piece.index) ?? { args: '' };
        streamed.set(piece.index, {
          name: call.name ?? piece.name,
          id: call.id ?? piece.id,
          args: call.args + piece.args,
        });
      }
      expect(
        [...streamed.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, call]) => ({ id: call.id, name: call.name, args: JSON.parse(call.args) as unknown })),
      ).toEqual(final.tool_calls);
    },
  );

  it('streams in small pieces, text first', async () => {
    const { chunks } = await answer(requestFor(teacherInstructions[0]!));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks[0]!.content).not.toBe('');
    expect(chunks[0]!.tool_call_chunks).toEqual([]);
    expect(chunks.every((c) => c.tool_call_chunks.every((p) => p.args.length <= 48))).toBe(true);
  });

  it('stops at once, with no final message, when the signal is aborted', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const event of engine.respond(requestFor(teacherInstructions[0]!), controller.signal)) {
      seen.push(event.type);
      if (seen.length === 3) controller.abort();
    }
    expect(seen).toEqual(['chunk', 'chunk', 'chunk']);
  });

  it('gives nothing at all for a signal aborted before it starts', async () => {
    const { chunks, finals } = await answer(requestFor(teacherInstructions[0]!), AbortSignal.abort());
    expect(chunks).toEqual([]);
    expect(finals).toEqual([]);
  });

  it('answers the same request the same way, and uses the caller’s message id', async () => {
    const request = requestFor(teacherInstructions[0]!);
    const first = (await answer(request)).finals[0]!;
    expect((await answer(request)).finals[0]).toEqual(first);
    const named = (await answer({ ...request, messageId: 'message-42' })).finals[0]!;
    expect(named.id).toBe('message-42');
    expect(named.tool_calls[0]!.id).toBe('call_message-42_0');
  });

  it('records the mode of the Reasoning toggle', async () => {
    const { finals } = await answer({ ...requestFor(teacherInstructions[0]!), mode: 'reasoning' });
    expect(finals[0]!.additional_kwargs).toEqual({ agent: 'attendance', mode: 'reasoning' });
  });

  it('answers empty input with what it can do', async () => {
    const { finals } = await answer({ ...requestFor(teacherInstructions[0]!), userInput: '   ' });
    expect(finals[0]!.additional_kwargs.agent).toBe('supervisor');
    expect(finals[0]!.tool_calls).toEqual([]);
  });

  it('never names a child of another class', async () => {
    const { finals } = await answer({
      ...requestFor({ say: '', agent: 'attendance', calls: [], inClass: 'playgroupB' }),
      userInput: 'Diya and Kabir are absent',
    });
    expect(finals[0]!.tool_calls).toEqual([]);
  });
});
