import { ResourceResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { useResourceMutation } from './archive-resource';

/** POST /api/resource/{id}/restore: an archived resource back into the library. */
export async function restoreResource(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.resourceRestore, { id }), {
    method: 'POST',
    auth: 'staff',
    schema: ResourceResponseSchema,
  });
}

export const useRestoreResource = () => useResourceMutation(restoreResource);
