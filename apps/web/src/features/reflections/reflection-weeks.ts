import { addDaysToIsoDate, weekStartOf } from '@cue/contracts';

/** Weeks the form offers, this one and those before it. */
export const RECENT_WEEKS = 12;

/** Today on this device, as 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first days of this week and the `count - 1` before it, newest first, for a class meeting on `classDays`. */
export function recentWeekStarts(
  classDays: readonly string[],
  today = localToday(),
  count = RECENT_WEEKS,
): string[] {
  const thisWeek = weekStartOf(today, classDays);
  return Array.from({ length: count }, (_, back) => addDaysToIsoDate(thisWeek, -7 * back));
}

/** '16 Nov – 22 Nov 2026' in the reader's language (dates read as calendar days, not instants). */
export function periodLabel(start: string, end: string, language: string): string {
  const show = (iso: string, withYear: boolean) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(language, {
      day: 'numeric',
      month: 'short',
      ...(withYear && { year: 'numeric' }),
      timeZone: 'UTC',
    });
  return `${show(start, false)} – ${show(end, true)}`;
}
