import type { ChildSummary } from '@cue/contracts';

/** Parent dashboard: the observations shared to the child's journal. Built by the classroom-records issue. */
export function ChildJournalPanel(_props: { child: ChildSummary }) {
  return null;
}
