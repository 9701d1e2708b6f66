import { OkResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

/**
 * DELETE linked_sign_ins/:id: that Google or Outlook account no longer signs this person in. The
 * server refuses the last way in (409, messages.lastWayToSignIn).
 */
export async function unlinkSignIn(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.linkedSignInById, { id }), {
    method: 'DELETE',
    schema: OkResponseSchema,
  });
}

export function useUnlinkSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkSignIn,
    // Refetched after a refusal too: the list was not what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: authQueryKeys.linkedSignIns }),
  });
}
