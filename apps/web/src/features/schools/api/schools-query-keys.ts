/** Query keys of the schools feature; everything here depends on the school the staff token acts in. */
export const schoolsQueryKeys = {
  all: ['schools'] as const,
  userPermissions: ['schools', 'user-permissions'] as const,
  // Named after the realtime entity: a module switched anywhere refetches every open app's tabs and menus.
  settings: ['school_settings'] as const,
  userSchools: ['schools', 'user-schools'] as const,
  platformOrganizations: ['schools', 'platform-organizations'] as const,
};
