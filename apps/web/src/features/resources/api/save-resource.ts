import { ResourceResponseSchema, apiPath, apiPaths, type Resource, type ResourceInput } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { resourceKeys } from './resource-query-keys';

/** POST /api/resources/ (new) or PUT /api/resource/{id} (the whole resource again). */
export async function saveResource({
  id,
  input,
}: {
  id: string | null;
  input: ResourceInput;
}): Promise<Resource> {
  const { result } = await apiClient.request(
    id ? apiPath(apiPaths.resourceById, { id }) : apiPaths.resources,
    {
      method: id ? 'PUT' : 'POST',
      auth: 'staff',
      body: input,
      schema: ResourceResponseSchema,
      retry: false,
    },
  );
  return result;
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
