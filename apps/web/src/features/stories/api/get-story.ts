import { StoryResponseSchema, apiPath, apiPaths, type Story } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** GET /api/story/{id}: the whole story, with its version for the next autosave. */
export async function getStory(id: string, signal?: AbortSignal): Promise<Story> {
  const { result } = await apiClient.request(apiPath(apiPaths.storyById, { id }), {
    auth: 'staff',
    schema: StoryResponseSchema,
    signal,
  });
  return result;
}

export function useStory(id: string | null) {
  return useQuery({
    queryKey: storyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getStory(id!, signal),
    enabled: id !== null,
  });
}
