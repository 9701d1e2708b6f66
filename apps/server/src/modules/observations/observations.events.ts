import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * Realtime fan-out of the observations module, called after the transaction committed: open
 * lists of the class refresh (staff only). Journal posts are announced by JournalEvents.
 */
export class ObservationEvents {
  constructor(private readonly hub: RealtimeHub) {}

  observationsChanged(schoolId: string, classIds: string[], ids: string[]): void {
    if (ids.length === 0) return;
    this.hub.recordsChanged({
      entity: 'observation',
      ids,
      schoolId,
      classIds: [...new Set(classIds)],
      audience: 'staff',
    });
  }
}
