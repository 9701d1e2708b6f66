/** Query keys start with the realtime entity ('week_plan'), so a change announced refreshes them. */
export const weekPlanKeys = {
  all: ['week_plan'] as const,
  week: (classId: string, weekStart: string) => ['week_plan', classId, weekStart] as const,
};
