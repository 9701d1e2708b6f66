import { CreateOrganizationResponseSchema, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { schoolsQueryKeys } from '../../schools/api/schools-query-keys';

/** POST super_admin/organizations/ {name} with the staff token (platform admins). */
export async function createOrganization(name: string) {
  const { result } = await apiClient.request(apiPaths.platformOrganizations, {
    method: 'POST',
    auth: 'staff',
    body: { name },
    schema: CreateOrganizationResponseSchema,
    retry: false,
  });
  return result;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolsQueryKeys.platformOrganizations }),
  });
}
