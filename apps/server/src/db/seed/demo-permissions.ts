import { uniformRolePermissions, type RolePermissions } from '@cue/contracts';

/*
 * The demo school's role permissions, in a module of their own (no database imports) so the
 * browser journeys derive what each person should see from exactly what the seed stores.
 */

/** A teacher's switches: daily communication and nothing administrative. */
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

/** Every switch on; the platform (super admin) switches only for a platform admin. */
export function adminPermissions(options: { superAdmin: boolean }): RolePermissions {
  const permissions = uniformRolePermissions(true);
  permissions.super_admin = {
    manage_platform_org_schools: options.superAdmin,
    access_new_modules: options.superAdmin,
  };
  return permissions;
}
