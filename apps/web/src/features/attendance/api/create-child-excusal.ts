import {
  ExcusalResponseSchema,
  apiPath,
  apiPaths,
  type CreateExcusalInput,
  type Excusal,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { excusalQueryKeys } from './attendance-query-keys';

/** POST /api/create_child_excusal/:classId: a parent asks for days of excusal or leave. */
export async function createChildExcusal(classId: string, input: CreateExcusalInput): Promise<Excusal> {
  const { result } = await apiClient.request(apiPath(apiPaths.createChildExcusal, { classId }), {
    method: 'POST',
    body: input,
    schema: ExcusalResponseSchema,
    // Repeating a create would send the request twice.
    retry: false,
  });
  return result;
}

export function useCreateChildExcusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, input }: { classId: string; input: CreateExcusalInput }) =>
      createChildExcusal(classId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: excusalQueryKeys.all }),
  });
}
