import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * Realtime fan-out of the portfolio, after commit, ids only (the child's): a share changed, so the
 * staff of the child's classes and the child's own parents (their user rooms, never the class's
 * other families) refresh the child's portfolio.
 */
export class PortfolioEvents {
  constructor(private readonly hub: RealtimeHub) {}

  sharesChanged(change: {
    schoolId: string;
    childId: string;
    classIds: string[];
    parentIds: string[];
  }): void {
    this.hub.recordsChanged({
      entity: 'portfolio',
      ids: [change.childId],
      schoolId: change.schoolId,
      classIds: change.classIds,
      audience: 'staff-and-families',
      familyUserIds: change.parentIds,
    });
  }
}
