import type { RolePermissions } from '@cue/contracts';

interface Standing {
  isAdmin: boolean;
  rolePermissions: RolePermissions;
}

/**
 * Whom an admin may let someone act as. Never a platform admin (a school's admin must not reach
 * platform rights through a token), and an admin only when the creator is an admin too, so a
 * token never carries more than its creator holds.
 */
export function mayGenerateTokenFor(creator: Standing, target: Standing): boolean {
  const { super_admin } = target.rolePermissions;
  if (super_admin.manage_platform_org_schools || super_admin.access_new_modules) return false;
  return creator.isAdmin || !target.isAdmin;
}
