import {
  SaveObservationsResponseSchema,
  apiPath,
  apiPaths,
  type Observation,
  type ObservationEntryInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { offlineSaveKinds, saveOrQueue } from '../../../lib/offline-saves';
import { observationsQueryKeys } from './observations-query-keys';

export interface ObservationsInput {
  classId: string;
  entries: ObservationEntryInput[];
}

/**
 * POST /api/anecdote/{classId} {observation_entries}: one record per entry. A group observation
 * sends one entry per child, each with the teacher's same words. With an Idempotency-Key
 * (decision 018) a repeat answers the first save, so the client may retry; without one it may not.
 */
export async function recordObservations(
  input: ObservationsInput & { idempotencyKey?: string },
): Promise<Observation[]> {
  const key = input.idempotencyKey;
  const { result } = await apiClient.request(apiPath(apiPaths.createAnecdotes, { classId: input.classId }), {
    method: 'POST',
    auth: 'staff',
    body: { observation_entries: input.entries, is_saved: false },
    schema: SaveObservationsResponseSchema,
    retry: key !== undefined,
    ...(key !== undefined && { headers: { 'Idempotency-Key': key } }),
  });
  return result.observation_entries;
}

/**
 * Records observations now, or keeps them on the device while offline (decision 029): the key
 * made for the first try is the one every later try sends.
 */
export function useRecordObservations() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: ObservationsInput) =>
      saveOrQueue<Observation[], ObservationsInput>(offlineSaveKinds.observations, input, (key) =>
        recordObservations({ ...input, idempotencyKey: key }),
      ),
    onSuccess: (outcome, { classId }) => {
      if (outcome.queued) return;
      return queryClient.invalidateQueries({ queryKey: observationsQueryKeys.classLists(classId) });
    },
  });
}
