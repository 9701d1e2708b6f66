import { uniformRolePermissions, uniformSchoolPermissions, type RolePermissions } from '@cue/contracts';
import type { StaffPermissions, Viewer } from '../../apps/web/src/app/navigation/navigation-access';

/*
 * The demo school's permissions, built exactly as apps/server/src/db/seed/demo-school.ts builds
 * them, so the journeys derive what each person should see from the web app's navigation table.
 * If the seed changes, change this mirror with it.
 */

/** The seed's memberPermissions(): daily communication and nothing administrative. */
function memberPermissions(): RolePermissions {
  const permissions = uniformRolePermissions(false);
  permissions.daily_communication = {
    access_others_announcement: false,
    announcements: true,
    stories: true,
    journal: true,
    media: true,
    chat: true,
  };
  return permissions;
}

/** The seed's adminPermissions(). */
function adminPermissions(options: { superAdmin: boolean }): RolePermissions {
  const permissions = uniformRolePermissions(true);
  permissions.super_admin = {
    manage_platform_org_schools: options.superAdmin,
    access_new_modules: options.superAdmin,
  };
  return permissions;
}

/** Sunbeam Nursery has every school module switched on. */
const staff = (rolePermissions: RolePermissions): Viewer & { permissions: StaffPermissions } => ({
  kind: 'staff',
  permissions: { rolePermissions, schoolPermissions: uniformSchoolPermissions(true) },
});

export const demoViewers = {
  /** Priya Nair, teacher (Member) of Nursery A and Playgroup B. */
  priya: staff(memberPermissions()),
  /** Farah Khan, school admin. */
  farah: staff(adminPermissions({ superAdmin: false })),
  /** Sam Platform, admin and platform super admin. */
  sam: staff(adminPermissions({ superAdmin: true })),
  /** Rahul Sharma, parent of Aarav and Anaya. */
  rahul: { kind: 'parent' } as Viewer,
};
