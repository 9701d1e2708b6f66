import { StaffClassesResponseSchema, apiPaths, type SchoolClass } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET staff_classes/ with the staff token: the classes the teacher works in. */
export async function getStaffClasses(signal?: AbortSignal): Promise<SchoolClass[]> {
  const { result } = await apiClient.request(apiPaths.staffClasses, {
    auth: 'staff',
    schema: StaffClassesResponseSchema,
    signal,
  });
  return result;
}

export const getStaffClassesQueryOptions = () =>
  queryOptions({
    queryKey: ['classes', 'staff'],
    queryFn: ({ signal }) => getStaffClasses(signal),
  });

export function useStaffClasses() {
  return useQuery(getStaffClassesQueryOptions());
}
