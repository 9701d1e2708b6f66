import type { StaffAccess } from '../schools/schools.policy.js';

/*
 * Who may do what with reflections (decision 050), after SchoolsService.classForStaff admitted the
 * staff member to the reflection's class. Coordinators are the school's admins.
 */

/** What the rules read of a reflection. */
export interface ReflectionStanding {
  authorUserId: string;
}

const isAuthor = (access: StaffAccess, reflection: ReflectionStanding) =>
  reflection.authorUserId === access.userId;

/** Coordinators read every reflection of the school's classes and comment on them. */
export function isCoordinator(access: StaffAccess): boolean {
  return access.isAdmin;
}

/** Reading: its author and the coordinators; never another teacher (co-teachers included). */
export function maySeeReflection(access: StaffAccess, reflection: ReflectionStanding): boolean {
  return isAuthor(access, reflection) || isCoordinator(access);
}

/** Editing and deleting: its author only; a coordinator comments instead. */
export function mayEditReflection(access: StaffAccess, reflection: ReflectionStanding): boolean {
  return isAuthor(access, reflection);
}

/** The comment thread: coordinators comment, the author answers. */
export function mayCommentOnReflection(access: StaffAccess, reflection: ReflectionStanding): boolean {
  return isAuthor(access, reflection) || isCoordinator(access);
}
