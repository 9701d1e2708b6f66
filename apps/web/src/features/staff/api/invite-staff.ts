import { StaffMemberResponseSchema, apiPaths, type StaffMember } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InviteStaffInputSchema } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type InviteStaffBody = z.input<typeof InviteStaffInputSchema>;

/** POST staff_members/: invite by phone (an existing account with that phone is reused). */
export async function inviteStaff(body: InviteStaffBody): Promise<StaffMember> {
  const { result } = await apiClient.request(apiPaths.staffMembers, {
    method: 'POST',
    auth: 'staff',
    body,
    schema: StaffMemberResponseSchema,
  });
  return result;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.all }),
  });
}
