import { intlLocale } from './intl-locale';
import type { Language } from './language';

// A class's age range is free text typed by the school ('3-4 years', 'YEARS 4-5', '2 - 3 yrs').
const yearRange = /^\s*(?:years?\s*)?(\d{1,2})\s*(?:-|–|—|to)\s*(\d{1,2})\s*(?:years?|yrs?)?\s*$/i;

/**
 * A class's age band in the interface language: '3-4 years' → '3–4 years', '3–4 سنوات',
 * '3–4 שנים' (Intl's own unit and plural rules, never upper-cased). Text in any other shape
 * (months, a single age, a word) is shown as the school typed it.
 */
export function formatAgeBand(ageRange: string, language: Language): string {
  const match = yearRange.exec(ageRange);
  if (!match) return ageRange;
  const [from, to] = [Number(match[1]), Number(match[2])];
  const years = new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'year',
    unitDisplay: 'long',
  });
  return from === to ? years.format(from) : years.formatRange(Math.min(from, to), Math.max(from, to));
}
