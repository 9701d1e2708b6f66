import { StoryResponseSchema, apiPath, apiPaths, type HomeStoryInput } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** POST /api/home_stories/{studentId} (parent): a family's own story, published at once. */
export function useCreateHomeStory(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: HomeStoryInput) => {
      const { result } = await apiClient.request(apiPath(apiPaths.homeStories, { studentId }), {
        method: 'POST',
        auth: 'parent',
        body: input,
        schema: StoryResponseSchema,
      });
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.child(studentId) }),
  });
}
