import { rolePermissionKeys, type RolePermissionGroup, type RolePermissions } from '@cue/contracts';
import { AppError, badInput } from '../../lib/app-error.js';
import type { StaffAccess } from '../schools/schools.policy.js';

/** Platform rights (super_admin switches) are given and taken only by a platform admin. */
export function isPlatformAdmin(access: StaffAccess): boolean {
  return access.rolePermissions.super_admin.manage_platform_org_schools;
}

/**
 * The first switch `role` turns on that `actor` does not hold ('admin_portal.roles'), or null.
 * Someone who may manage staff but not roles gives only roles within their own rights, so the
 * staff page is no back door to more rights (those who manage roles can change any role anyway).
 */
export function switchBeyond(actor: RolePermissions, role: RolePermissions): string | null {
  for (const group of Object.keys(rolePermissionKeys) as RolePermissionGroup[]) {
    const mine: Record<string, boolean> = actor[group];
    const theirs: Record<string, boolean> = role[group];
    const key = rolePermissionKeys[group].find((k) => theirs[k] && !mine[k]);
    if (key) return `${group}.${key}`;
  }
  return null;
}

/** Does the set grant any super_admin switch? */
export function grantsPlatformRights(permissions: RolePermissions): boolean {
  return rolePermissionKeys.super_admin.some((key) => permissions.super_admin[key]);
}

/**
 * Refuses (403 naming the switch) a school admin who is not a platform admin changing any
 * super_admin switch between `before` (null for a new role) and `after`: a school admin must not
 * give anyone, themselves included, platform rights, nor take them from the platform's admins.
 */
export function assertMayChangePlatformSwitches(
  access: StaffAccess,
  before: RolePermissions | null,
  after: RolePermissions,
): void {
  if (isPlatformAdmin(access)) return;
  for (const key of rolePermissionKeys.super_admin) {
    if ((before?.super_admin[key] ?? false) !== after.super_admin[key]) {
      const field = `permissions.super_admin.${key}`;
      throw new AppError('FORBIDDEN', `${field}: only a platform admin may change platform switches`, {
        field,
      });
    }
  }
}

/** The 400 when a change would leave nobody able to manage roles (and so fix the change). */
export const lockedOut = (field: string) =>
  badInput(
    field,
    'this would leave the school with no active staff member who can manage roles; give another active member a role with the Roles switch first',
  );
