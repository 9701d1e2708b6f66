import { IsoDateSchema, portfolioItemKinds, type PortfolioItemKind } from '@cue/contracts';
import { LOWEST_ID, type NewestFirstWindow } from '../../lib/newest-first.js';

/*
 * The portfolio's one order (decision 050): newest day first; within a day stories, then
 * observations, then photos; within a kind the newest id first. A page is merged from the three
 * modules' newest-first lists, each asked for the window that follows the cursor, so paging never
 * repeats or skips an item when new ones arrive.
 */

/** An item's place in the order. */
export interface TimelinePosition {
  day: string;
  kind: PortfolioItemKind;
  id: string;
}

const rankOf = (kind: PortfolioItemKind) => portfolioItemKinds.indexOf(kind);

/** Negative when `a` comes first. */
export function compareTimeline(a: TimelinePosition, b: TimelinePosition): number {
  if (a.day !== b.day) return a.day > b.day ? -1 : 1;
  if (a.kind !== b.kind) return rankOf(a.kind) - rankOf(b.kind);
  if (a.id === b.id) return 0;
  return a.id > b.id ? -1 : 1;
}

export const cursorOf = (position: TimelinePosition) => `${position.day}~${position.kind}~${position.id}`;

/** The position a cursor names, or null when it is no cursor this list gave. */
export function parseCursor(cursor: string): TimelinePosition | null {
  const match = /^(\d{4}-\d{2}-\d{2})~(story|observation|photo)~([0-9a-f]{24})$/.exec(cursor);
  // 2026-02-31 has the shape but is no day: the database would refuse it (500), so it is no cursor.
  if (!match || !IsoDateSchema.safeParse(match[1]).success) return null;
  return { day: match[1]!, kind: match[2] as PortfolioItemKind, id: match[3]! };
}

/**
 * The window one kind's module answers for the page after `after`: the rest of the same kind on
 * that day and earlier days; for a kind that comes later in a day, that whole day too; for one
 * that comes earlier, from the day before.
 */
export function windowAfter(
  kind: PortfolioItemKind,
  after: TimelinePosition | null,
  range: { from?: string | undefined; to?: string | undefined },
  limit: number,
): NewestFirstWindow {
  const window: NewestFirstWindow = { from: range.from, to: range.to, limit };
  if (!after) return window;
  if (kind === after.kind) return { ...window, before: { day: after.day, id: after.id } };
  if (rankOf(kind) > rankOf(after.kind)) {
    return { ...window, to: range.to && range.to < after.day ? range.to : after.day };
  }
  return { ...window, before: { day: after.day, id: LOWEST_ID } };
}

/**
 * One page of the merged lists, each already in newest-first order and each holding up to
 * `limit + 1` records of its window: the first `limit` of all of them, and the cursor of the next
 * page (null when nothing is left).
 */
export function mergePage<T extends TimelinePosition>(
  lists: T[][],
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const all = lists.flat().sort(compareTimeline);
  const items = all.slice(0, limit);
  return { items, nextCursor: all.length > limit ? cursorOf(items.at(-1)!) : null };
}
