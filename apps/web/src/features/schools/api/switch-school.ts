import { SwitchSchoolResponseSchema, apiPaths, type TokenPair } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session-store';

/** POST switch_school/ {school_id} with the staff token: a staff token pair acting in that school. */
export async function switchSchool(schoolId: string): Promise<TokenPair> {
  const { staff_user } = await apiClient.request(apiPaths.switchSchool, {
    method: 'POST',
    auth: 'staff',
    body: { school_id: schoolId },
    schema: SwitchSchoolResponseSchema,
  });
  return staff_user;
}

/**
 * Switches school: the new pair becomes the stored staff pair (and the active one when staff is
 * active), every cached answer belonged to the old school so all queries are invalidated, and the
 * user lands on /dashboard.
 */
export function useSwitchSchool() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchSchool,
    onSuccess: async (pair) => {
      sessionStore.updatePair('staff', pair);
      await queryClient.invalidateQueries();
      await navigate('/dashboard');
    },
    onError: (error) => showError(errorMessage(error)),
  });
}
