import {
  IDEMPOTENCY_KEY_HEADER,
  SaveObservationsResponseSchema,
  apiPath,
  apiPaths,
  type Observation,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ObservationCardData } from '../tool-results';
import { recordsQueryPrefixes } from './cue-chat-query-keys';

/**
 * POST /api/anecdote/{classId} {observation_entries}: one observation per entry of the card, with
 * the files attached to that entry (media_ids), once per Idempotency-Key (so it may be retried: a
 * repeat answers the same observations).
 */
export async function saveObservationCard(
  classId: string,
  card: ObservationCardData,
  idempotencyKey: string,
): Promise<Observation[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.createAnecdotes, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: {
      observation_entries: card.entries.map((entry) => ({
        student_id: entry.student_id,
        date: entry.date,
        title: entry.title,
        general_note: entry.general_note,
        type_of_anecdote: 'general',
        // Issue 16: the competencies the teacher kept of Cue's suggestion.
        ...(entry.competencies && entry.competencies.length > 0 && { competencies: entry.competencies }),
        ...(entry.attachments &&
          entry.attachments.length > 0 && { media_ids: entry.attachments.map((file) => file._id) }),
      })),
      is_saved: false,
    },
    schema: SaveObservationsResponseSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return result.observation_entries;
}

export function useSaveObservationCard(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ card, idempotencyKey }: { card: ObservationCardData; idempotencyKey: string }) =>
      saveObservationCard(classId, card, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.observation }),
        queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.journal }),
      ]),
  });
}
