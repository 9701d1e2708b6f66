export const accessTokensQueryKeys = {
  all: ['access-tokens'] as const,
  list: () => ['access-tokens', 'list'] as const,
  schoolStaff: () => ['access-tokens', 'school-staff'] as const,
};
