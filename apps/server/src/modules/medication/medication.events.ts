import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * Realtime fan-out of medication, after commit, ids only: the staff of the child's classes, and
 * the child's own parents (never the class's other families: a request names a medicine).
 */
export class MedicationEvents {
  constructor(private readonly hub: RealtimeHub) {}

  requestChanged(
    schoolId: string,
    child: { classIds: string[]; parentUserIds: string[] },
    requestId: string,
  ): void {
    this.hub.recordsChanged({
      entity: 'medication',
      ids: [requestId],
      schoolId,
      classIds: [...new Set(child.classIds)],
      audience: 'staff-and-families',
      familyUserIds: [...new Set(child.parentUserIds)],
    });
  }
}
