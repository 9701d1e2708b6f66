import {
  IDEMPOTENCY_KEY_HEADER,
  SaveAnnouncementResponseSchema,
  apiPath,
  apiPaths,
  storedToIsoDate,
  type AnnouncementInput,
  type AnnouncementStatus,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { AnnouncementCardItem } from '../tool-results';
import { recordsQueryPrefixes } from './cue-chat-query-keys';

/** How a card's announcement is saved: kept as a draft, or published (now or at its date and time). */
export type AnnouncementSaveKind = 'draft' | 'publish';

/** The announcements endpoint's body for a card's announcement, with the files attached on the card. */
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
    // Only what the teacher attached on the card: left out, an update keeps the saved ones.
    ...(item.attachments && { announcement_media: item.attachments.map((file) => file._id) }),
  };
}

/** What a save made: the announcement and its state (draft, scheduled or published). */
export interface SavedAnnouncement {
  id: string;
  status: AnnouncementStatus;
}

async function postAnnouncement(
  path: string,
  body: AnnouncementInput,
  headers?: Record<string, string>,
): Promise<SavedAnnouncement> {
  const { result } = await apiClient.request(path, {
    method: 'POST',
    auth: 'staff',
    body,
    schema: SaveAnnouncementResponseSchema,
    ...(headers && { headers }),
  });
  return result;
}

/**
 * POST /api/announcement/{id} (the card's announcement, saved before) or /api/announcement/
 * (create, once per Idempotency-Key: a repeat answers the announcement the first one made, so it
 * may be retried). A key used before by a draft the card no longer knows of (its save was not
 * recorded) answers that draft: sending it then updates it instead of creating another.
 */
export async function saveAnnouncementCard({
  id,
  item,
  kind,
  idempotencyKey,
}: {
  id: string | null;
  item: AnnouncementCardItem;
  kind: AnnouncementSaveKind;
  idempotencyKey: string;
}): Promise<SavedAnnouncement> {
  const body = announcementInputOf(item, kind);
  if (id) return postAnnouncement(apiPath(apiPaths.announcementById, { id }), body);
  const created = await postAnnouncement(apiPaths.createAnnouncement, body, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
  if (kind === 'publish' && created.status === 'draft') {
    return postAnnouncement(apiPath(apiPaths.announcementById, { id: created.id }), body);
  }
  return created;
}

export function useSaveAnnouncementCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncementCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.announcement }),
  });
}
