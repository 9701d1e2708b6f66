import { SchoolStaffResponseSchema, apiPaths } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { accessTokensQueryKeys } from './access-tokens-query-keys';

export type SchoolStaffMember = z.infer<typeof SchoolStaffResponseSchema>['result'][number];

/** GET /api/school_staff/: the staff an admin may generate a temporary token for. */
export async function getSchoolStaff(signal?: AbortSignal): Promise<SchoolStaffMember[]> {
  const { result } = await apiClient.request(apiPaths.schoolStaff, {
    schema: SchoolStaffResponseSchema,
    signal,
  });
  return result;
}

export const getSchoolStaffQueryOptions = () =>
  queryOptions({
    queryKey: accessTokensQueryKeys.schoolStaff(),
    queryFn: ({ signal }) => getSchoolStaff(signal),
  });

export function useSchoolStaff() {
  return useQuery(getSchoolStaffQueryOptions());
}
