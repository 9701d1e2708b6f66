import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** Realtime fan-out of weekly plans, after commit, ids only: the class's staff refresh the week. */
export class WeekPlansEvents {
  constructor(private readonly hub: RealtimeHub) {}

  weekPlanChanged(change: { schoolId: string; classId: string; weekPlanIds: string[] }): void {
    this.hub.recordsChanged({
      entity: 'week_plan',
      ids: [...new Set(change.weekPlanIds)],
      schoolId: change.schoolId,
      classIds: [change.classId],
      audience: 'staff',
    });
  }
}
