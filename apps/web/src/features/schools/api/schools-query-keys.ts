/** Query keys of the schools feature; everything here depends on the school the staff token acts in. */
export const schoolsQueryKeys = {
  all: ['schools'] as const,
  userPermissions: ['schools', 'user-permissions'] as const,
  // Named after the realtime entity: a module switched anywhere refetches every open app's tabs and menus.
  settings: ['school_settings'] as const,
  // Keys starting with the realtime entity 'school': a school or organization created elsewhere
  // refetches them (app/realtime-connection.tsx).
  userSchools: ['school', 'user-schools'] as const,
  platformOrganizations: ['school', 'platform-organizations'] as const,
};
