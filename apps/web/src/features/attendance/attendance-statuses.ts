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
