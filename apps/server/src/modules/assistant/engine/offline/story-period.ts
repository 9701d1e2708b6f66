import { addDaysToIsoDate, storedToIsoDate } from '@cue/contracts';
import { plainArabic } from './words.js';

/**
 * The days a story tells, from the teacher's words, relative to the school's today: "this week"
 * (Monday to today), "last week" (Monday to Sunday), "today", "yesterday", "this month", "since
 * Monday"; in Arabic and Hebrew too. Nothing said: the last seven days, so "Aarav's week" on a
 * Monday still tells the week that has just been.
 */

export interface StoryPeriod {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** How long it is, for the story's title ("Aarav's week"). */
  span: 'day' | 'week' | 'month';
}

/** Sunday first, as Date.getUTCDay counts; each day's names in en, ar, he. */
const weekdays: readonly (readonly string[])[] = [
  ['sunday', 'الاحد', 'ראשון'],
  ['monday', 'الاثنين', 'שני'],
  ['tuesday', 'الثلاثاء', 'שלישי'],
  ['wednesday', 'الاربعاء', 'רביעי'],
  ['thursday', 'الخميس', 'חמישי'],
  ['friday', 'الجمعة', 'שישי'],
  ['saturday', 'السبت', 'שבת'],
];

const phrases = {
  lastWeek: /\blast week\b|الاسبوع الماضي|בשבוע שעבר|שבוע שעבר/,
  thisWeek: /\bthis week\b|هذا الاسبوع|השבוע/,
  thisMonth: /\bthis month\b|هذا الشهر|החודש/,
  yesterday: /\byesterday\b|(?<!\p{L})ال?امس(?!\p{L})|אתמול/u,
  today: /\btoday\b|اليوم|היום/,
  since: /\bsince\s+(\p{L}+)|منذ\s+(?:يوم\s+)?(\p{L}+)|מאז\s+(?:יום\s+)?(\p{L}+)/u,
};

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The Monday of the week `iso` is in (a school week starts on Monday). */
const mondayOf = (iso: string) => addDaysToIsoDate(iso, -((weekdayOf(iso) + 6) % 7));

/** `today` is the school's, DD-MM-YYYY (the classroom context's). */
export function readStoryPeriod(text: string, today: string): StoryPeriod {
  const lower = plainArabic(text.toLowerCase());
  const to = storedToIsoDate(today);
  const since = phrases.since.exec(lower);
  const sinceDay = since ? (since[1] ?? since[2] ?? since[3])! : undefined;
  const weekday = sinceDay ? weekdays.findIndex((names) => names.includes(sinceDay)) : -1;
  if (weekday >= 0) {
    const back = (weekdayOf(to) - weekday + 7) % 7;
    return { from: addDaysToIsoDate(to, -back), to, span: 'week' };
  }
  if (phrases.lastWeek.test(lower)) {
    const from = addDaysToIsoDate(mondayOf(to), -7);
    return { from, to: addDaysToIsoDate(from, 6), span: 'week' };
  }
  if (phrases.thisWeek.test(lower)) return { from: mondayOf(to), to, span: 'week' };
  if (phrases.thisMonth.test(lower)) return { from: `${to.slice(0, 8)}01`, to, span: 'month' };
  if (phrases.yesterday.test(lower)) {
    const day = addDaysToIsoDate(to, -1);
    return { from: day, to: day, span: 'day' };
  }
  if (phrases.today.test(lower)) return { from: to, to, span: 'day' };
  return { from: addDaysToIsoDate(to, -6), to, span: 'week' };
}
