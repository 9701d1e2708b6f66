import type { AgeBand, ResourceKind } from '@cue/contracts';

/** The library's filters as the server's query string names them (only those that are set). */
export interface ResourceFilters {
  q?: string;
  kind?: ResourceKind;
  age_band?: AgeBand;
  tag?: string;
  archived?: 'true';
}

/**
 * Query keys of the resource library. They start with the realtime entity name ('resource'), so
 * app/realtime-connection.tsx refreshes every open library on a change.
 */
export const resourceKeys = {
  all: ['resource'] as const,
  list: (filters: ResourceFilters) => ['resource', 'list', filters] as const,
};
