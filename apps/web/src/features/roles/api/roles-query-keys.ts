/** Query keys of school roles; they start with the realtime entity 'role' (refetched on change). */
export const rolesQueryKeys = {
  all: ['role'] as const,
  list: () => ['role', 'list'] as const,
};
