import { z } from 'zod';

/**
 * Years any date may name at all. Each field has its own narrower window (checked by the server
 * against the school's today); this outer bound keeps date arithmetic (a week or a month around
 * the year 9999) from leaving the format, on read filters as much as on saves.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2199;

/** True when y-m-d is a real calendar day (no 31 February) in the years any date may name. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Plausible dates (docs/decisions/019-input-rules.md): records are dated no earlier than this day
 * (an older one is a typing mistake, or a date-picker scrolled too far) ...
 */
export const EARLIEST_RECORD_DATE = '2000-01-01';
/** ... and plans (schedules, leave, excusals, bulk marks) reach at most this many days ahead. */
export const MAX_DAYS_AHEAD = 366;

/** 'YYYY-MM-DD' (spec section 9: dates sent with saves and tab switches). */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((text) => {
    const [y, m, d] = text.split('-').map(Number);
    return isCalendarDay(y!, m!, d!);
  }, `must be a real calendar date from ${EARLIEST_YEAR} to ${LATEST_YEAR}`)
  .describe('Date, YYYY-MM-DD');

/** 'DD-MM-YYYY' (spec section 9: how dates are stored and exchanged by the assistant). */
export const StoredDateSchema = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'must be a date as DD-MM-YYYY')
  .refine((text) => {
    const [d, m, y] = text.split('-').map(Number);
    return isCalendarDay(y!, m!, d!);
  }, `must be a real calendar date from ${EARLIEST_YEAR} to ${LATEST_YEAR}`)
  .describe('Date, DD-MM-YYYY');

/** 'hh:mm A', e.g. '08:30 AM' (spec section 9: announcement time). */
export const TimeOfDaySchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, 'must be a time as hh:mm AM/PM')
  .describe('Time, hh:mm A');

/** 'DD-MM-YYYY' -> 'YYYY-MM-DD'. */
export function storedToIsoDate(stored: string): string {
  const [d, m, y] = stored.split('-');
  return `${y}-${m}-${d}`;
}

/** 'YYYY-MM-DD' -> 'DD-MM-YYYY'. */
export function isoToStoredDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/** Minutes after midnight of an 'hh:mm A' time. */
export function minutesOfTime(time: string): number {
  const [clock, meridiem] = time.split(' ');
  const [h, m] = clock!.split(':').map(Number);
  return ((h! % 12) + (meridiem === 'PM' ? 12 : 0)) * 60 + m!;
}

/** Adds days to a 'YYYY-MM-DD' date. */
export function addDaysToIsoDate(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
