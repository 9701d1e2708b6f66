/**
 * Whose picture a My Profile row changes: staff their own, a parent their own and each child's
 * (spec "My Profile modal"). Each has its own call; the rest of the flow is the same.
 */
export type PictureTarget =
  { kind: 'staff' } | { kind: 'parent'; parentId: string } | { kind: 'child'; childId: string };

/** One person in the My Profile modal. */
export interface ProfilePerson {
  /** The person's id: the initials' colour and the row's key. */
  id: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  target: PictureTarget;
}
