import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** A changed entry, as an event names it. */
export interface CareEntryRef {
  id: string;
  childId: string;
}

/**
 * Realtime fan-out of the care log, called after the transaction committed: the class's staff
 * get every id; each parent only the ids of their own children's entries (in their user room),
 * never another family's.
 */
export class CareLogEvents {
  constructor(private readonly hub: RealtimeHub) {}

  entriesChanged(
    schoolId: string,
    classId: string,
    entries: CareEntryRef[],
    parentsOf: Map<string, string[]>,
  ): void {
    if (entries.length === 0) return;
    this.hub.recordsChanged({
      entity: 'carelog',
      ids: entries.map((entry) => entry.id),
      schoolId,
      classIds: [classId],
      audience: 'staff',
    });
    const idsOfParent = new Map<string, string[]>();
    for (const entry of entries) {
      for (const parentId of parentsOf.get(entry.childId) ?? []) {
        idsOfParent.set(parentId, [...(idsOfParent.get(parentId) ?? []), entry.id]);
      }
    }
    for (const [parentId, ids] of idsOfParent) {
      this.hub.usersChanged([parentId], { entity: 'carelog', ids, classIds: [classId] });
    }
  }
}
