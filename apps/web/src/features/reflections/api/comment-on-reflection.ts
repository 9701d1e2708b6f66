import {
  ReflectionResponseSchema,
  apiPath,
  apiPaths,
  type Reflection,
  type ReflectionCommentInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reflectionKeys } from './reflection-keys';

/** POST /api/reflection_comments/{id}: a coordinator's comment or the author's answer. */
export async function commentOnReflection(id: string, input: ReflectionCommentInput): Promise<Reflection> {
  const { result } = await apiClient.request(apiPath(apiPaths.reflectionComments, { id }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: ReflectionResponseSchema,
    retry: false,
  });
  return result;
}

export function useCommentOnReflection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReflectionCommentInput) => commentOnReflection(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reflectionKeys.all }),
  });
}
