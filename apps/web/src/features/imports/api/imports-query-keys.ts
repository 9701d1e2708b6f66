/** Keys start with the realtime entity 'import': a commit or undo elsewhere refetches the list. */
export const importsQueryKeys = {
  all: ['import'] as const,
  list: () => ['import', 'list'] as const,
};
