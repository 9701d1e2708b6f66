import { weekSchoolDays, weekStartOf } from '@cue/contracts';

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today on this device, as 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The week start of this week for a class meeting on `classDays`. */
export const thisWeekStart = (classDays: readonly string[], today = localToday()) =>
  weekStartOf(today, classDays);

/** The class's school days of the week after `weekStart` (where a moved activity may go). */
export const nextWeekDays = (weekStart: string, classDays: readonly string[]) =>
  weekSchoolDays(addDays(weekStart, 7), classDays);

/** 'Mon 23 Nov' in the reader's language. */
export function dayLabel(isoDate: string, language: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** '23 Nov – 27 Nov 2026'. */
export function weekLabel(days: readonly string[], weekStart: string, language: string): string {
  const first = days[0] ?? weekStart;
  const last = days[days.length - 1] ?? addDays(weekStart, 6);
  const short = (iso: string, year: boolean) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(language, {
      day: 'numeric',
      month: 'short',
      ...(year && { year: 'numeric' }),
      timeZone: 'UTC',
    });
  return `${short(first, false)} – ${short(last, true)}`;
}
