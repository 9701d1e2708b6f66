import type { AssistantAgent, AssistantToolName } from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import type { StudentMention } from './roster-matcher.js';
import { fullName } from './roster-matcher.js';
import type { Reading } from './reading.js';
import { repliesIn, type Replies } from './replies.js';

/** What an agent decided, before ids, validation and streaming. */
export interface DraftAnswer {
  agent: AssistantAgent;
  text: string;
  toolCalls: { name: AssistantToolName; args: unknown }[];
}

/** "Diya, Kabir and Maya" (in English; replies.ts lists names in every language). */
export const listNames = (names: readonly string[]): string => repliesIn('en').listNames(names);

/** A name the class does not have: said back, and nothing proposed. */
export function noSuchChild(
  names: readonly string[],
  context: ClassroomContext,
  agent: AssistantAgent,
): DraftAnswer {
  return { agent, text: repliesIn(context.language).noSuchChild(names, context.className), toolCalls: [] };
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
  const replies = repliesIn(context.language);
  return {
    agent,
    text: replies.whichOne(names.length, said, context.className, replies.listNames(names)),
    toolCalls: [
      {
        name: 'mentioned_students',
        args: { students: mention.candidates.map((s) => ({ id: s.id, name: fullName(s) })) },
      },
    ],
  };
}

/** The supervisor's answer to anything the engine cannot do: what it can, with examples. */
export function helpAnswer(
  context: ClassroomContext,
  preface?: keyof Pick<Replies, 'couldNotTellChildren' | 'cannotLookUp' | 'onlyEnglish'>,
): DraftAnswer {
  const replies = repliesIn(context.language);
  // Examples with this class's children, each a first name no other child shares.
  const unique = context.students
    .map((s) => s.firstName)
    .filter((name, _, all) => all.filter((n) => n === name).length === 1);
  const example = unique[0] ?? 'Maya';
  const other = unique[1] ?? 'Kabir';
  return {
    agent: 'supervisor',
    text: [replies[preface ?? 'helpPreface'], ...replies.help({ example, other })].join('\n'),
    toolCalls: [],
  };
}
