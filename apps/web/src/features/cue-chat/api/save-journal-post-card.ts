import { CreateJournalPostResponseSchema, apiPath, apiPaths, type JournalEntry } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { JournalPostCardData } from '../tool-results';
import { recordsQueryPrefixes } from './cue-chat-query-keys';

/** POST /api/journal_post/{classId} {whole_class, body}: the post, in every child's journal. */
export async function saveJournalPostCard(card: JournalPostCardData): Promise<JournalEntry[]> {
  const { result } = await apiClient.request(
    apiPath(apiPaths.createJournalPost, { classId: card.class_id }),
    {
      method: 'POST',
      auth: 'staff',
      body: { whole_class: true, body: card.text },
      schema: CreateJournalPostResponseSchema,
    },
  );
  return result;
}

export function useSaveJournalPostCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJournalPostCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.journal }),
  });
}
