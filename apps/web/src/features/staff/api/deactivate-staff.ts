import { StaffMemberResponseSchema, apiPath, apiPaths, type StaffMember } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

/** POST staff_members/{id}/deactivate: their sessions in this school end at once. */
export async function deactivateStaff(id: string): Promise<StaffMember> {
  const { result } = await apiClient.request(apiPath(apiPaths.deactivateStaffMember, { id }), {
    method: 'POST',
    auth: 'staff',
    schema: StaffMemberResponseSchema,
  });
  return result;
}

export function useDeactivateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.all }),
  });
}
