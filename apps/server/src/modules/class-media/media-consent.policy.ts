/*
 * Photo consent (decision 040), the one rule every reader and every share applies. A child
 * tagged on a file who has no photo consent keeps that file inside the school and their own
 * family: it is shown to a family only when it is not staff-only and every such child is one of
 * that family's own children. The SQL twin for paged lists is
 * ClassMediaRepository.familyMaySeeSql; keep the two the same.
 */

/** A child tagged on a file, with their consent as it is now (read at answer time). */
export interface TaggedChildConsent {
  childId: string;
  firstName: string;
  lastName: string;
  photoConsent: boolean;
}

/** Who is looking: staff of the school, or a family (the parent's own children). */
export type MediaViewer = { kind: 'staff' } | { kind: 'family'; childIds: ReadonlySet<string> };

export const staffViewer: MediaViewer = { kind: 'staff' };

/** Tagged children without consent who are not among `ownChildIds`: they block the file. */
export function blockingChildren(
  tags: readonly TaggedChildConsent[],
  ownChildIds: ReadonlySet<string> = new Set(),
): TaggedChildConsent[] {
  return tags.filter((tag) => !tag.photoConsent && !ownChildIds.has(tag.childId));
}

/** Whether the viewer may see a file with these tags (staff see every file of their classes). */
export function maySeeFile(
  viewer: MediaViewer,
  file: { staffOnly: boolean; tags: readonly TaggedChildConsent[] },
): boolean {
  if (viewer.kind === 'staff') return true;
  return !file.staffOnly && blockingChildren(file.tags, viewer.childIds).length === 0;
}

/** The tags a viewer is shown: families see only their own children on a photo. */
export function visibleTags(viewer: MediaViewer, tags: readonly TaggedChildConsent[]): TaggedChildConsent[] {
  return viewer.kind === 'staff' ? [...tags] : tags.filter((tag) => viewer.childIds.has(tag.childId));
}

/** The staff marker: some tagged child has no consent, so the file stays out of other families' view. */
export function consentBlocked(viewer: MediaViewer, tags: readonly TaggedChildConsent[]): boolean {
  return viewer.kind === 'staff' && blockingChildren(tags).length > 0;
}
