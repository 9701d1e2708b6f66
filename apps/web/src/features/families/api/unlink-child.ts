import { UnlinkChildResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familiesQueryKeys } from './families-query-keys';

/** DELETE /api/parent/{id}/children/{childId}: the parent no longer sees that child. */
export async function unlinkChild({
  parentId,
  childId,
}: {
  parentId: string;
  childId: string;
}): Promise<void> {
  await apiClient.request(apiPath(apiPaths.parentChild, { id: parentId, childId }), {
    method: 'DELETE',
    auth: 'staff',
    schema: UnlinkChildResponseSchema,
  });
}

export function useUnlinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familiesQueryKeys.all }),
  });
}
