import {
  TermShiftResponseSchema,
  apiPath,
  apiPaths,
  type TermShiftInput,
  type TermShiftResult,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { termPlanKeys } from './term-plan-keys';

/** POST /api/term_plan/{classId}/shift: move everything from a week on by whole weeks. */
export async function shiftTerm(classId: string, input: TermShiftInput): Promise<TermShiftResult> {
  const { result } = await apiClient.request(apiPath(apiPaths.termPlanShift, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: TermShiftResponseSchema,
    // Repeating a shift would move everything twice.
    retry: false,
  });
  return result;
}

export function useShiftTerm(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TermShiftInput) => shiftTerm(classId, input),
    onSuccess: () =>
      Promise.all(
        [termPlanKeys.all, ['project'], ['week_plan']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
