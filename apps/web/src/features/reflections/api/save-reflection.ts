import {
  DeleteReflectionResponseSchema,
  ReflectionResponseSchema,
  apiPath,
  apiPaths,
  type CreateReflectionInput,
  type Reflection,
  type UpdateReflectionInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reflectionKeys } from './reflection-keys';

/** POST /api/class_reflections/{classId}: a new reflection (409 when the week or project has one). */
export async function createReflection(classId: string, input: CreateReflectionInput): Promise<Reflection> {
  const { result } = await apiClient.request(apiPath(apiPaths.classReflections, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: ReflectionResponseSchema,
    // A repeat would answer 409 for the one the first try wrote.
    retry: false,
  });
  return result;
}

/** PUT /api/reflection/{id}: the author's edit with the version it was opened on (409 when stale). */
export async function updateReflection(id: string, input: UpdateReflectionInput): Promise<Reflection> {
  const { result } = await apiClient.request(apiPath(apiPaths.reflectionById, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: ReflectionResponseSchema,
  });
  return result;
}

/** DELETE /api/reflection/{id}. */
export async function deleteReflection(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.reflectionById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteReflectionResponseSchema,
  });
}

export type SaveReflection =
  { id: null; input: CreateReflectionInput } | { id: string; input: UpdateReflectionInput };

export function useSaveReflection(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveReflection) =>
      save.id === null ? createReflection(classId, save.input) : updateReflection(save.id, save.input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reflectionKeys.all }),
  });
}

export function useDeleteReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReflection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reflectionKeys.all }),
  });
}
