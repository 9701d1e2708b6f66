import type { UnitLibrary, UnitListQuery } from '@cue/contracts';

/** Query keys of the unit library: they start with the realtime entity 'unit', so a change refreshes them. */
export const unitKeys = {
  all: ['unit'] as const,
  library: (library: UnitLibrary, query: UnitListQuery) => ['unit', 'library', library, query] as const,
  detail: (id: string) => ['unit', 'detail', id] as const,
};
