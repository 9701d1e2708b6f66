import { StoryPageResponseSchema, apiPath, apiPaths, type StoryPage } from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nextStoryPage } from './story-library';
import { storyKeys } from './story-query-keys';

/** GET /api/child_stories/{studentId} with the parent token: the child's teacher and home stories. */
export async function getChildStories(
  studentId: string,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<StoryPage> {
  const { result } = await apiClient.request(apiPath(apiPaths.childStories, { studentId }), {
    auth: 'parent',
    headers: { PageNumber: String(pageNumber) },
    schema: StoryPageResponseSchema,
    signal,
  });
  return result;
}

export function useChildStories(studentId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: storyKeys.child(studentId),
      queryFn: ({ pageParam, signal }) => getChildStories(studentId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextStoryPage,
    }),
  );
}
