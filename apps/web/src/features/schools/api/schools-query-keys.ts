/** Query keys of the schools feature; everything here depends on the school the staff token acts in. */
export const schoolsQueryKeys = {
  all: ['schools'] as const,
  userPermissions: ['schools', 'user-permissions'] as const,
  settings: ['schools', 'settings'] as const,
  userSchools: ['schools', 'user-schools'] as const,
  platformOrganizations: ['schools', 'platform-organizations'] as const,
};
