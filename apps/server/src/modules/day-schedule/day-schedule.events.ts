import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * Realtime fan-out of day schedules, after commit, ids only: every staff member of the school
 * hears of a change (a school or age band day reaches many classes' day cycles and week plans).
 */
export class DayScheduleEvents {
  constructor(private readonly hub: RealtimeHub) {}

  scheduleChanged(schoolId: string, ids: string[]): void {
    this.hub.recordsChanged({ entity: 'day_schedule', ids, schoolId, classIds: [], audience: 'staff' });
  }
}
