import {
  ExcusalResponseSchema,
  apiPath,
  apiPaths,
  type DecideExcusalInput,
  type Excusal,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKeys, excusalQueryKeys } from './attendance-query-keys';

/** POST /api/fetch_update_class_excusal/:classId: approve (pre-filling the register) or decline. */
export async function decideExcusal(classId: string, input: DecideExcusalInput): Promise<Excusal> {
  const { result } = await apiClient.request(apiPath(apiPaths.classExcusals, { classId }), {
    method: 'POST',
    body: input,
    schema: ExcusalResponseSchema,
  });
  return result;
}

export function useDecideExcusal(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideExcusalInput) => decideExcusal(classId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: excusalQueryKeys.all }),
        // Approving pre-fills the register.
        queryClient.invalidateQueries({ queryKey: attendanceQueryKeys.all }),
      ]),
  });
}
