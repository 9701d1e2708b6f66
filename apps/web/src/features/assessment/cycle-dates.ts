import type { AssessmentCycle } from '@cue/contracts';
import { intlLocale } from '../../lib/intl-locale';
import { isLanguage } from '../../lib/language';

/** Badge colours of a cycle's phase: the term under way stands out. */
export const phaseColors: Record<AssessmentCycle['phase'], string> = {
  current: 'teal',
  upcoming: 'blue',
  past: 'gray',
};

/**
 * The cycle a screen opens on: the current one, else the latest that has ended (its cards are
 * still being finished), else the first to come. Null when the class has none.
 */
export function defaultCycle(cycles: readonly AssessmentCycle[]): AssessmentCycle | null {
  const current = cycles.find((cycle) => cycle.phase === 'current');
  if (current) return current;
  const past = cycles.filter((cycle) => cycle.phase === 'past');
  return past[past.length - 1] ?? cycles[0] ?? null;
}

/** '1 Jun 2026 – 30 Sep 2026' in the interface language (the dates are calendar days: UTC). */
export function cycleDateRange(language: string, cycle: Pick<AssessmentCycle, 'start_date' | 'end_date'>) {
  const format = new Intl.DateTimeFormat(isLanguage(language) ? intlLocale(language) : language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  return `${day(cycle.start_date)} – ${day(cycle.end_date)}`;
}
