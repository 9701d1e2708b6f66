import {
  ObservationPageResponseSchema,
  apiPath,
  apiPaths,
  type ObservationFilters,
  type ObservationPage,
} from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { observationsQueryKeys } from './observations-query-keys';

/**
 * POST /api/fetch_anecdote/{classId} with the filters as body and the page in the spec's
 * `PageNumber` header: one page of the class's observations, newest day first.
 */
export async function fetchObservations(
  classId: string,
  filters: ObservationFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ObservationPage> {
  const { result } = await apiClient.request(apiPath(apiPaths.fetchAnecdotes, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: filters,
    headers: { PageNumber: String(pageNumber) },
    schema: ObservationPageResponseSchema,
    signal,
  });
  return result;
}

/** Pages load one after another ("Load more"); a realtime change refetches the loaded ones. */
export const fetchObservationsQueryOptions = (classId: string, filters: ObservationFilters) =>
  infiniteQueryOptions({
    queryKey: observationsQueryKeys.list(classId, filters),
    queryFn: ({ pageParam, signal }) => fetchObservations(classId, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page_number + 1 : undefined),
  });

export function useObservations(classId: string, filters: ObservationFilters) {
  return useInfiniteQuery(fetchObservationsQueryOptions(classId, filters));
}
