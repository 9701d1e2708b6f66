import type { ObservationFilters } from '@cue/contracts';

/**
 * Query keys of the observations feature. They start with the realtime entity names
 * ('observation'), so app/realtime-connection.tsx refreshes every open list on a change.
 */
export const observationsQueryKeys = {
  all: ['observation'] as const,
  classLists: (classId: string) => ['observation', 'list', classId] as const,
  list: (classId: string, filters: ObservationFilters) => ['observation', 'list', classId, filters] as const,
  /** Not an entity name: the roster changes with enrolment, not with observations. */
  roster: (classId: string) => ['observation-roster', classId] as const,
};
