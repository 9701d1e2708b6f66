import type { RealtimeHub } from '../../lib/realtime-hub.js';

export interface AnnouncementChange {
  id: string;
  schoolId: string;
  /** The classes it reaches (before and after an edit); empty when it reaches the whole school. */
  classIds: string[];
  /** Whether families should refresh (it is, or was, published). */
  reachesFamilies: boolean;
}

/**
 * After commit: tell the screens showing announcements to refresh. Drafts and scheduled ones
 * concern staff only; a published one (or one unpublished by deleting it) concerns families too.
 */
export function announceAnnouncementChanged(hub: RealtimeHub, change: AnnouncementChange): void {
  hub.recordsChanged({
    entity: 'announcement',
    ids: [change.id],
    schoolId: change.schoolId,
    classIds: change.classIds,
    audience: change.reachesFamilies ? 'staff-and-families' : 'staff',
  });
}

/** The classes a change concerns: empty (the whole school) when either side was 'Everyone'. */
export function classesReached(...sides: { shareWith: string; classIds: string[] }[]): string[] {
  if (sides.some((side) => side.shareWith === 'Everyone')) return [];
  return [...new Set(sides.flatMap((side) => side.classIds))];
}
