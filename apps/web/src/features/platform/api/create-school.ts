import { CreatedSchoolResponseSchema, apiPaths, type CreatePlatformSchoolInputSchema } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { schoolsQueryKeys } from '../../schools/api/schools-query-keys';

export type NewPlatformSchool = z.input<typeof CreatePlatformSchoolInputSchema>;

/** POST super_admin/schools/ with the staff token: a school of an organization and its first admin. */
export async function createSchool(input: NewPlatformSchool) {
  const { result } = await apiClient.request(apiPaths.platformSchools, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: CreatedSchoolResponseSchema,
    retry: false,
  });
  return result;
}

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchool,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: schoolsQueryKeys.platformOrganizations });
      await queryClient.invalidateQueries({ queryKey: schoolsQueryKeys.userSchools });
    },
  });
}
