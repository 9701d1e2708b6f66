import dayjs from 'dayjs';

/** The months a report can be asked for, newest first (YYYY-MM): this one and the 23 before. */
export function recentMonths(today: Date = new Date(), count = 24): string[] {
  const start = dayjs(today).startOf('month');
  return Array.from({ length: count }, (_, i) => start.subtract(i, 'month').format('YYYY-MM'));
}
