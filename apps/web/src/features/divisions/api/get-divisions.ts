import { DivisionsResponseSchema, apiPaths, type Division } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Starts with the realtime entity 'division': every open list refreshes after a change. */
export const divisionsQueryKey = ['division', 'list'] as const;

/** GET /api/school_divisions/ with the staff token. */
export async function getDivisions(signal?: AbortSignal): Promise<Division[]> {
  const { result } = await apiClient.request(apiPaths.schoolDivisions, {
    auth: 'staff',
    schema: DivisionsResponseSchema,
    signal,
  });
  return result;
}

export const getDivisionsQueryOptions = () =>
  queryOptions({ queryKey: divisionsQueryKey, queryFn: ({ signal }) => getDivisions(signal) });

export function useDivisions() {
  return useQuery(getDivisionsQueryOptions());
}
