/** Query keys of the staff screen; they start with the realtime entity 'staff' (refetched on change). */
export const staffQueryKeys = {
  all: ['staff'] as const,
  list: () => ['staff', 'list'] as const,
};
