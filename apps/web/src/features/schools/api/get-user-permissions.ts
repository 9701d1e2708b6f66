import { UserPermissionsResponseSchema, apiPaths, type RolePermissions } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { schoolsQueryKeys } from './schools-query-keys';

/** GET user_permissions/ with the staff token: the staff member's role switches in the current school. */
export async function getUserPermissions(signal?: AbortSignal): Promise<RolePermissions> {
  const { result } = await apiClient.request(apiPaths.userPermissions, {
    auth: 'staff',
    schema: UserPermissionsResponseSchema,
    signal,
  });
  return result.role_permissions;
}

export const getUserPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: schoolsQueryKeys.userPermissions,
    queryFn: ({ signal }) => getUserPermissions(signal),
  });

export function useUserPermissions() {
  return useQuery(getUserPermissionsQueryOptions());
}
