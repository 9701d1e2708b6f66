import { StoryResponseSchema, apiPath, apiPaths, type Story } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/**
 * GET /api/story/{id} for the reader, with the token of whoever is signed in: staff see linked
 * observations and every comment, a family only what is theirs (the server decides).
 */
export async function readStory(id: string, signal?: AbortSignal): Promise<Story> {
  const { result } = await apiClient.request(apiPath(apiPaths.storyById, { id }), {
    auth: 'active',
    schema: StoryResponseSchema,
    signal,
  });
  return result;
}

export function useReadStory(id: string) {
  return useQuery({ queryKey: storyKeys.detail(id), queryFn: ({ signal }) => readStory(id, signal) });
}
