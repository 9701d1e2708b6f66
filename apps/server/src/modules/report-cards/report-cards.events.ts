import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * Realtime fan-out of report cards, after commit, ids only: the class's staff hear of every
 * change; the child's own parents too when what they may download changed (a publication, a
 * withdrawal), never the class's other families.
 */
export class ReportCardsEvents {
  constructor(private readonly hub: RealtimeHub) {}

  cardsChanged(schoolId: string, classId: string, ids: string[]): void {
    this.hub.recordsChanged({ entity: 'report_card', ids, schoolId, classIds: [classId], audience: 'staff' });
  }

  /** A card families see changed: the class's staff and the child's own parents. */
  familyCardChanged(schoolId: string, classId: string, id: string, parentUserIds: string[]): void {
    this.hub.recordsChanged({
      entity: 'report_card',
      ids: [id],
      schoolId,
      classIds: [classId],
      audience: parentUserIds.length > 0 ? 'staff-and-families' : 'staff',
      familyUserIds: parentUserIds,
    });
  }
}
