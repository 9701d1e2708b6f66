import type { ClassroomContext } from '../engine.js';
import { readDate } from './calendar-words.js';
import { commonWords } from './common-words.js';
import type { Reading } from './reading.js';
import { groupWords, intentCues, statusWords } from './vocabulary.js';
import { matchPhraseAt, type Word } from './words.js';

/**
 * Names the teacher said that are not on the class's roster ("everyone is here except Aarav" in
 * a class without an Aarav). A name Cue cannot place must be said back, never dropped: dropping
 * it would mark Aarav's absence as nobody's and everyone else present. A word is read as a name
 * only where a name belongs: after "except" or "and" next to a child, in front of a status
 * ("Aarav is absent"), or, in an Arabic or Hebrew instruction, any Latin-script word (the roster
 * is written in Latin letters).
 */

const joiners = new Set(['and', 'or', ',', 'و', 'او', 'ו', 'או', 'מ', 'ل']);
const linkingVerbs = new Set(['is', 'was', 'are', 'were', 'has', 'had', "isn't", "wasn't", 'and', 'also']);
const vocabulary = new Set([...statusWords, ...groupWords, ...intentCues].flatMap((phrase) => phrase.words));

const isLatinWord = (text: string) => /^\p{Script=Latin}{2,}$/u.test(text);

function isKnownWord(word: Word, context: ClassroomContext): boolean {
  const text = word.text;
  if (vocabulary.has(text) || commonWords.has(text) || linkingVerbs.has(text)) return true;
  if (context.classes.some((c) => c.name.toLowerCase().split(/\s+/).includes(text))) return true;
  // Weekdays, months, "today": the calendar's words.
  return readDate(text, context.today, 'past') !== undefined;
}

const isCapitalised = (reading: Reading, word: Word) => {
  const first = reading.text.charAt(word.start);
  return first !== first.toLowerCase();
};

export interface UnknownNameOptions {
  /** Any capitalised unknown word counts (an observation that names no child of the class). */
  anyCapitalised?: boolean;
}

/** The unknown names, as the teacher wrote them, once each, in order. */
export function unknownNames(
  reading: Reading,
  context: ClassroomContext,
  options: UnknownNameOptions = {},
): string[] {
  const { words } = reading;
  const inMention = new Set(reading.mentions.flatMap((m) => range(m.start, m.end)));
  const rtl = /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(reading.text);
  const names: number[] = [];
  const isNameAt = (at: number) => inMention.has(at) || names.includes(at);
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (word.isPunctuation || inMention.has(at) || !isLatinWord(word.text)) continue;
    if (isKnownWord(word, context)) continue;
    const before = words[at - 1];
    const next = words[at + 1];
    // "except Aarav" is a name; "but calmed down" is not (a name ends the phrase or meets a status).
    const endsPhrase =
      next === undefined ||
      next.isPunctuation ||
      joiners.has(next.text) ||
      linkingVerbs.has(next.text) ||
      matchPhraseAt(words, at + 1, statusWords) !== undefined;
    const afterExcept = isAfterExcept(words, at) && (endsPhrase || isCapitalised(reading, word));
    const joinedToName = before && joiners.has(before.text) && at > 1 && isNameAt(at - 2);
    const beforeStatus =
      isCapitalised(reading, word) &&
      next !== undefined &&
      (linkingVerbs.has(next.text) || matchPhraseAt(words, at + 1, statusWords) !== undefined);
    if (
      rtl ||
      afterExcept ||
      joinedToName ||
      beforeStatus ||
      (options.anyCapitalised && isCapitalised(reading, word))
    ) {
      names.push(at);
    }
  }
  const said = names.map((at) => reading.text.slice(words[at]!.start, words[at]!.end));
  return [...new Set(said.map(capitalise))];
}

/** The word right after an "except" phrase ("except Aarav", "apart from Aarav"). */
function isAfterExcept(words: readonly Word[], at: number): boolean {
  for (let length = 1; length <= 3 && at - length >= 0; length++) {
    const phrase = matchPhraseAt(words, at - length, groupWords);
    if (phrase?.length === length && phrase.meaning.kind === 'except') return true;
  }
  return false;
}

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
