import {
  ObservationPageResponseSchema,
  StoryResponseSchema,
  apiPath,
  apiPaths,
  storyInputFromCard,
  type Story,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { StoryCardData } from '../tool-results';
import { cueChatQueryKeys, recordsQueryPrefixes } from './cue-chat-query-keys';

/**
 * POST /api/stories/{classId}: the card's story (`storyInputFromCard`: each part's paragraphs as
 * that part's document, no tags, the card's photos and observations).
 */
export async function saveStoryCard({
  card,
  status,
}: {
  card: StoryCardData;
  status: 'draft' | 'published';
}): Promise<Story> {
  const { result } = await apiClient.request(apiPath(apiPaths.classStories, { classId: card.class_id }), {
    method: 'POST',
    auth: 'staff',
    body: storyInputFromCard(card, status),
    schema: StoryResponseSchema,
    retry: false,
  });
  return result;
}

export function useSaveStoryCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoryCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.story }),
  });
}

/** Pages of the period's observations read at most, to name a card's sources. */
const MAX_SOURCE_PAGES = 5;

/**
 * The titles and days of the observations of the card's period (POST fetch_anecdote/), so each
 * paragraph can say where it came from. The chat reads them itself: it imports no records feature.
 */
export function useStorySources(classId: string, period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: cueChatQueryKeys.storySources(classId, period?.from ?? '', period?.to ?? ''),
    enabled: classId !== '' && period !== null,
    queryFn: async ({ signal }) => {
      const titles = new Map<string, { title: string; date: string }>();
      for (let page = 1; page <= MAX_SOURCE_PAGES; page += 1) {
        const { result } = await apiClient.request(apiPath(apiPaths.fetchAnecdotes, { classId }), {
          method: 'POST',
          auth: 'staff',
          body: { start_date: period!.from, end_date: period!.to },
          headers: { PageNumber: String(page) },
          schema: ObservationPageResponseSchema,
          signal,
        });
        for (const entry of result.observation_entries) {
          titles.set(entry._id, { title: entry.title, date: entry.date });
        }
        if (!result.has_more) break;
      }
      return titles;
    },
  });
}
