import type { RolePermissions } from '@cue/contracts';

/** A staff member's standing in their current school. */
export interface StaffAccess {
  userId: string;
  schoolId: string;
  isAdmin: boolean;
  rolePermissions: RolePermissions;
}

/**
 * Tenancy and role rules for classes. A class of another school is invisible (the caller
 * answers 404, never 403); admins see every class of their school; members see the classes
 * they teach.
 */
export function canSeeClass(
  access: StaffAccess,
  schoolClass: { schoolId: string; teaches: boolean },
): boolean {
  if (schoolClass.schoolId !== access.schoolId) return false;
  return access.isAdmin || schoolClass.teaches;
}
