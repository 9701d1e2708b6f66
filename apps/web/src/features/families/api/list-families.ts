import { FamiliesResponseSchema, apiPaths, type Family } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familiesQueryKeys } from './families-query-keys';

/** GET /api/parent/: the school's families, each parent with their children here. */
export async function listFamilies(signal?: AbortSignal): Promise<Family[]> {
  const { result } = await apiClient.request(apiPaths.parents, {
    auth: 'staff',
    schema: FamiliesResponseSchema,
    signal,
  });
  return result;
}

export const listFamiliesQueryOptions = () =>
  queryOptions({ queryKey: familiesQueryKeys.list(), queryFn: ({ signal }) => listFamilies(signal) });

export function useFamilies() {
  return useQuery(listFamiliesQueryOptions());
}
