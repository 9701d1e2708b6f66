import { StaffMemberResponseSchema, apiPath, apiPaths, type StaffMember } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

/** POST staff_members/{id}/reactivate. */
export async function reactivateStaff(id: string): Promise<StaffMember> {
  const { result } = await apiClient.request(apiPath(apiPaths.reactivateStaffMember, { id }), {
    method: 'POST',
    auth: 'staff',
    schema: StaffMemberResponseSchema,
  });
  return result;
}

export function useReactivateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.all }),
  });
}
