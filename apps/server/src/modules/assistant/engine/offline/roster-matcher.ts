import type { RosterStudent } from '../engine.js';
import { commonWords } from './common-words.js';
import { editDistance } from './edit-distance.js';
import type { Word } from './words.js';

/**
 * Finds the class's children in a teacher's words: full names, first names, a last name on its
 * own, shortened names ("Rey" for Reyansh), small misspellings ("Kabeer"), plurals of a shared
 * first name ("both Aaravs"), and a shared first name narrowed by a last name or its initial
 * ("Aarav P"). A mention keeps every child it could mean; the caller asks when there are several.
 */

export interface StudentMention {
  /** Word index range [start, end) of the mention. */
  start: number;
  end: number;
  candidates: RosterStudent[];
  /** "both Aaravs": the teacher meant every candidate. */
  meansAll: boolean;
}

/** A shortened name must be at least this long ("Ish" for Ishaan, never "Is"). */
const MIN_NICKNAME_LENGTH = 3;
/** Misspellings are read only in words this long; shorter words collide with English. */
const MIN_FUZZY_LENGTH = 4;
/** Letters a misspelling may differ by: one in short names, two in long ones ("Kabeer"). */
const allowedEdits = (length: number) => (length >= 6 ? 2 : 1);

const lower = (text: string) => text.toLowerCase();

interface RosterIndex {
  students: RosterStudent[];
  byFirst: Map<string, RosterStudent[]>;
  byLast: Map<string, RosterStudent[]>;
}

const indexCache = new WeakMap<readonly RosterStudent[], RosterIndex>();

function indexRoster(students: readonly RosterStudent[]): RosterIndex {
  const cached = indexCache.get(students);
  if (cached) return cached;
  const byFirst = new Map<string, RosterStudent[]>();
  const byLast = new Map<string, RosterStudent[]>();
  for (const student of students) {
    const first = lower(student.firstName);
    const last = lower(student.lastName);
    byFirst.set(first, [...(byFirst.get(first) ?? []), student]);
    if (last) byLast.set(last, [...(byLast.get(last) ?? []), student]);
  }
  const index = { students: [...students], byFirst, byLast };
  indexCache.set(students, index);
  return index;
}

/** Names within the allowed edits of the word; the closest ones only. */
function closestNames(word: string, names: Map<string, RosterStudent[]>): RosterStudent[] {
  if (word.length < MIN_FUZZY_LENGTH || commonWords.has(word)) return [];
  let best = Number.POSITIVE_INFINITY;
  let found: RosterStudent[] = [];
  for (const [name, students] of names) {
    // People rarely get the first letter of a name wrong; requiring it avoids most false matches.
    if (name[0] !== word[0]) continue;
    const limit = allowedEdits(Math.max(name.length, word.length));
    const distance = editDistance(word, name, limit);
    if (distance > limit) continue;
    if (distance < best) [best, found] = [distance, [...students]];
    else if (distance === best) found.push(...students);
  }
  return found;
}

interface FirstNameMatch {
  candidates: RosterStudent[];
  meansAll: boolean;
}

function matchFirstName(
  word: string,
  index: RosterIndex,
  isVocabulary: (word: string) => boolean,
): FirstNameMatch {
  const exact = index.byFirst.get(word);
  if (exact) return { candidates: exact, meansAll: false };
  if (isVocabulary(word)) return { candidates: [], meansAll: false };
  const singular = word.endsWith('s') ? index.byFirst.get(word.slice(0, -1)) : undefined;
  if (singular && singular.length > 1) return { candidates: singular, meansAll: true };
  if (word.length >= MIN_NICKNAME_LENGTH && !commonWords.has(word)) {
    const shortened = index.students.filter((s) => lower(s.firstName).startsWith(word));
    if (shortened.length > 0) return { candidates: shortened, meansAll: false };
  }
  return { candidates: closestNames(word, index.byFirst), meansAll: false };
}

/** Of the candidates, those whose last name is the word (or close to it, or its initial). */
function narrowByLastName(candidates: RosterStudent[], word: Word | undefined): RosterStudent[] {
  if (!word || word.isPunctuation) return [];
  const text = word.text;
  return candidates.filter((s) => {
    const last = lower(s.lastName);
    if (!last) return false;
    // An initial only tells apart children who share a first name ("Aarav P").
    if (text.length === 1) return candidates.length > 1 && last.startsWith(text);
    if (last === text) return true;
    return text.length >= MIN_FUZZY_LENGTH && last[0] === text[0] && editDistance(text, last, 1) <= 1;
  });
}

/**
 * Every mention of a child of the roster, in order. `isVocabulary` says which words belong to the
 * engine's own tables; those are never read as a shortened or misspelt name.
 */
export function findStudentMentions(
  words: readonly Word[],
  students: readonly RosterStudent[],
  isVocabulary: (word: string) => boolean = () => false,
): StudentMention[] {
  const index = indexRoster(students);
  const mentions: StudentMention[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (word.isPunctuation) continue;
    const first = matchFirstName(word.text, index, isVocabulary);
    if (first.candidates.length > 0) {
      const narrowed = narrowByLastName(first.candidates, words[at + 1]);
      if (narrowed.length > 0) {
        mentions.push({ start: at, end: at + 2, candidates: narrowed, meansAll: false });
        at += 1;
      } else mentions.push({ start: at, end: at + 1, ...first });
      continue;
    }
    // A last name on its own ("the Sharma boy") only when spelt exactly.
    const byLast =
      word.text.length >= MIN_FUZZY_LENGTH && !commonWords.has(word.text)
        ? index.byLast.get(word.text)
        : undefined;
    if (byLast) mentions.push({ start: at, end: at + 1, candidates: [...byLast], meansAll: false });
  }
  return mentions;
}

export const fullName = (student: RosterStudent) => `${student.firstName} ${student.lastName}`.trim();
