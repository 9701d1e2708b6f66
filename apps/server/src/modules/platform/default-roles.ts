import type { RolePermissions } from '@cue/contracts';
import { adminPermissions, memberPermissions } from '../../db/seed/demo-permissions.js';

export interface DefaultRole {
  name: string;
  permissions: RolePermissions;
}

/** The role a school's first admin gets, and the role every other admin starts from. */
export const ADMINISTRATOR_ROLE = 'Administrator';
/** The role of the first admin of a first-run install: the school's switches and the platform's. */
export const PLATFORM_ADMIN_ROLE = 'Platform admin';

/**
 * The roles every new school starts with (decision 032), the same switches the demo school's roles
 * have: "Administrator" every school switch (admin portal, daily communication, academic setup,
 * management) and no platform switch; "Teacher" daily communication only. The school edits them
 * in permissions/roles.
 */
export function defaultSchoolRoles(): DefaultRole[] {
  return [
    { name: ADMINISTRATOR_ROLE, permissions: adminPermissions({ superAdmin: false }) },
    { name: 'Teacher', permissions: memberPermissions() },
  ];
}

/** Every switch, platform ones included: the first admin of a self-hosted install. */
export function platformAdminRole(): DefaultRole {
  return { name: PLATFORM_ADMIN_ROLE, permissions: adminPermissions({ superAdmin: true }) };
}
