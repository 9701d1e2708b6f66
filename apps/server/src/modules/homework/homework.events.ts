import type { RealtimeHub } from '../../lib/realtime-hub.js';

export interface HomeworkChange {
  /** The homework ids that changed (a submission changes its homework). */
  ids: string[];
  schoolId: string;
  /** The classes whose staff refresh (before and after an edit). */
  classIds: string[];
  /** The parents of the children it is (or was) set for, when it is or was published; else none. */
  parentUserIds: string[];
}

/**
 * After commit, ids only: the class's staff, and only the families of the children the homework
 * is set for (never a whole school, never another child's family).
 */
export function announceHomeworkChanged(hub: RealtimeHub, change: HomeworkChange): void {
  hub.recordsChanged({
    entity: 'homework',
    ids: change.ids,
    schoolId: change.schoolId,
    classIds: [...new Set(change.classIds)],
    audience: change.parentUserIds.length > 0 ? 'staff-and-families' : 'staff',
    familyUserIds: change.parentUserIds,
  });
}
