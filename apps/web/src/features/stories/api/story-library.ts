import { StoryPageResponseSchema, apiPaths, type StoryLibraryQuery, type StoryPage } from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

export const nextStoryPage = (last: StoryPage) => (last.has_more ? last.page_number + 1 : undefined);

/** The filters that are set, as a query string ('' when none). */
export function storyLibrarySearch(query: StoryLibraryQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/story_library/ (staff): published stories of every class the caller may see. */
export async function getStoryLibrary(
  query: StoryLibraryQuery,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<StoryPage> {
  const { result } = await apiClient.request(`${apiPaths.storyLibrary}${storyLibrarySearch(query)}`, {
    auth: 'staff',
    headers: { PageNumber: String(pageNumber) },
    schema: StoryPageResponseSchema,
    signal,
  });
  return result;
}

export function useStoryLibrary(query: StoryLibraryQuery) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: storyKeys.library(query),
      queryFn: ({ pageParam, signal }) => getStoryLibrary(query, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextStoryPage,
    }),
  );
}
