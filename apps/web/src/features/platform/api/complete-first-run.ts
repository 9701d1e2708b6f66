import { CreatedSchoolResponseSchema, apiPaths, type FirstRunInputSchema } from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type FirstRunForm = z.input<typeof FirstRunInputSchema>;

/** POST first_run/ without a sign-in: the organization, its school and the first admin. */
export async function completeFirstRun(input: FirstRunForm) {
  const { result } = await apiClient.request(apiPaths.firstRun, {
    method: 'POST',
    auth: 'none',
    body: input,
    schema: CreatedSchoolResponseSchema,
    // Never resent on its own: a second try would only answer "already used".
    retry: false,
  });
  return result;
}

export function useCompleteFirstRun() {
  return useMutation({ mutationFn: completeFirstRun });
}
