import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * Realtime fan-out of incidents, after commit, ids only: the staff of the class (and the child's
 * other classes), and the child's own parents, never the class's other families.
 */
export class IncidentEvents {
  constructor(private readonly hub: RealtimeHub) {}

  incidentChanged(schoolId: string, classIds: string[], parentUserIds: string[], incidentId: string): void {
    this.hub.recordsChanged({
      entity: 'incident',
      ids: [incidentId],
      schoolId,
      classIds: [...new Set(classIds)],
      audience: 'staff-and-families',
      familyUserIds: [...new Set(parentUserIds)],
    });
  }
}
