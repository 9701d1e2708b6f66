import type { AssistantAgent, AssistantToolName } from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import type { StudentMention } from './roster-matcher.js';
import { fullName } from './roster-matcher.js';
import type { Reading } from './reading.js';

/** What an agent decided, before ids, validation and streaming. */
export interface DraftAnswer {
  agent: AssistantAgent;
  text: string;
  toolCalls: { name: AssistantToolName; args: unknown }[];
}

/** "Diya, Kabir and Maya". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * When one name could mean several children (two Aaravs in Nursery A), ask instead of guessing,
 * and offer the candidates as chips the teacher can tap.
 */
export function askWhichChild(
  mention: StudentMention,
  reading: Reading,
  context: ClassroomContext,
  agent: AssistantAgent,
): DraftAnswer {
  const said = reading.text.slice(reading.words[mention.start]!.start, reading.words[mention.end - 1]!.end);
  const names = mention.candidates.map(fullName);
  const count = names.length === 2 ? 'two' : String(names.length);
  return {
    agent,
    text: `There are ${count} children in ${context.className} who could be "${said}": ${listNames(names)}. Which one did you mean? Say the full name and I'll do the rest.`,
    toolCalls: [
      {
        name: 'mentioned_students',
        args: { students: mention.candidates.map((s) => ({ id: s.id, name: fullName(s) })) },
      },
    ],
  };
}

/** The supervisor's answer to anything the engine cannot do: what it can, with examples. */
export function helpAnswer(context: ClassroomContext, preface?: string): DraftAnswer {
  // Examples with this class's children, each a first name no other child shares.
  const unique = context.students
    .map((s) => s.firstName)
    .filter((name, _, all) => all.filter((n) => n === name).length === 1);
  const example = unique[0] ?? 'Maya';
  const other = unique[1] ?? 'Kabir';
  return {
    agent: 'supervisor',
    text: [
      preface ?? "I'm Cue, your classroom assistant. I work on this class's records, and I can:",
      `• mark attendance: "Everyone's here except ${example} and ${other}", "${other} is on leave tomorrow"`,
      `• record observations: "${example} stacked ten blocks all by themselves today"`,
      '• write announcements for parents: "Tell parents the school is closed on Friday, send it tomorrow at 8 am"',
      `• find children: "Who is ${other}?"`,
      'Nothing is saved until you review it and press Save.',
    ].join('\n'),
    toolCalls: [],
  };
}
