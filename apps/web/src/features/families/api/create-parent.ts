import { FamilyResponseSchema, apiPaths, type CreateParentInput, type Family } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familiesQueryKeys } from './families-query-keys';

/** POST /api/parent/: a parent account linked to children of the school. */
export async function createParent(input: CreateParentInput): Promise<Family> {
  const { result } = await apiClient.request(apiPaths.parents, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: FamilyResponseSchema,
    retry: false,
  });
  return result;
}

export function useCreateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familiesQueryKeys.all }),
  });
}
