import { markedStatuses, type MarkedStatus } from '@cue/contracts';

/** The statuses a teacher picks from, in the picker's order (spec section 3 letters). */
export const pickableStatuses: readonly MarkedStatus[] = markedStatuses;

/** One colour per status, the same on the register, the dashboard and the parent's panel. */
export const statusColors: Record<MarkedStatus, string> = {
  present: 'green',
  absent: 'red',
  excused: 'yellow',
  leave: 'blue',
  unassigned: 'gray',
};

/** Share of marked days the child was present, as a whole percentage (null: nothing marked). */
export function presentShare(counts: Record<MarkedStatus, number>): number | null {
  const marked = markedStatuses.reduce((sum, status) => sum + counts[status], 0);
  return marked === 0 ? null : Math.round((counts.present / marked) * 100);
}
