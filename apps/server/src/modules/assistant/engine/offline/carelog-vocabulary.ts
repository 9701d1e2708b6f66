import type { CareKind, CareMood, MealAmount, MealName, NappyState } from '@cue/contracts';
import {
  rtlAmountWords,
  rtlCareKindWords,
  rtlDrinkWords,
  rtlMealWords,
  rtlMoodWords,
  rtlNappyWords,
} from './carelog-vocabulary-ar-he.js';
import { rtlExceptWords } from './vocabulary-ar-he.js';

/**
 * The care log agent's words, as data (decision 046). Kind words say which care event a clause
 * is about; detail words fill that kind's fields. To teach the engine a new word, add a row.
 */

/** Words that make a clause a care event of one kind. Longer phrases are tried first. */
export const careKindWords: readonly (readonly [string, CareKind])[] = [
  ['sun cream', 'sunscreen'],
  ['sun lotion', 'sunscreen'],
  ['suncream', 'sunscreen'],
  ['sunscreen', 'sunscreen'],
  ['sunblock', 'sunscreen'],
  ['spf', 'sunscreen'],
  ['temperature', 'temperature'],
  ['temp', 'temperature'],
  ['nappy', 'nappy'],
  ['nappies', 'nappy'],
  ['diaper', 'nappy'],
  ['diapers', 'nappy'],
  ['potty', 'nappy'],
  ['toilet', 'nappy'],
  ['nap', 'nap'],
  ['napped', 'nap'],
  ['naps', 'nap'],
  ['slept', 'nap'],
  ['sleep', 'nap'],
  ['asleep', 'nap'],
  ['drank', 'drink'],
  ['drink', 'drink'],
  ['drinks', 'drink'],
  ['bottle', 'drink'],
  ['breakfast', 'meal'],
  ['lunch', 'meal'],
  ['snack', 'meal'],
  ['tea', 'meal'],
  ['ate', 'meal'],
  ['eaten', 'meal'],
  ['eat', 'meal'],
  ['food', 'meal'],
  ['meal', 'meal'],
  ['mood', 'mood'],
  ...rtlCareKindWords,
];

/** "Aarav drank a cup of milk": what was drunk, by the word said. Anything else drunk is water. */
export const drinkWords: readonly (readonly [string, string])[] = [
  ...['milk', 'water', 'juice', 'formula', 'squash', 'smoothie'].map((name) => [name, name] as const),
  ...rtlDrinkWords,
];

/** Meals by name ("snack" alone is decided by the time). */
export const mealWords: readonly (readonly [string, MealName])[] = [
  ['breakfast', 'breakfast'],
  ['morning snack', 'morning_snack'],
  ['afternoon snack', 'afternoon_snack'],
  ['lunch', 'lunch'],
  ['tea', 'tea'],
  ...rtlMealWords,
];

/**
 * How much was eaten. "Half" is 'some': the care log's 'most' means nearly all, so a plate left
 * half full is 'some' (decision 046). Nothing said is 'all' ("everyone had lunch").
 */
export const amountWords: readonly (readonly [string, MealAmount])[] = [
  ["didn't eat", 'none'],
  ['did not eat', 'none'],
  ["wouldn't eat", 'none'],
  ['refused', 'none'],
  ['nothing', 'none'],
  ['none', 'none'],
  ['skipped', 'none'],
  ['nearly all', 'most'],
  ['almost all', 'most'],
  ['most', 'most'],
  ['half', 'some'],
  ['a little', 'some'],
  ['a bit', 'some'],
  ['some', 'some'],
  ['picked at', 'some'],
  ['a few bites', 'some'],
  ['everything', 'all'],
  ['all of it', 'all'],
  ['finished', 'all'],
  ['cleared', 'all'],
  ['seconds', 'all'],
  ...rtlAmountWords,
];

export const nappyWords: readonly (readonly [string, NappyState])[] = [
  ['wet', 'wet'],
  ['wee', 'wet'],
  ['dirty', 'dirty'],
  ['soiled', 'dirty'],
  ['poo', 'dirty'],
  ['pooey', 'dirty'],
  ['dry', 'dry'],
  ['clean', 'dry'],
  ...rtlNappyWords,
];

/** Mood words. Not "sick": "Diya is sick" is the register's (excused). */
export const moodWords: readonly (readonly [string, CareMood])[] = [
  ['happy', 'happy'],
  ['cheerful', 'happy'],
  ['smiley', 'happy'],
  ['calm', 'calm'],
  ['settled', 'calm'],
  ['content', 'calm'],
  ['tired', 'tired'],
  ['sleepy', 'tired'],
  ['grumpy', 'upset'],
  ['upset', 'upset'],
  ['sad', 'upset'],
  ['cried', 'upset'],
  ['crying', 'upset'],
  ['teary', 'upset'],
  ['unsettled', 'upset'],
  ['unwell', 'unwell'],
  ['poorly', 'unwell'],
  ...rtlMoodWords,
];

/** A clause starting with these words is about the children it names next ("everyone but Kabir"). */
export const careExceptWords: readonly string[] = [
  'except for',
  'apart from',
  'other than',
  'except',
  'but not',
  ...rtlExceptWords,
];

/** Care words with a clock time lean this much more to the care log (supervisor). */
export const CARE_TIME_WEIGHT = 2;

/**
 * The nursery day is 7:00 to 19:00: a time said without am/pm is read inside it ("at 11" 11:00,
 * "at 2" 14:00). A bare 6 is before opening, an early drop-off's morning (6:30 breakfast).
 */
export const LAST_BARE_AFTERNOON_HOUR = 5;
/** The care log refuses times later than now by more than this (carelog.service). */
export const CARE_FUTURE_SLACK_MINUTES = 5;

/**
 * The supervisor's cues for the care log and the journal, with their weights (vocabulary.ts
 * intentCues). Words that also fill an observation ("drink", "food") weigh less than the ones
 * that only a care log uses ("napped", "nappy"); a mood word weighs just over naming a child.
 */
const strongKinds = new Set(['nap', 'nappy', 'temperature', 'sunscreen']);
/** Meal names are also when things happen ("washed her hands before lunch"): they weigh least. */
const mealNameWords = new Set(['breakfast', 'lunch', 'snack', 'tea']);
const weakKindWords = new Set(['drink', 'drinks', 'food', 'eat', 'meal', 'bottle', 'mood']);
const cueWeight = (words: string, kind: CareKind) =>
  mealNameWords.has(words)
    ? 2
    : words === 'ate' || words === 'eaten'
      ? 4
      : weakKindWords.has(words) || !strongKinds.has(kind)
        ? 3
        : 5;
export const careIntentCues: readonly (readonly [string, 'carelog' | 'journal', number])[] = [
  ['care log', 'carelog', 6],
  ['carelog', 'carelog', 6],
  ['daily log', 'carelog', 6],
  ['care note', 'carelog', 6],
  ['changed', 'carelog', 2],
  ['wet', 'carelog', 2],
  ['dirty', 'carelog', 2],
  ...careKindWords.map(([words, kind]) => [words, 'carelog', cueWeight(words, kind)] as const),
  ...moodWords.map(([words]) => [words, 'carelog', 3] as const),
  ['journal', 'journal', 6],
  ['journals', 'journal', 6],
];
