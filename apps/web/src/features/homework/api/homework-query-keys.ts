import type { HomeworkStatus } from '@cue/contracts';

/** Every key starts with 'homework': a realtime 'homework' event refreshes them all. */
export const homeworkQueryKeys = {
  all: ['homework'] as const,
  staffList: (status: HomeworkStatus | null, page: number) =>
    ['homework', 'staff-list', status ?? 'all', page] as const,
  detail: (id: string) => ['homework', 'detail', id] as const,
  parentList: (studentId: string, page: number) => ['homework', 'parent-list', studentId, page] as const,
};
