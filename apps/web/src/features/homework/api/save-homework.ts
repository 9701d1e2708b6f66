import {
  OkResponseSchema,
  SaveHomeworkResponseSchema,
  apiPath,
  apiPaths,
  type HomeworkInput,
  type HomeworkStatus,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { homeworkQueryKeys } from './homework-query-keys';

/** POST /api/homework/ (create) or /api/homework/{id} (update): answers the id and the state. */
export async function saveHomework({
  id,
  input,
}: {
  id: string | null;
  input: HomeworkInput;
}): Promise<{ id: string; status: HomeworkStatus }> {
  const path = id ? apiPath(apiPaths.homeworkById, { id }) : apiPaths.createHomework;
  const { result } = await apiClient.request(path, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: SaveHomeworkResponseSchema,
    // Repeating a create would set the homework twice.
    retry: false,
  });
  return result;
}

export function useSaveHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkQueryKeys.all }),
  });
}

/** DELETE /api/homework/{id}: gone for families, with its submissions. */
export async function deleteHomework(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.homeworkById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: OkResponseSchema,
  });
}

export function useDeleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomework,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeworkQueryKeys.all }),
  });
}
