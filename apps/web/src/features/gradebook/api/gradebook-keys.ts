/**
 * Query keys of the gradebook. Its cells are progress-card judgements, so its keys start with that
 * realtime entity ('hpc'): a card changed anywhere (a level set on the card, a colleague's edit
 * here) refreshes the open grid, as do cycle, scheme and observation changes
 * (app/realtime-connection.tsx).
 */
export const gradebookKeys = {
  ofClass: (classId: string) => ['hpc', 'gradebook', classId] as const,
};
