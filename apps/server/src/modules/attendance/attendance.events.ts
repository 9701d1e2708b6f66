import type { RealtimeHub } from '../../lib/realtime-hub.js';

/**
 * Realtime fan-out after commit: an open register, dashboard or parent screen refetches. Marks
 * and requests concern families too (a parent sees their child's attendance and requests).
 */
export function announceAttendanceChanged(
  hub: RealtimeHub,
  change: { schoolId: string; classId: string; studentIds: string[] },
): void {
  hub.recordsChanged({
    entity: 'attendance',
    ids: [...new Set(change.studentIds)],
    schoolId: change.schoolId,
    classIds: [change.classId],
    audience: 'staff-and-families',
  });
}

export function announceExcusalChanged(
  hub: RealtimeHub,
  change: { schoolId: string; classId: string; excusalId: string },
): void {
  hub.recordsChanged({
    entity: 'excusal',
    ids: [change.excusalId],
    schoolId: change.schoolId,
    classIds: [change.classId],
    audience: 'staff-and-families',
  });
}
