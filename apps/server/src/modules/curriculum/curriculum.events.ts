import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** Realtime fan-out of curriculum changes, after commit, ids only, to the school's staff. */
export class CurriculumEvents {
  constructor(private readonly hub: RealtimeHub) {}

  /** A school outcome was added, changed or archived: the trees and pickers refresh. */
  outcomesChanged(schoolId: string, ids: string[]): void {
    this.hub.recordsChanged({ entity: 'curriculum', ids, schoolId, classIds: [], audience: 'staff' });
  }

  /** A class's framework changed: the curriculum screen and the class lists refresh. */
  classFrameworkChanged(schoolId: string, classId: string): void {
    this.hub.recordsChanged({
      entity: 'curriculum',
      ids: [classId],
      schoolId,
      classIds: [],
      audience: 'staff',
    });
    this.hub.recordsChanged({ entity: 'class', ids: [classId], schoolId, classIds: [], audience: 'staff' });
  }
}
