import { ExcusalResponseSchema, apiPath, apiPaths, type Excusal } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { excusalQueryKeys } from './attendance-query-keys';

/** POST /api/withdraw_child_excusal/:excusalId: a parent takes back a pending request. */
export async function withdrawChildExcusal(excusalId: string): Promise<Excusal> {
  const { result } = await apiClient.request(apiPath(apiPaths.withdrawChildExcusal, { excusalId }), {
    method: 'POST',
    schema: ExcusalResponseSchema,
  });
  return result;
}

export function useWithdrawChildExcusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawChildExcusal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: excusalQueryKeys.all }),
  });
}
