/**
 * Dates and times in a teacher's words, relative to the teacher's today (DD-MM-YYYY) from the
 * request. Records look back ("Monday" is the last Monday), announcements look ahead ("Monday" is
 * the coming one), so each reader says which way it faces.
 */

export type DateDirection = 'past' | 'future';

const weekdayNames: readonly (readonly string[])[] = [
  // No 'sat' or 'sun': "Maya sat in the sun" names no day.
  ['sunday'],
  ['monday', 'mon'],
  ['tuesday', 'tue', 'tues'],
  ['wednesday', 'wed'],
  ['thursday', 'thu', 'thur', 'thurs'],
  ['friday', 'fri'],
  ['saturday'],
];
const monthNames: readonly (readonly string[])[] = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];
/** Days from today, by phrase (longest first, so "day after tomorrow" beats "tomorrow"). */
const relativeDays: readonly [string, number][] = [
  ['day before yesterday', -2],
  ['day after tomorrow', 2],
  ['yesterday', -1],
  ['today', 0],
  ['tonight', 0],
  ['this morning', 0],
  ['this afternoon', 0],
  ['this evening', 0],
  ['tomorrow', 1],
  ['last week', -7],
  ['next week', 7],
];
const countWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};
/** Times of day in words, used when no clock time is given. */
const timesOfDay: readonly [RegExp, string][] = [
  [/\b(?:noon|midday)\b/, '12:00 PM'],
  [/\bthis morning\b|\bin the morning\b|\bmorning\b/, '08:00 AM'],
  [/\bafternoon\b/, '02:00 PM'],
  [/\bevening\b/, '06:00 PM'],
  [/\btonight\b/, '07:00 PM'],
];

const alternatives = (names: readonly (readonly string[])[]) =>
  names
    .flat()
    .sort((a, b) => b.length - a.length)
    .join('|');
const weekdayPattern = new RegExp(`\\b(?:(last|next|this|coming|on)\\s+)?(${alternatives(weekdayNames)})\\b`);
const monthAlternatives = alternatives(monthNames);
const dayMonthPattern = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(${monthAlternatives})\\b(?:,?\\s+(\\d{4}))?`,
);
const monthDayPattern = new RegExp(
  `\\b(${monthAlternatives})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`,
);
const numericPattern = /\b(\d{1,2})[-/](\d{1,2})(?:[-/](\d{2}|\d{4}))?\b/;
const relativePattern = new RegExp(`\\b(${relativeDays.map(([words]) => words).join('|')})\\b`);
/** Arabic and Hebrew days from today (JavaScript's \\b knows only Latin letters, hence the look-arounds). */
const rtlRelativeDays: readonly [string, number][] = [
  ['أول أمس', -2],
  ['اول امس', -2],
  ['أمس', -1],
  ['امس', -1],
  ['البارحة', -1],
  ['اليوم', 0],
  ['غداً', 1],
  ['غدا', 1],
  ['שלשום', -2],
  ['אתמול', -1],
  ['היום', 0],
  ['מחר', 1],
];
const rtlRelativePattern = new RegExp(
  `(?<!\\p{L})(${rtlRelativeDays.map(([words]) => words).join('|')})(?!\\p{L})`,
  'u',
);
const inDaysPattern = /\bin\s+(\d+|a|an|one|two|three|four|five|six|seven)\s+days?\b/;
const daysAgoPattern = /\b(\d+|a|one|two|three|four|five|six|seven)\s+days?\s+ago\b/;
const clockPattern = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/;
const atHourPattern = /\bat\s+(\d{1,2})(?:[:.](\d{2}))?\b(?!\s*(?:st|nd|rd|th|days?|-|\/))/;

interface Day {
  year: number;
  month: number;
  day: number;
}

const toDay = (stored: string): Day => {
  const [day, month, year] = stored.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};
const utc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);
const fromUtc = (ms: number): string => {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
};
const DAY_MS = 86_400_000;

/** today + n days, DD-MM-YYYY. */
export const addDays = (today: string, days: number): string => fromUtc(utc(toDay(today)) + days * DAY_MS);

const isRealDay = (d: Day) => {
  const date = new Date(utc(d));
  return (
    date.getUTCFullYear() === d.year && date.getUTCMonth() === d.month - 1 && date.getUTCDate() === d.day
  );
};

/** A day and month without a year: this year's, unless that lies on the wrong side of today. */
function placeInYear(
  today: string,
  month: number,
  day: number,
  year: number | undefined,
  direction: DateDirection,
) {
  const now = toDay(today);
  const candidate: Day = { year: year ?? now.year, month, day };
  if (!isRealDay(candidate)) return undefined;
  if (year === undefined) {
    if (direction === 'past' && utc(candidate) > utc(now)) candidate.year -= 1;
    if (direction === 'future' && utc(candidate) < utc(now)) candidate.year += 1;
  }
  return fromUtc(utc(candidate));
}

function weekdayDate(
  today: string,
  weekday: number,
  qualifier: string | undefined,
  direction: DateDirection,
) {
  const todayWeekday = new Date(utc(toDay(today))).getUTCDay();
  const back = (todayWeekday - weekday + 7) % 7;
  const ahead = (weekday - todayWeekday + 7) % 7;
  if (qualifier === 'last') return addDays(today, -(back === 0 ? 7 : back));
  if (qualifier === 'next' || qualifier === 'coming') return addDays(today, ahead === 0 ? 7 : ahead);
  return addDays(today, direction === 'past' ? -back : ahead);
}

const count = (word: string) => countWords[word] ?? Number(word);

/** The first date the text names, DD-MM-YYYY, or undefined when it names none. */
export function readDate(text: string, today: string, direction: DateDirection): string | undefined {
  const lower = text.toLowerCase();
  let match = numericPattern.exec(lower);
  if (match) {
    const year =
      match[3] === undefined ? undefined : Number(match[3].length === 2 ? `20${match[3]}` : match[3]);
    const date = placeInYear(today, Number(match[2]), Number(match[1]), year, direction);
    if (date) return date;
  }
  match = dayMonthPattern.exec(lower);
  if (match) {
    const month = monthNames.findIndex((names) => names.includes(match![2]!)) + 1;
    return placeInYear(today, month, Number(match[1]), match[3] ? Number(match[3]) : undefined, direction);
  }
  match = monthDayPattern.exec(lower);
  // "may 5" but not "may I": the day must follow.
  if (match) {
    const month = monthNames.findIndex((names) => names.includes(match![1]!)) + 1;
    return placeInYear(today, month, Number(match[2]), match[3] ? Number(match[3]) : undefined, direction);
  }
  // Otherwise the first of the words that count days from today.
  const readers: { at: number; date: () => string }[] = [];
  const relative = relativePattern.exec(lower);
  if (relative) {
    const days = relativeDays.find(([words]) => words === relative[1])![1];
    readers.push({ at: relative.index, date: () => addDays(today, days) });
  }
  const rtlRelative = rtlRelativePattern.exec(lower);
  if (rtlRelative) {
    const days = rtlRelativeDays.find(([words]) => words === rtlRelative[1])![1];
    readers.push({ at: rtlRelative.index, date: () => addDays(today, days) });
  }
  const weekday = weekdayPattern.exec(lower);
  if (weekday) {
    const index = weekdayNames.findIndex((names) => names.includes(weekday[2]!));
    readers.push({ at: weekday.index, date: () => weekdayDate(today, index, weekday[1], direction) });
  }
  const inDays = inDaysPattern.exec(lower);
  if (inDays) readers.push({ at: inDays.index, date: () => addDays(today, count(inDays[1]!)) });
  const daysAgo = daysAgoPattern.exec(lower);
  if (daysAgo) readers.push({ at: daysAgo.index, date: () => addDays(today, -count(daysAgo[1]!)) });
  readers.sort((a, b) => a.at - b.at);
  if (readers[0]) return readers[0].date();
  return undefined;
}

const formatTime = (hour24: number, minutes: number) => {
  const meridiem = hour24 >= 12 ? 'PM' : 'AM';
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${meridiem}`;
};

/** The first time of day the text names, hh:mm A, or undefined. "at 3" is read in school hours. */
export function readTime(text: string): string | undefined {
  const lower = text.toLowerCase();
  let match = clockPattern.exec(lower);
  if (match) {
    const hour = Number(match[1]);
    const minutes = Number(match[2] ?? 0);
    if (hour < 1 || hour > 12 || minutes > 59) return undefined;
    return formatTime((hour % 12) + (match[3]!.startsWith('p') ? 12 : 0), minutes);
  }
  match = atHourPattern.exec(lower);
  if (match) {
    const hour = Number(match[1]);
    const minutes = Number(match[2] ?? 0);
    if (hour > 23 || minutes > 59) return undefined;
    // Without am/pm, 7 to 11 is the morning and 12 to 6 the afternoon: school hours.
    const hour24 = hour >= 13 ? hour : hour >= 7 && hour <= 11 ? hour : hour === 12 ? 12 : hour + 12;
    return formatTime(hour24, minutes);
  }
  return timesOfDay.find(([pattern]) => pattern.test(lower))?.[1];
}

/** Every phrase readDate and readTime understand, for finding "send it tomorrow at 8 am" clauses. */
export const calendarPhrasePattern = new RegExp(
  [
    relativeDays.map(([words]) => words).join('|'),
    `(?:(?:last|next|this|coming|on)\\s+)?(?:${alternatives(weekdayNames)})`,
    `\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+(?:${monthAlternatives})(?:,?\\s+\\d{4})?`,
    `(?:${monthAlternatives})\\s+\\d{1,2}(?:st|nd|rd|th)?`,
    '\\d{1,2}[-/]\\d{1,2}(?:[-/]\\d{2,4})?',
    '(?:at\\s+)?\\d{1,2}(?:[:.]\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)',
    'at\\s+\\d{1,2}(?:[:.]\\d{2})?',
    '(?:at\\s+|in\\s+the\\s+)?(?:noon|midday|morning|afternoon|evening)',
    'in\\s+\\S+\\s+days?',
  ].join('|'),
  'i',
);
