import type { StaffAccess } from '../schools/schools.policy.js';

/*
 * Who may do what with the unit library (decision 049). Every staff member plans, so reading
 * and writing units needs no role switch and no school module; the global library is read-only.
 */

/** What the rules read of a unit. */
export interface UnitStanding {
  organizationId: string | null;
  createdBy: string | null;
}

/** Editing and deleting: an organization unit's author, or an admin of a school of the organization. */
export function mayEditUnit(access: StaffAccess, organizationId: string | null, unit: UnitStanding): boolean {
  if (unit.organizationId === null || unit.organizationId !== organizationId) return false;
  return access.isAdmin || unit.createdBy === access.userId;
}
