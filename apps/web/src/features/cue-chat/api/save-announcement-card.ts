import {
  SaveAnnouncementResponseSchema,
  apiPath,
  apiPaths,
  storedToIsoDate,
  type AnnouncementInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { AnnouncementCardItem } from '../tool-results';
import { recordsQueryPrefixes } from './cue-chat-query-keys';

/** How a card's announcement is saved: kept as a draft, or published (now or at its date and time). */
export type AnnouncementSaveKind = 'draft' | 'publish';

/** The announcements endpoint's body for a card's announcement. */
export function announcementInputOf(
  item: AnnouncementCardItem,
  kind: AnnouncementSaveKind,
): AnnouncementInput {
  return {
    title: item.title.trim(),
    summary: item.summary,
    share_with: item.share_with,
    classes_ids: item.share_with === 'Classes' ? item.classes_ids : [],
    save_as_draft: kind === 'draft',
    schedule_later: item.schedule_later,
    ...(item.schedule_later && { date: storedToIsoDate(item.date), time: item.time }),
  };
}

/**
 * POST /api/announcement/ (create) or /api/announcement/{id} (the card's draft, saved before):
 * answers the announcement's id.
 */
export async function saveAnnouncementCard({
  id,
  item,
  kind,
}: {
  id: string | null;
  item: AnnouncementCardItem;
  kind: AnnouncementSaveKind;
}): Promise<string> {
  const path = id ? apiPath(apiPaths.announcementById, { id }) : apiPaths.createAnnouncement;
  const { result } = await apiClient.request(path, {
    method: 'POST',
    auth: 'staff',
    body: announcementInputOf(item, kind),
    schema: SaveAnnouncementResponseSchema,
    // Repeating a create would post the announcement twice.
    retry: false,
  });
  return result.id;
}

export function useSaveAnnouncementCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncementCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.announcement }),
  });
}
