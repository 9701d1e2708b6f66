import {
  COLLAPSED_CLASS_NAMES,
  displayClassName,
  readingTimeMinutes,
  type Announcement,
} from '@cue/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAnnouncementDate } from '../../../lib/dates';
import { fullName } from '../../../lib/person-name';
import { AttachmentList } from '../../media/components/attachment-list';
import { announcementsQueryKeys } from '../api/announcements-query-keys';

/** The announcement's files; an expired link refetches the announcements for fresh ones. */
function AnnouncementAttachments({ announcement }: { announcement: Announcement }) {
  const queryClient = useQueryClient();
  return (
    <AttachmentList
      media={announcement.announcement_media}
      onExpired={() => void queryClient.invalidateQueries({ queryKey: announcementsQueryKeys.all })}
    />
  );
}

/** Spec section 4: the Scheduled badge shows while schedule_later holds and the time is ahead. */
export function isScheduledAhead(announcement: Announcement, now: number): boolean {
  if (!announcement.schedule_later || !announcement.scheduled_for) return false;
  return Date.parse(announcement.scheduled_for) > now;
}

/** 'Everyone', or the class names: the first two, then '+ N more' (spec section 9). */
function useAudience(announcement: Announcement): string {
  const { t } = useTranslation();
  if (announcement.share_with === 'Everyone') return t('announcements.card.everyone');
  const names = announcement.classes.map((c) => displayClassName(c.class_name));
  const shown = names.slice(0, COLLAPSED_CLASS_NAMES).join(', ');
  const more = names.length - COLLAPSED_CLASS_NAMES;
  return more > 0 ? `${shown} ${t('announcements.card.moreClasses', { count: more })}` : shown;
}

/**
 * One announcement: title, audience, date 'MMM DD, YY' and time 'hh:mm A', reading time, the
 * message, and its badges. Staff who may manage it get Edit (not once published, not while
 * saving) and Delete.
 */
export function AnnouncementCard({
  announcement,
  now,
  onEdit,
  onDelete,
  isBusy = false,
}: {
  announcement: Announcement;
  /** The time the Scheduled badge compares with (epoch ms); when the card appeared by default. */
  now?: number;
  onEdit?: () => void;
  onDelete?: () => void;
  /** A save or delete of this announcement is in progress. */
  isBusy?: boolean;
}) {
  const { t } = useTranslation();
  const [shownAt] = useState(Date.now);
  const audience = useAudience(announcement);
  const minutes = readingTimeMinutes(`${announcement.title} ${announcement.summary}`);
  const canEdit = onEdit && announcement.can_manage && !announcement.is_published && !isBusy;
  const canDelete = onDelete && announcement.can_manage;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={announcement.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: 1, minInlineSize: 0 }}>
            {announcement.title}
          </Text>
          {/* The badges keep their size ("Draft", never "DRA…"): the title wraps, and badges wrap
              under each other when a phone is too narrow for them side by side. */}
          <Group gap={4} wrap="wrap" justify="flex-end" style={{ flexShrink: 0, maxInlineSize: '60%' }}>
            {announcement.save_as_draft && (
              <Badge variant="light" color="gray">
                {t('announcements.card.draft')}
              </Badge>
            )}
            {isScheduledAhead(announcement, now ?? shownAt) && (
              <Badge variant="light" color="orange">
                {t('announcements.card.scheduled')}
              </Badge>
            )}
            {announcement.is_published && onEdit && (
              <Badge variant="light" color="teal">
                {t('announcements.card.published')}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {formatAnnouncementDate(announcement.date)} · {announcement.time}
          </Text>
          <Text size="sm" c="dimmed">
            · {t('announcements.card.readingTime', { count: minutes })}
          </Text>
          <Text size="sm" c="dimmed">
            · {audience}
          </Text>
        </Group>
        {announcement.summary && <Text style={{ whiteSpace: 'pre-wrap' }}>{announcement.summary}</Text>}
        {announcement.announcement_media.length > 0 && (
          <AnnouncementAttachments announcement={announcement} />
        )}
        <Group gap="xs" justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {t('announcements.card.by', { name: fullName(announcement.created_by) })}
            {announcement.send_email && announcement.is_published && ` · ${t('announcements.card.emailed')}`}
          </Text>
          {(canEdit || canDelete) && (
            <Group gap="xs">
              {canEdit && (
                <Button size="sm" variant="default" onClick={onEdit}>
                  {t('announcements.card.edit')}
                </Button>
              )}
              {canDelete && (
                <Button size="sm" variant="subtle" color="red" onClick={onDelete} disabled={isBusy}>
                  {t('announcements.card.delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
