import { uniformSchoolPermissions, type RolePermissions, type SchoolPermissions } from '@cue/contracts';

/*
 * The demo school's permissions: the role permissions are the very builders the seed stores
 * (apps/server/src/db/seed/demo-permissions.ts, a module without database imports, as the browser
 * journeys use it); every school module is on in the seed.
 */

/** Priya (9000000001), a Member; Farah (9000000002, superAdmin false) and Sam (9000000005, true). */
export { adminPermissions, memberPermissions } from '../../../server/src/db/seed/demo-permissions';

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
