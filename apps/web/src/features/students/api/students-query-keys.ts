import type { StudentListQuery } from '@cue/contracts';

/** Keys start with the realtime entity 'student': a change announced by the server refetches them. */
export const studentsQueryKeys = {
  all: ['student'] as const,
  list: (query: StudentListQuery) => ['student', 'list', query] as const,
  details: (id: string) => ['student', 'details', id] as const,
};
