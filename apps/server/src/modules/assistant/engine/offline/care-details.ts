import type { CareKind, CareMood, MealAmount, MealName, NappyState } from '@cue/contracts';
import { MAX_TEMPERATURE_C, MIN_TEMPERATURE_C, minutesOfCareTime } from '@cue/contracts';
import { readCareTimes } from './care-times.js';
import { plainArabic } from './words.js';
import {
  amountWords,
  careKindWords,
  drinkWords,
  mealWords,
  moodWords,
  nappyWords,
} from './carelog-vocabulary.js';

/**
 * What one clause of a care log instruction says: its kind (if any) and the details a kind
 * needs. Read from the clause's lowercased text with the care vocabulary; nothing is guessed
 * that the teacher did not say, except the defaults decision 046 names (amount 'all', water).
 */
export interface SaidDetails {
  kind?: CareKind;
  time?: string;
  endTime?: string;
  meal?: MealName;
  amount?: MealAmount;
  drink?: string;
  amountMl?: number;
  nappy?: NappyState;
  mood?: CareMood;
  temperatureC?: number;
  /**
   * The clause says the event did not happen ("Kabir didn't nap", "no sunscreen for Diya"):
   * never recorded as if it had. A meal said so is read as amount 'none' instead.
   */
  negated?: boolean;
}

const phrasePattern = (phrase: string) =>
  new RegExp(`(?<![\\p{L}'])${phrase.replace(/ /g, '\\s+')}(?![\\p{L}'])`, 'u');

const compiled = <T>(table: readonly (readonly [string, T])[]) =>
  [...table]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([phrase, meaning]) => ({ pattern: phrasePattern(phrase), meaning }));

const kinds = compiled(careKindWords);
const meals = compiled(mealWords);
const amounts = compiled(amountWords);
const nappies = compiled(nappyWords);
const moods = compiled(moodWords);
const drinks = compiled(drinkWords);

/** The earliest phrase of the table the text holds (longest first on the same spot), and where. */
function firstAt<T>(
  text: string,
  table: readonly { pattern: RegExp; meaning: T }[],
): { at: number; meaning: T } | undefined {
  let best: { at: number; meaning: T } | undefined;
  for (const { pattern, meaning } of table) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.at)) best = { at: match.index, meaning };
  }
  return best;
}

function firstOf<T>(text: string, table: readonly { pattern: RegExp; meaning: T }[]): T | undefined {
  return firstAt(text, table)?.meaning;
}

/** Words that say an event did not happen, when they come just before its word. */
const negationWords = new Set([
  'not',
  'no',
  'never',
  "didn't",
  'didnt',
  "don't",
  'dont',
  "wasn't",
  'wasnt',
  "won't",
  'wont',
  "wouldn't",
  'wouldnt',
  "couldn't",
  'couldnt',
  'refused',
  'refuses',
  'skipped',
  'missed',
  'without',
  'لم',
  'لا',
  'ما',
  'بدون',
  'رفض',
  'رفضت',
  'לא',
  'בלי',
  'סירב',
  'סירבה',
]);

/** Whether one of the three words before `at` denies the event ("did not have a nap"). */
const negatedAt = (text: string, at: number) =>
  text
    .slice(0, at)
    .split(/[\s,;]+/u)
    .filter(Boolean)
    .slice(-3)
    .some((word) => negationWords.has(word.replace(/’/g, "'")));

const temperaturePattern = /(?<![\d.:])(\d{2}(?:\.\d{1,2})?)\s*(?:°\s*c?|degrees|c\b)?(?![\d:])/g;

function readTemperature(text: string): number | undefined {
  for (const match of text.matchAll(temperaturePattern)) {
    const value = Number(match[1]);
    if (value >= MIN_TEMPERATURE_C && value <= MAX_TEMPERATURE_C) return value;
  }
  return undefined;
}

export function readDetails(text: string): SaidDetails {
  // Arabic as the tables spell it: vowel marks off, every alef plain.
  const lower = plainArabic(text.toLowerCase());
  const said: SaidDetails = { ...readCareTimes(lower) };
  // "Changed Kabir at 11, wet": changing a child is a nappy change.
  const changed = /\bchanged\b/.test(lower) ? { at: 0, meaning: 'nappy' as const } : undefined;
  const kind = firstAt(lower, kinds) ?? changed ?? moodAt(lower);
  said.kind = kind?.meaning;
  said.meal = firstOf(lower, meals);
  said.amount = firstOf(lower, amounts);
  if (kind && negatedAt(lower, kind.at)) {
    // "Kabir didn't have lunch" is a meal of nothing; "Kabir didn't nap" is no nap at all.
    if (kind.meaning === 'meal') said.amount ??= 'none';
    else said.negated = true;
  }
  // "Diya woke at 1:30": the end of a nap, not a new one starting then.
  if (/\b(woke|wakes|awoke|woken)\b/.test(lower) && said.time && !said.endTime) {
    said.endTime = said.time;
    delete said.time;
    said.kind ??= 'nap';
  }
  said.nappy = firstOf(lower, nappies);
  said.mood = firstOf(lower, moods);
  said.drink = firstOf(lower, drinks);
  const ml = /(\d{1,4})\s*ml\b/.exec(lower);
  if (ml) said.amountMl = Number(ml[1]);
  said.temperatureC = readTemperature(lower);
  return said;
}

/** A mood word alone makes a mood entry ("Diya was upset after drop-off"). */
const moodAt = (lower: string): { at: number; meaning: CareKind } | undefined => {
  const mood = firstAt(lower, moods);
  return mood && { at: mood.at, meaning: 'mood' };
};

/** The meal a time points to, when the teacher said "snack" or "ate" without naming it. */
export function mealAt(time: string, said: string): MealName {
  const minutes = minutesOfCareTime(time);
  if (/\bsnack\b/.test(said)) return minutes < 12 * 60 ? 'morning_snack' : 'afternoon_snack';
  if (minutes < 9 * 60 + 30) return 'breakfast';
  if (minutes < 11 * 60 + 30) return 'morning_snack';
  if (minutes < 14 * 60) return 'lunch';
  if (minutes < 16 * 60) return 'afternoon_snack';
  return 'tea';
}
