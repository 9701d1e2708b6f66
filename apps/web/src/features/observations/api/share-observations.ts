import { ShareObservationsResponseSchema, apiPaths, type JournalPost } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { observationsQueryKeys } from './observations-query-keys';

/**
 * POST /api/create_journal_posts_from_anecdotes/ {anecdote_ids, individual_comment: true}: each
 * observation becomes a post in its own child's journal, which the parents read.
 */
export async function shareObservations(ids: string[]): Promise<JournalPost[]> {
  const { result } = await apiClient.request(apiPaths.journalPostsFromAnecdotes, {
    method: 'POST',
    auth: 'staff',
    body: { anecdote_ids: ids, individual_comment: true },
    schema: ShareObservationsResponseSchema,
  });
  return result;
}

export function useShareObservations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareObservations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: observationsQueryKeys.all }),
  });
}
