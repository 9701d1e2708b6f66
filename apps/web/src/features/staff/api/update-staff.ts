import {
  StaffMemberResponseSchema,
  apiPath,
  apiPaths,
  type StaffMember,
  type UpdateStaffInputSchema,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type UpdateStaffBody = z.input<typeof UpdateStaffInputSchema>;

/** POST staff_members/{id}: name, email, Admin flag, role, classes. */
export async function updateStaff({ id, body }: { id: string; body: UpdateStaffBody }): Promise<StaffMember> {
  const { result } = await apiClient.request(apiPath(apiPaths.staffMemberById, { id }), {
    method: 'POST',
    auth: 'staff',
    body,
    schema: StaffMemberResponseSchema,
  });
  return result;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.all }),
  });
}
