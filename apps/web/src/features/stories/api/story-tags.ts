import {
  DeleteStoryResponseSchema,
  StoryTagSetResponseSchema,
  StoryTagSetsResponseSchema,
  apiPath,
  apiPaths,
  type StoryTagSet,
  type StoryTagSetInput,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyTagKeys } from './story-query-keys';

/** GET /api/story_tags/: the school's tag sets in order, archived tags marked. */
export async function getStoryTagSets(signal?: AbortSignal): Promise<StoryTagSet[]> {
  const { result } = await apiClient.request(apiPaths.storyTags, {
    auth: 'staff',
    schema: StoryTagSetsResponseSchema,
    signal,
  });
  return result.sets;
}

export function useStoryTagSets() {
  return useQuery({ queryKey: storyTagKeys.all, queryFn: ({ signal }) => getStoryTagSets(signal) });
}

/** POST /api/story_tag_sets/ (new) or PUT /api/story_tag_sets/{id} (the set as a whole). */
export async function saveStoryTagSet({
  id,
  input,
}: {
  id: string | null;
  input: StoryTagSetInput;
}): Promise<StoryTagSet> {
  const { result } = await apiClient.request(
    id ? apiPath(apiPaths.storyTagSet, { id }) : apiPaths.storyTagSets,
    {
      method: id ? 'PUT' : 'POST',
      auth: 'staff',
      body: input,
      schema: StoryTagSetResponseSchema,
      retry: false,
    },
  );
  return result;
}

/** DELETE /api/story_tag_sets/{id}: its tags are archived on the stories that use them. */
export async function deleteStoryTagSet(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.storyTagSet, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteStoryResponseSchema,
  });
}

function useTagSetMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyTagKeys.all }),
  });
}

export const useSaveStoryTagSet = () => useTagSetMutation(saveStoryTagSet);
export const useDeleteStoryTagSet = () => useTagSetMutation(deleteStoryTagSet);
