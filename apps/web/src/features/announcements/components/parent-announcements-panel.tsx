import type { ChildSummary } from '@cue/contracts';

/** Parent dashboard: published announcements for the child's classes. Built by the classroom-records issue. */
export function ParentAnnouncementsPanel(_props: { child: ChildSummary }) {
  return null;
}
