import { addDaysToIsoDate, type AttendancePeriod } from '@cue/contracts';

/**
 * School-day arithmetic on 'YYYY-MM-DD' dates (already in the school's time zone, see
 * lib/school-time.ts). Weeks start on Monday (ISO 8601); see docs/decisions/009-attendance.md.
 */
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function utcDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** 'Monday' … 'Sunday', the way classes store their days. */
export function weekdayOf(iso: string): string {
  return weekdayNames[utcDay(iso).getUTCDay()]!;
}

/** Whole days from `start` to `end` (0 when equal). */
export function daysFrom(start: string, end: string): number {
  return Math.round((utcDay(end).getTime() - utcDay(start).getTime()) / 86_400_000);
}

/** Every date from start to end inclusive. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDaysToIsoDate(date, 1)) dates.push(date);
  return dates;
}

/** The class's days (e.g. Monday to Friday) between two dates; every day if it names none. */
export function classDaysBetween(start: string, end: string, classDays: string[]): string[] {
  const dates = datesBetween(start, end);
  if (classDays.length === 0) return dates;
  const days = new Set(classDays.map((d) => d.toLowerCase()));
  return dates.filter((date) => days.has(weekdayOf(date).toLowerCase()));
}

/** The week (Monday to Sunday), calendar month or calendar year holding a date. */
export function periodAround(period: AttendancePeriod, date: string): { start: string; end: string } {
  const [y, m] = date.split('-');
  if (period === 'year') return { start: `${y}-01-01`, end: `${y}-12-31` };
  if (period === 'month') {
    const start = `${y}-${m}-01`;
    const nextMonth = utcDay(start);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    return { start, end: addDaysToIsoDate(nextMonth.toISOString().slice(0, 10), -1) };
  }
  const sinceMonday = (utcDay(date).getUTCDay() + 6) % 7;
  const start = addDaysToIsoDate(date, -sinceMonday);
  return { start, end: addDaysToIsoDate(start, 6) };
}
