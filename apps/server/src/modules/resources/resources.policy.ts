import type { StaffAccess } from '../schools/schools.policy.js';

/** Staff with academic_setup.resources manage the whole library (/admin/academic-setup/resources). */
export function mayManageAllResources(access: StaffAccess): boolean {
  return access.rolePermissions.academic_setup.resources;
}

/** Edit, archive and restore: the author, or staff who manage the library. */
export function mayEditResource(access: StaffAccess, resource: { createdBy: string }): boolean {
  return resource.createdBy === access.userId || mayManageAllResources(access);
}
