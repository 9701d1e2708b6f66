import { UserSchoolsResponseSchema, apiPaths } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { schoolsQueryKeys } from './schools-query-keys';

export type UserSchool = z.infer<typeof UserSchoolsResponseSchema>['result'][number];

/** GET user_schools/ with the staff token: the campuses the staff member belongs to. */
export async function getUserSchools(signal?: AbortSignal): Promise<UserSchool[]> {
  const { result } = await apiClient.request(apiPaths.userSchools, {
    auth: 'staff',
    schema: UserSchoolsResponseSchema,
    signal,
  });
  return result;
}

export const getUserSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: schoolsQueryKeys.userSchools,
    queryFn: ({ signal }) => getUserSchools(signal),
  });

export function useUserSchools() {
  return useQuery(getUserSchoolsQueryOptions());
}
