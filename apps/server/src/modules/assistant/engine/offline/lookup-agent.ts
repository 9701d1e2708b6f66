import type { ClassroomContext } from '../engine.js';
import { helpAnswer, listNames, type DraftAnswer } from './draft-answer.js';
import { namedStudents, type Reading } from './reading.js';
import { fullName } from './roster-matcher.js';
import { groupWords } from './vocabulary.js';
import { matchPhraseAt } from './words.js';

/**
 * "Who is Kabir?", "show me the Aaravs", "list the class": answers from the roster, with the
 * children as chips (mentioned_students). The engine reads no saved records, so "who was absent
 * on Monday" gets the help text rather than a made-up answer.
 */

const asksForWholeClass = (reading: Reading) =>
  /\b(?:list|show|who are|all|how many)\b[^.?!]*\b(?:children|students|kids|class|roster)\b/i.test(
    reading.text,
  ) ||
  reading.words.some((_, at) => matchPhraseAt(reading.words, at, groupWords)?.meaning.kind === 'everyone');

export function answerLookup(reading: Reading, context: ClassroomContext): DraftAnswer {
  const named = namedStudents(reading);
  const students = named.length > 0 ? named : asksForWholeClass(reading) ? context.students : [];
  if (students.length === 0) {
    return helpAnswer(context, 'cannotLookUp');
  }
  const shared = reading.mentions.find((m) => m.candidates.length > 1);
  const text =
    students === context.students
      ? `${context.className} has ${students.length} children: ${listNames(students.map(fullName))}.`
      : shared && named.length === shared.candidates.length
        ? `There are ${shared.candidates.length} children with that name in ${context.className}: ${listNames(named.map(fullName))}.`
        : `${listNames(named.map(fullName))} ${named.length === 1 ? 'is' : 'are'} in ${context.className}.`;
  return {
    agent: 'supervisor',
    text,
    toolCalls: [
      {
        name: 'mentioned_students',
        args: { students: students.map((s) => ({ id: s.id, name: fullName(s) })) },
      },
    ],
  };
}
