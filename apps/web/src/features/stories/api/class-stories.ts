import { StoryPageResponseSchema, apiPath, apiPaths, type StoryPage, type StoryStatus } from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** GET /api/stories/{classId}?status= (staff), paged by the `PageNumber` header, newest first. */
export async function getClassStories(
  classId: string,
  status: StoryStatus,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<StoryPage> {
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.classStories, { classId })}?status=${status}`,
    { auth: 'staff', headers: { PageNumber: String(pageNumber) }, schema: StoryPageResponseSchema, signal },
  );
  return result;
}

/** One tab of the stories screen: pages load on "Load more"; a realtime change refetches them. */
export function useClassStories(classId: string, status: StoryStatus) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: storyKeys.classList(classId, status),
      queryFn: ({ pageParam, signal }) => getClassStories(classId, status, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_more ? last.page_number + 1 : undefined),
    }),
  );
}
