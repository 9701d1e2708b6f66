import type { ClassroomContext } from '../engine.js';
import { findStudentMentions, type StudentMention } from './roster-matcher.js';
import { groupWords, intentCues, statusWords } from './vocabulary.js';
import { splitWords, type Word } from './words.js';

/** One instruction, read once: its words and the children it mentions. Every agent starts here. */
export interface Reading {
  text: string;
  words: Word[];
  mentions: StudentMention[];
  /** Mentions by the word they start at. */
  mentionAt: Map<number, StudentMention>;
}

/** Words of the engine's own tables: never mistaken for a shortened or misspelt name. */
const vocabulary = new Set([...statusWords, ...groupWords, ...intentCues].flatMap((phrase) => phrase.words));

export function readInstruction(text: string, context: ClassroomContext): Reading {
  const words = splitWords(text);
  const mentions = findStudentMentions(words, context.students, (word) => vocabulary.has(word));
  return { text, words, mentions, mentionAt: new Map(mentions.map((m) => [m.start, m])) };
}

/** The first mention that could mean more than one child and was not meant as "both". */
export const firstUnclearMention = (reading: Reading) =>
  reading.mentions.find((m) => m.candidates.length > 1 && !m.meansAll);

/** Every child the instruction names, once each, in the order first named. */
export function namedStudents(reading: Reading) {
  const seen = new Set<string>();
  return reading.mentions.flatMap((m) => m.candidates).filter((s) => !seen.has(s.id) && seen.add(s.id));
}
