import {
  SchoolRoleResponseSchema,
  apiPath,
  apiPaths,
  type RolePermissions,
  type SchoolRole,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { schoolsQueryKeys } from '../../schools/api/schools-query-keys';
import { rolesQueryKeys } from './roles-query-keys';

export interface SaveRoleInput {
  /** null creates a role (POST school_roles/), an id updates it (POST school_roles/{id}). */
  id: string | null;
  name: string;
  permissions: RolePermissions;
}

export async function saveRole({ id, name, permissions }: SaveRoleInput): Promise<SchoolRole> {
  const { result } = await apiClient.request(
    id ? apiPath(apiPaths.schoolRoleById, { id }) : apiPaths.schoolRoles,
    { method: 'POST', auth: 'staff', body: { name, permissions }, schema: SchoolRoleResponseSchema },
  );
  return result;
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: async () => {
      // The editor's own switches may have changed: the menus follow at once.
      await queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all });
      await queryClient.invalidateQueries({ queryKey: schoolsQueryKeys.userPermissions });
    },
  });
}
