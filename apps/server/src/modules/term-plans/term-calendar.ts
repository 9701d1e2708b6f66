import { addDaysToIsoDate, type YearRange } from '@cue/contracts';

/** 'YYYY-MM' of an ISO date. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The months of the year plan: every month the academic year touches, first to last. A class
 * with no academic year (neither its own nor its school's) plans the 12 months from the school's
 * current month, so the long-term plan is usable before the year is set up.
 */
export function yearMonths(range: YearRange | null, today: string): string[] {
  const first = monthOf(range?.start ?? today);
  const months = [first];
  if (range) {
    const last = monthOf(range.end);
    while (months.at(-1)! < last) months.push(nextMonth(months.at(-1)!));
  } else {
    while (months.length < 12) months.push(nextMonth(months.at(-1)!));
  }
  return months;
}

/** The last day of a week starting `weekStart`. */
export const weekEndOf = (weekStart: string) => addDaysToIsoDate(weekStart, 6);
