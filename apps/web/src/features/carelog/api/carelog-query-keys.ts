/**
 * Query keys of the care log. They start with the realtime entity name ('carelog'), so
 * app/realtime-connection.tsx refreshes the staff grid and a parent's timeline on a change.
 */
export const careLogQueryKeys = {
  all: ['carelog'] as const,
  classDay: (classId: string, date: string | null) => ['carelog', 'class', classId, date] as const,
  childDay: (studentId: string, date: string | null) => ['carelog', 'child', studentId, date] as const,
};
