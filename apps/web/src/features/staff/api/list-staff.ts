import { StaffMembersResponseSchema, apiPaths, type StaffMember } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

/** GET staff_members/: the school's staff, active and deactivated. */
export async function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { result } = await apiClient.request(apiPaths.staffMembers, {
    auth: 'staff',
    schema: StaffMembersResponseSchema,
    signal,
  });
  return result;
}

export const listStaffQueryOptions = () =>
  queryOptions({ queryKey: staffQueryKeys.list(), queryFn: ({ signal }) => listStaff(signal) });

export function useStaffList() {
  return useQuery(listStaffQueryOptions());
}
