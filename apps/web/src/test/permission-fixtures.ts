import {
  uniformRolePermissions,
  uniformSchoolPermissions,
  type RolePermissions,
  type SchoolPermissions,
} from '@cue/contracts';

/*
 * The demo school's permission shapes, mirroring apps/server/src/db/seed/demo-school.ts
 * (memberPermissions, adminPermissions): every school module is on in the seed.
 */

/** Priya (9000000001), a Member: daily communication only, not others' announcements. */
export function memberPermissions(): RolePermissions {
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

/** Farah (9000000002, superAdmin false) and Sam (9000000005, superAdmin true). */
export function adminPermissions(options: { superAdmin: boolean }): RolePermissions {
  const permissions = uniformRolePermissions(true);
  permissions.super_admin = {
    manage_platform_org_schools: options.superAdmin,
    access_new_modules: options.superAdmin,
  };
  return permissions;
}

export function seededSchoolPermissions(): SchoolPermissions {
  return uniformSchoolPermissions(true);
}

/** The two permission calls of the staff shell, as fetch-mock routes. */
export function permissionRoutes(
  rolePermissions: RolePermissions,
  schoolPermissions: SchoolPermissions = seededSchoolPermissions(),
) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  return {
    'GET /api/user_permissions/': () => json({ result: { role_permissions: rolePermissions } }),
    'GET /api/school_settings/': () =>
      json({
        result: {
          school_id: '65a000000000000000000001',
          school_name: 'Sunrise Early Years',
          editor_direction: 'l2r',
          menu_profile: 'full',
          school_permissions: schoolPermissions,
        },
      }),
  };
}
