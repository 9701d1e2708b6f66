import {
  EditObservationResponseSchema,
  apiPath,
  apiPaths,
  type EditObservationInput,
  type Observation,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { observationsQueryKeys } from './observations-query-keys';

/** POST /api/edit_anecdote/{id}: the author (or an admin) changes an observation. */
export async function editObservation(input: {
  id: string;
  changes: EditObservationInput;
}): Promise<Observation> {
  const { result } = await apiClient.request(apiPath(apiPaths.editAnecdote, { id: input.id }), {
    method: 'POST',
    auth: 'staff',
    body: input.changes,
    schema: EditObservationResponseSchema,
  });
  return result;
}

export function useEditObservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editObservation,
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: observationsQueryKeys.classLists(saved.class_id) }),
  });
}
