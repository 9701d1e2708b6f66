import type { StaffAccess } from '../schools/schools.policy.js';

/*
 * Who may do what in the journal (decision 045), after SchoolsService.classForStaff admitted the
 * staff member to the class: every teacher of the class (and every admin) reads its journal.
 */

/**
 * Writing to families (free posts, replies to their comments): staff whose role holds the
 * journal switch (daily_communication.journal), or an admin, as for sharing observations.
 */
export function mayWriteJournal(access: StaffAccess): boolean {
  return access.isAdmin || access.rolePermissions.daily_communication.journal;
}

/** Deleting a post: its author, or an admin of the school. */
export function mayDeletePost(access: StaffAccess, post: { createdByUserId: string }): boolean {
  return access.isAdmin || post.createdByUserId === access.userId;
}
