/**
 * Query keys of the day cycle. They start with the realtime entity name ('day_schedule'), so a
 * change anywhere in the school refreshes the admin screen, every class's day cycle and what
 * week plans read of it.
 */
export const dayScheduleKeys = {
  all: ['day_schedule'] as const,
  list: ['day_schedule', 'list'] as const,
  classCycle: (classId: string) => ['day_schedule', 'class', classId] as const,
};
