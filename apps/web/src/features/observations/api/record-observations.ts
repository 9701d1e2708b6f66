import {
  SaveObservationsResponseSchema,
  apiPath,
  apiPaths,
  type Observation,
  type ObservationEntryInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { observationsQueryKeys } from './observations-query-keys';

/**
 * POST /api/anecdote/{classId} {observation_entries}: one record per entry. A group observation
 * sends one entry per child, each with the teacher's same words.
 */
export async function recordObservations(input: {
  classId: string;
  entries: ObservationEntryInput[];
}): Promise<Observation[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.createAnecdotes, { classId: input.classId }), {
    method: 'POST',
    auth: 'staff',
    body: { observation_entries: input.entries, is_saved: false },
    schema: SaveObservationsResponseSchema,
    // Repeating a create would record the observations twice.
    retry: false,
  });
  return result.observation_entries;
}

export function useRecordObservations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordObservations,
    onSuccess: (_saved, { classId }) =>
      queryClient.invalidateQueries({ queryKey: observationsQueryKeys.classLists(classId) }),
  });
}
