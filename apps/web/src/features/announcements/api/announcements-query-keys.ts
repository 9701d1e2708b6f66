import type { AnnouncementStatus } from '@cue/contracts';

/** Every key starts with 'announcement': a realtime 'announcement' event refreshes them all. */
export const announcementsQueryKeys = {
  all: ['announcement'] as const,
  staffList: (status: AnnouncementStatus | null, page: number) =>
    ['announcement', 'staff-list', status ?? 'all', page] as const,
  detail: (id: string) => ['announcement', 'detail', id] as const,
  parentList: (studentId: string, page: number) => ['announcement', 'parent-list', studentId, page] as const,
};
