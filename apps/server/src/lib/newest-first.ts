/*
 * A window onto a newest-first list of dated records (day, then id, both descending), for lists
 * merged from several modules (the portfolio): each module answers the records of one window, so
 * the merged list pages by position rather than by offset and never repeats or skips a record
 * when new ones arrive.
 */

/** Records between two days (both included), strictly before a position, at most `limit`. */
export interface NewestFirstWindow {
  /** First day, YYYY-MM-DD (included). */
  from?: string | undefined;
  /** Last day, YYYY-MM-DD (included). */
  to?: string | undefined;
  /** Only records after this one in newest-first order: an earlier day, or the same day and a smaller id. */
  before?: { day: string; id: string } | undefined;
  limit: number;
}

/** The lowest id of all: `before: { day, id: LOWEST_ID }` leaves the whole day out. */
export const LOWEST_ID = '000000000000000000000000';
