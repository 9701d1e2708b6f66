import { ResourceListResponseSchema, apiPaths, type ResourceList } from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { resourceKeys, type ResourceFilters } from './resource-query-keys';

/** The filters that are set, as a query string ('' when none). */
export function resourceSearch(filters: ResourceFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/resources/ (staff): a page of the school's library, searched and filtered. */
export async function listResources(
  filters: ResourceFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ResourceList> {
  const { result } = await apiClient.request(`${apiPaths.resources}${resourceSearch(filters)}`, {
    auth: 'staff',
    headers: { PageNumber: String(pageNumber) },
    schema: ResourceListResponseSchema,
    signal,
  });
  return result;
}

const nextPage = (last: ResourceList) =>
  last.page * last.page_size < last.total ? last.page + 1 : undefined;

/**
 * The library, page by page. Files' links last minutes: the list is asked again every four
 * minutes while open (and on return to the tab), so "Open" always has a working link.
 */
export function useResources(filters: ResourceFilters) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: resourceKeys.list(filters),
      queryFn: ({ pageParam, signal }) => listResources(filters, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
    refetchInterval: 4 * 60_000,
    refetchOnWindowFocus: true,
  });
}
