import { EditParentResponseSchema, apiPath, apiPaths, type EditParentInput } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studentsQueryKeys } from '../../students/api/students-query-keys';
import { familiesQueryKeys } from './families-query-keys';

/** POST /api/parent/{id}: an admin edits a parent's name, phone and email. */
export async function editParent({
  parentId,
  input,
}: {
  parentId: string;
  input: EditParentInput;
}): Promise<void> {
  await apiClient.request(apiPath(apiPaths.parentById, { id: parentId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: EditParentResponseSchema,
  });
}

export function useEditParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editParent,
    // A child's page lists its guardians' names and phones too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familiesQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentsQueryKeys.all }),
      ]),
  });
}
