import { ArchiveSchoolRoleResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rolesQueryKeys } from './roles-query-keys';

/** POST school_roles/{id}/archive: only a role nobody holds. */
export async function archiveRole(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.archiveSchoolRole, { id }), {
    method: 'POST',
    auth: 'staff',
    schema: ArchiveSchoolRoleResponseSchema,
  });
}

export function useArchiveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all }),
  });
}
