import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** Realtime fan-out of term planning, after commit, ids only, to the class's staff. */
export class TermPlansEvents {
  constructor(private readonly hub: RealtimeHub) {}

  /** The class's year plan changed (its id is the class's). */
  yearPlanChanged(schoolId: string, classId: string): void {
    this.hub.recordsChanged({
      entity: 'term_plan',
      ids: [classId],
      schoolId,
      classIds: [classId],
      audience: 'staff',
    });
  }

  /** A holiday shift moved the class's projects and weekly plans. */
  shifted(schoolId: string, classId: string, projectIds: string[], weekPlanIds: string[]): void {
    const to = { schoolId, classIds: [classId], audience: 'staff' as const };
    this.hub.recordsChanged({ entity: 'term_plan', ids: [classId], ...to });
    if (projectIds.length > 0) this.hub.recordsChanged({ entity: 'project', ids: projectIds, ...to });
    if (weekPlanIds.length > 0) this.hub.recordsChanged({ entity: 'week_plan', ids: weekPlanIds, ...to });
  }
}
