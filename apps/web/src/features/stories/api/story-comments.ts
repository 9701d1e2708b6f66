import {
  DeleteStoryResponseSchema,
  StoryCommentResponseSchema,
  apiPath,
  apiPaths,
  type StoryCommentInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** Refreshes the reader and the lists (their comment counts) after a change. */
function useStoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.all }),
  });
}

/** POST /api/story/{id}/comments: a family's comment or a teacher's (a reply to one family). */
export function useCommentOnStory(storyId: string) {
  return useStoryMutation(async (input: StoryCommentInput) => {
    const { result } = await apiClient.request(apiPath(apiPaths.storyComments, { id: storyId }), {
      method: 'POST',
      auth: 'active',
      body: input,
      schema: StoryCommentResponseSchema,
    });
    return result;
  });
}

/** DELETE /api/story_comment/{id}: its author takes a comment back. */
export function useDeleteStoryComment() {
  return useStoryMutation(async (id: string) => {
    const { output } = await apiClient.request(apiPath(apiPaths.storyComment, { id }), {
      method: 'DELETE',
      auth: 'active',
      schema: DeleteStoryResponseSchema,
    });
    return output;
  });
}
