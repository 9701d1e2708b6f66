import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * After commit, ids only: the school's staff (the library is school-wide staff material; families
 * never hear of it).
 */
export function announceResourcesChanged(hub: RealtimeHub, schoolId: string, ids: string[]): void {
  hub.recordsChanged({ entity: 'resource', ids, schoolId, classIds: [], audience: 'staff' });
}
