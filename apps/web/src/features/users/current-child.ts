import type { ChildSummary, ParentProfile } from '@cue/contracts';

/** The child the parent views: `current_child`, or the first child when none is chosen yet. */
export function currentChild(parent: ParentProfile): ChildSummary | null {
  return (
    parent.child_list.find((child) => child._id === parent.current_child) ?? parent.child_list[0] ?? null
  );
}
