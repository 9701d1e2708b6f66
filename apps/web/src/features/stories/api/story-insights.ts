import {
  StoryInsightsResponseSchema,
  apiPath,
  apiPaths,
  type StoryInsights,
  type StoryInsightsQuery,
} from '@cue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** GET /api/story_insights/{classId}[?student_id=&days=&weeks=] (staff). */
export async function getStoryInsights(
  classId: string,
  query: StoryInsightsQuery,
  signal?: AbortSignal,
): Promise<StoryInsights> {
  const params = new URLSearchParams({ days: String(query.days), weeks: String(query.weeks) });
  if (query.student_id) params.set('student_id', query.student_id);
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.storyInsights, { classId })}?${params.toString()}`,
    { auth: 'staff', schema: StoryInsightsResponseSchema, signal },
  );
  return result;
}

export function useStoryInsights(classId: string, query: StoryInsightsQuery) {
  return useQuery({
    queryKey: storyKeys.insights(classId, query),
    queryFn: ({ signal }) => getStoryInsights(classId, query, signal),
    // Changing the range keeps the last answer on screen instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}
