/**
 * Words of an instruction: lowercased, with where each came from in the teacher's text, so notes
 * and announcements can quote the teacher's own words. Contractions stay whole ("didn't") so the
 * phrase tables can list them; a trailing "'s" goes ("everyone's here", "Diya's mum").
 */
export interface Word {
  text: string;
  start: number;
  end: number;
  /** '.', ';', '!', '?' end a sentence; ',' and ':' only pause. */
  isPunctuation: boolean;
}

/**
 * A word is one script's run: "وKabir" (Arabic "and" written onto a Latin name) is two words.
 * Arabic words keep their vowel marks inside the match; the marks are dropped from `text`.
 */
const wordPattern =
  /[\p{Script=Latin}\p{N}]+(?:'\p{Script=Latin}+)*|[\p{Script=Arabic}\p{M}]+|\p{Script=Hebrew}+|[\p{L}\p{N}]+|[.,;:!?،؛؟]/gu;

/** Arabic spellings that vary by hand: vowel marks and the stretching tatweel go, every alef is plain. */
export const plainArabic = (word: string) =>
  word.replace(/[\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآ]/g, 'ا');

/** Arabic comma, semicolon and question mark pause or end a sentence like their Latin twins. */
const latinPunctuation: Record<string, string> = { '،': ',', '؛': ';', '؟': '?' };

export function splitWords(text: string): Word[] {
  const normalized = text.replace(/[’‘`]/g, "'").toLowerCase();
  const words: Word[] = [];
  for (const match of normalized.matchAll(wordPattern)) {
    const raw = match[0];
    const start = match.index;
    const isPunctuation = /^[.,;:!?،؛؟]$/.test(raw);
    const text = isPunctuation
      ? (latinPunctuation[raw] ?? raw)
      : raw.endsWith("'s")
        ? raw.slice(0, -2)
        : plainArabic(raw);
    words.push({ text, start, end: start + raw.length, isPunctuation });
  }
  return words;
}

export const endsSentence = (word: Word) => word.isPunctuation && '.;!?'.includes(word.text);

/** A phrase table entry: words to find (as one string) and what they mean. */
export interface Phrase<T> {
  words: string;
  meaning: T;
}

/** Phrase tables, split into words once and sorted longest first so "off sick" beats "off". */
export function compilePhrases<T>(table: readonly Phrase<T>[]): { words: string[]; meaning: T }[] {
  return table
    .map((entry) => ({ words: entry.words.split(' ').map(plainArabic), meaning: entry.meaning }))
    .sort((a, b) => b.words.length - a.words.length);
}

/** The longest phrase of `table` that starts at word `at`, and how many words it spans. */
export function matchPhraseAt<T>(
  words: readonly Word[],
  at: number,
  table: readonly { words: string[]; meaning: T }[],
): { meaning: T; length: number } | undefined {
  for (const phrase of table) {
    if (phrase.words.every((w, i) => words[at + i]?.text === w)) {
      return { meaning: phrase.meaning, length: phrase.words.length };
    }
  }
  return undefined;
}

/** True when any phrase of the table occurs anywhere in the words. */
export const containsPhrase = <T>(
  words: readonly Word[],
  table: readonly { words: string[]; meaning: T }[],
) => words.some((_, at) => matchPhraseAt(words, at, table) !== undefined);
