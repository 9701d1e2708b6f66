import type { Language } from './language';

/**
 * The Intl locale of an interface language. Arabic keeps Latin digits ('ar-u-nu-latn'): the dates
 * dayjs writes (lib/dates.ts), phone numbers and the stored DD-MM-YYYY dates are all in Latin
 * digits, and one screen must not mix two digit systems. Decision 024.
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}
