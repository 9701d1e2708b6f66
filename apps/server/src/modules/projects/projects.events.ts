import type { RealtimeHub } from '../../lib/realtime-hub.js';

/** Realtime fan-out of class projects, after commit, ids only: the class's staff hear of them. */
export class ProjectsEvents {
  constructor(private readonly hub: RealtimeHub) {}

  projectChanged(schoolId: string, classId: string, ids: string[]): void {
    this.hub.recordsChanged({ entity: 'project', ids, schoolId, classIds: [classId], audience: 'staff' });
  }
}
