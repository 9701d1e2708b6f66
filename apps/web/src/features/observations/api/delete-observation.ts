import { DeleteObservationResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { observationsQueryKeys } from './observations-query-keys';

/** DELETE /api/delete_anecdote/{id}: answers `output.id`. */
export async function deleteObservation(id: string): Promise<string> {
  const { output } = await apiClient.request(apiPath(apiPaths.deleteAnecdote, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteObservationResponseSchema,
  });
  return output.id;
}

export function useDeleteObservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteObservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: observationsQueryKeys.all }),
  });
}
