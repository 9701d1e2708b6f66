import { DivisionResponseSchema, apiPath, apiPaths, type Division } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { divisionsQueryKey } from './get-divisions';

/** POST /api/school_divisions/ (create) or /api/school_divisions/{id} (rename). */
export async function saveDivision(input: { id: string | null; name: string }): Promise<Division> {
  const { result } = await apiClient.request(
    input.id ? apiPath(apiPaths.schoolDivisionById, { id: input.id }) : apiPaths.schoolDivisions,
    {
      method: 'POST',
      auth: 'staff',
      body: { name: input.name },
      schema: DivisionResponseSchema,
      retry: false,
    },
  );
  return result;
}

export function useSaveDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: divisionsQueryKey }),
  });
}
