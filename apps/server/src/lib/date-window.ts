import { EARLIEST_RECORD_DATE, MAX_DAYS_AHEAD, addDaysToIsoDate } from '@cue/contracts';
import { badInput } from './app-error.js';

/**
 * The plausible days of a date field (docs/decisions/019-input-rules.md), with the words a 400
 * uses for each end, e.g. 'must not be after today (2026-06-15)'.
 */
export interface DateWindow {
  earliest: string;
  latest: string;
  earliestWords: string;
  latestWords: string;
}

/** Something that happened: an observation or a register day, from 2000 to the school's today. */
export function pastWindow(today: string): DateWindow {
  return {
    earliest: EARLIEST_RECORD_DATE,
    latest: today,
    earliestWords: EARLIEST_RECORD_DATE,
    latestWords: `today (${today})`,
  };
}

/**
 * Something planned: up to a year from the school's today; from 2000, or with `yearBack` from a
 * year before today (a parent excusing last week's absence, not one of years ago).
 */
export function planWindow(today: string, { yearBack = false } = {}): DateWindow {
  const latest = addDaysToIsoDate(today, MAX_DAYS_AHEAD);
  const earliest = yearBack ? addDaysToIsoDate(today, -MAX_DAYS_AHEAD) : EARLIEST_RECORD_DATE;
  return {
    earliest,
    latest,
    earliestWords: yearBack ? `a year before today (${earliest})` : earliest,
    latestWords: `a year from today (${latest})`,
  };
}

/** A 400 naming `field` when the 'YYYY-MM-DD' `date` is outside `window`. */
export function assertDateWithin(field: string, date: string, window: DateWindow): void {
  if (date < window.earliest) throw badInput(field, `must not be before ${window.earliestWords}`);
  if (date > window.latest) throw badInput(field, `must not be after ${window.latestWords}`);
}
