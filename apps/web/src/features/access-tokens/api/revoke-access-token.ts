import { OkResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accessTokensQueryKeys } from './access-tokens-query-keys';

/** DELETE /api/access_tokens/:id: the token stops working at once. */
export async function revokeAccessToken(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.accessTokenById, { id }), {
    method: 'DELETE',
    schema: OkResponseSchema,
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKeys.list() }),
  });
}
