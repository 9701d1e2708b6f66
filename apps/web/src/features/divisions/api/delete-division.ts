import { DeleteDivisionResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { divisionsQueryKey } from './get-divisions';

/** DELETE /api/school_divisions/{id}: refused (400) while the division groups a class. */
export async function deleteDivision(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.schoolDivisionById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteDivisionResponseSchema,
  });
}

export function useDeleteDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: divisionsQueryKey }),
  });
}
