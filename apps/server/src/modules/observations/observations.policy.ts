import type { StaffAccess } from '../schools/schools.policy.js';

/*
 * Who may do what with observations (docs/decisions/010-observation-permissions.md). Every rule
 * here applies after SchoolsService.classForStaff has admitted the staff member to the class:
 * any teacher of the class (and any admin of the school) reads all of its observations.
 */

/** Editing or deleting an observation: its author, or an admin of the school. */
export function mayChangeObservation(access: StaffAccess, observation: { createdByUserId: string }): boolean {
  return access.isAdmin || observation.createdByUserId === access.userId;
}

/**
 * Sharing observations to the children's journals (parents read them): staff whose role holds the
 * journal switch (daily_communication.journal), or an admin. The post repeats the teacher's words
 * as written, so a co-teacher may share a colleague's observation.
 */
export function mayShareToJournal(access: StaffAccess): boolean {
  return access.isAdmin || access.rolePermissions.daily_communication.journal;
}
