/** Keys start with the realtime entity 'family': a change announced by the server refetches them. */
export const familiesQueryKeys = {
  all: ['family'] as const,
  list: () => ['family', 'list'] as const,
};
