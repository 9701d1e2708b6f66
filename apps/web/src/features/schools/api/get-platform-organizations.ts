import { PlatformOrganizationsResponseSchema, apiPaths } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { schoolsQueryKeys } from './schools-query-keys';

export type PlatformOrganization = z.infer<typeof PlatformOrganizationsResponseSchema>['result'][number];

/** GET super_admin/organizations/ with the staff token: every organization and its schools. */
export async function getPlatformOrganizations(signal?: AbortSignal): Promise<PlatformOrganization[]> {
  const { result } = await apiClient.request(apiPaths.platformOrganizations, {
    auth: 'staff',
    schema: PlatformOrganizationsResponseSchema,
    signal,
  });
  return result;
}

export const getPlatformOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: schoolsQueryKeys.platformOrganizations,
    queryFn: ({ signal }) => getPlatformOrganizations(signal),
  });

export function usePlatformOrganizations() {
  return useQuery(getPlatformOrganizationsQueryOptions());
}
