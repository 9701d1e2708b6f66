import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** Realtime fan-out of assessment setup, after commit, ids only, to staff. */
export class AssessmentEvents {
  constructor(private readonly hub: RealtimeHub) {}

  /** A school scheme changed: every staff member of the school may be picking one. */
  schemeChanged(schoolId: string, ids: string[]): void {
    this.hub.recordsChanged({ entity: 'assessment_scheme', ids, schoolId, classIds: [], audience: 'staff' });
  }

  cyclesChanged(schoolId: string, classIds: string[], ids: string[]): void {
    this.hub.recordsChanged({ entity: 'assessment_cycle', ids, schoolId, classIds, audience: 'staff' });
  }
}
