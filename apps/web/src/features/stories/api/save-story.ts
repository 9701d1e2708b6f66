import {
  DeleteStoryResponseSchema,
  StoryResponseSchema,
  apiPath,
  apiPaths,
  type CreateStoryInput,
  type Story,
  type StoryStatusInput,
  type UpdateStoryInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** POST /api/stories/{classId}: a new story (a draft unless `status` says otherwise). */
export async function createStory(classId: string, input: CreateStoryInput): Promise<Story> {
  const { result } = await apiClient.request(apiPath(apiPaths.classStories, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: StoryResponseSchema,
    // Repeating a create would make a second story.
    retry: false,
  });
  return result;
}

/** PUT /api/story/{id}: the autosave, with the version last read (409 when another tab saved). */
export async function updateStory(id: string, input: UpdateStoryInput): Promise<Story> {
  const { result } = await apiClient.request(apiPath(apiPaths.storyById, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: StoryResponseSchema,
    // A retried save would carry a version the first attempt may already have used.
    retry: false,
  });
  return result;
}

/** POST /api/story/{id}/status: submit for review, publish, or send back with a note. */
export async function setStoryStatus(id: string, input: StoryStatusInput): Promise<Story> {
  const { result } = await apiClient.request(apiPath(apiPaths.storyStatus, { id }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: StoryResponseSchema,
    retry: false,
  });
  return result;
}

/** DELETE /api/story/{id} (author or admin). */
export async function deleteStory(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.storyById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteStoryResponseSchema,
  });
}

export function useSetStoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoryStatusInput }) => setStoryStatus(id, input),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(story._id), story);
      void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    },
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.all }),
  });
}
