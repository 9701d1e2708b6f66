/**
 * Query keys of long- and mid-term planning. They start with the realtime entity 'term_plan',
 * so app/realtime-connection.tsx refreshes an open year or term plan on a change; 'project' and
 * 'week_plan' changes refresh them too (its alsoKnownAs).
 */
export const termPlanKeys = {
  all: ['term_plan'] as const,
  year: (classId: string) => ['term_plan', 'year', classId] as const,
  term: (classId: string, from: string | null, weeks: number) =>
    ['term_plan', 'term', classId, from, weeks] as const,
};
