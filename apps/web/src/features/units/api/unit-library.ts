import {
  UnitListResponseSchema,
  apiPath,
  apiPaths,
  type UnitLibrary,
  type UnitList,
  type UnitListQuery,
} from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unitKeys } from './unit-query-keys';

/** The filters that are set, as a query string ('' when none). */
export function unitLibrarySearch(query: UnitListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/units/{library} (staff): a page of the library, searched and filtered, with its themes. */
export async function getUnitLibrary(
  library: UnitLibrary,
  query: UnitListQuery,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<UnitList> {
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.unitLibrary, { library })}${unitLibrarySearch(query)}`,
    { auth: 'staff', headers: { PageNumber: String(pageNumber) }, schema: UnitListResponseSchema, signal },
  );
  return result;
}

export const nextUnitPage = (last: UnitList) =>
  last.page * last.page_size < last.total ? last.page + 1 : undefined;

export function useUnitLibrary(library: UnitLibrary, query: UnitListQuery) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: unitKeys.library(library, query),
      queryFn: ({ pageParam, signal }) => getUnitLibrary(library, query, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextUnitPage,
    }),
  );
}
