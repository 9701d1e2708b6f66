import { ArchiveResourceResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { resourceKeys } from './resource-query-keys';

/** DELETE /api/resource/{id}: archives it (units that link it stop showing it). */
export async function archiveResource(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.resourceById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: ArchiveResourceResponseSchema,
  });
}

/** A change to one resource (archive, restore): every open library refreshes. */
export function useResourceMutation(mutationFn: (id: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export const useArchiveResource = () => useResourceMutation(archiveResource);
