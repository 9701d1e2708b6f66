import { StoryTagSetsResponseSchema, apiPaths, type StoryTagSet } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyTagKeys } from './story-query-keys';

/** GET /api/story_tags/ (staff): the school's tag sets, for the library's tag filter. */
export async function getStoryTagOptions(signal?: AbortSignal): Promise<StoryTagSet[]> {
  const { result } = await apiClient.request(apiPaths.storyTags, {
    auth: 'staff',
    schema: StoryTagSetsResponseSchema,
    signal,
  });
  return result.sets;
}

export function useStoryTagOptions() {
  return useQuery({
    queryKey: [...storyTagKeys.all, 'options'],
    queryFn: ({ signal }) => getStoryTagOptions(signal),
  });
}
