import type { ClassMediaItem } from '@cue/contracts';

export interface MediaDay {
  day: string;
  items: ClassMediaItem[];
}

/**
 * The grid's days: items grouped by `taken_on` in the order the pages arrived (newest day first).
 * A day split across two pages is one group.
 */
export function groupByDay(items: readonly ClassMediaItem[]): MediaDay[] {
  const days: MediaDay[] = [];
  const byDay = new Map<string, MediaDay>();
  for (const item of items) {
    let group = byDay.get(item.taken_on);
    if (!group) {
      group = { day: item.taken_on, items: [] };
      byDay.set(item.taken_on, group);
      days.push(group);
    }
    group.items.push(item);
  }
  return days;
}
