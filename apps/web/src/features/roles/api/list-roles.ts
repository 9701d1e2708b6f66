import { SchoolRolesResponseSchema, apiPaths, type SchoolRole } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rolesQueryKeys } from './roles-query-keys';

/** GET school_roles/: the school's roles with their switches and member counts. */
export async function listRoles(signal?: AbortSignal): Promise<SchoolRole[]> {
  const { result } = await apiClient.request(apiPaths.schoolRoles, {
    auth: 'staff',
    schema: SchoolRolesResponseSchema,
    signal,
  });
  return result;
}

export const listRolesQueryOptions = () =>
  queryOptions({ queryKey: rolesQueryKeys.list(), queryFn: ({ signal }) => listRoles(signal) });

export function useRoles() {
  return useQuery(listRolesQueryOptions());
}
