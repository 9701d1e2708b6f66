import { intlLocale } from '../../lib/intl-locale';
import type { Language } from '../../lib/language';

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** 'November 2026' (Arabic and Hebrew month names from Intl) for a 'YYYY-MM'. */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language as Language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(`${month}-01`));
}

/** '16 Nov – 22 Nov' for a week starting `weekStart` (7 days), in the interface language. */
export function weekLabel(weekStart: string, language: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(language as Language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const end = utc(weekStart);
  end.setUTCDate(end.getUTCDate() + 6);
  return format.formatRange(utc(weekStart), end);
}

/** The day `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = utc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
