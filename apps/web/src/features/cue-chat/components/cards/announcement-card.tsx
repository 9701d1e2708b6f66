import { isoToStoredDate, storedToIsoDate, type AnnouncementStatus } from '@cue/contracts';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAnnouncementDate, parseDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/error-message';
import { showError, showSuccess } from '../../../../lib/notify';
import {
  useSaveAnnouncementCard,
  type AnnouncementSaveKind,
  type SavedAnnouncement,
} from '../../api/save-announcement-card';
import { fromInputTime, isInFuture, toInputTime } from '../../announcement-schedule';
import { cardItemKey, useChatCards, type CardRef } from '../../card-context';
import type { AnnouncementCardData, AnnouncementCardItem } from '../../tool-results';
import { CardAttachmentField, CardAttachmentList } from './card-attachments';
import { CardFrame, EditButton, type CardMode } from './card-frame';

/** A card's state from its announcements': out once any is published, or scheduled; else a draft. */
function cardStateOf(saved: SavedAnnouncement[]): AnnouncementStatus {
  if (saved.some((announcement) => announcement.status === 'published')) return 'published';
  if (saved.some((announcement) => announcement.status === 'scheduled')) return 'scheduled';
  return 'draft';
}

/**
 * Announcements Cue drafted (spec sections 3, 4): 'Save as Draft' ('Saving as Draft...', 'Saved
 * as Draft') or Send / Schedule ('Published', or 'Scheduled' for a schedule); Edit is hidden once
 * sent or while saving; a Draft badge with save_as_draft, a Scheduled one for a future schedule.
 * Toasts as spec section 8. After a reload the card reads the state its save recorded. Edit
 * attaches files to each announcement (announcement_media); a photo the server refuses (a child
 * without photo consent) is its toast, and the card stays unsaved.
 */
export function AnnouncementCard({
  card,
  data,
  mode,
}: {
  card: CardRef | null;
  data: AnnouncementCardData;
  mode: CardMode;
}) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveAnnouncementCard();
  const stored = card === null ? undefined : cards.savedCards.get(card.toolCallId);
  // What this screen saved; after a reload, what the card's save recorded.
  const [savedAs, setSavedAs] = useState<AnnouncementStatus | null>(null);
  const [ids, setIds] = useState<string[] | null>(null);
  const [savingKind, setSavingKind] = useState<AnnouncementSaveKind | null>(null);
  const wasDraft = data.announcements.some((item) => item.save_as_draft);
  // A card saved before its state was recorded: its own draft flag is the best guess.
  const storedState = stored ? (stored.state ?? (wasDraft ? 'draft' : 'published')) : null;
  const state: AnnouncementStatus | null = savedAs ?? storedState;
  const knownIds = ids ?? stored?.record_ids ?? [];
  const isPublished = state === 'published' || state === 'scheduled';
  const isScheduled = data.announcements.some((item) => item.schedule_later);
  const hasMissingTitle = data.announcements.some((item) => item.title.trim() === '');

  const update = (index: number, change: Partial<AnnouncementCardItem>) => {
    if (!card) return;
    cards.setEdit(card.toolCallId, {
      name: 'announcement',
      data: {
        announcements: data.announcements.map((item, at) => (at === index ? { ...item, ...change } : item)),
      },
    });
  };

  const saveAs = (kind: AnnouncementSaveKind) => {
    if (!card) return;
    setSavingKind(kind);
    void cards
      .runSave(
        card,
        async () => {
          const saved: SavedAnnouncement[] = [];
          for (const [index, item] of data.announcements.entries()) {
            saved.push(
              await save.mutateAsync({
                id: knownIds[index] ?? null,
                item,
                kind,
                idempotencyKey: cardItemKey(card, index),
              }),
            );
          }
          return saved;
        },
        {
          outcome: (saved) => ({
            record_ids: saved.map((announcement) => announcement.id),
            state: cardStateOf(saved),
          }),
        },
      )
      .then(
        (saved) => {
          setIds(saved.map((announcement) => announcement.id));
          setSavedAs(cardStateOf(saved));
          showSuccess(
            kind === 'draft'
              ? t('cueChat.cards.announcement.toastDraft')
              : isScheduled
                ? t('cueChat.cards.announcement.toastScheduled')
                : t('cueChat.cards.announcement.toastSent'),
          );
        },
        (error: unknown) => showError(errorMessage(error)),
      )
      .finally(() => setSavingKind(null));
  };

  const draftLabel =
    savingKind === 'draft'
      ? t('cueChat.cards.announcement.savingDraft')
      : state === 'draft'
        ? t('cueChat.cards.announcement.savedDraft')
        : t('cueChat.cards.announcement.saveDraft');
  const publishLabel =
    state === 'published'
      ? t('cueChat.cards.announcement.published')
      : state === 'scheduled'
        ? t('cueChat.cards.announcement.scheduled')
        : isScheduled
          ? t('cueChat.cards.announcement.schedule')
          : t('cueChat.cards.announcement.send');
  const busy = cards.isSaving || savingKind !== null;

  return (
    <CardFrame
      title={t('cueChat.cards.announcement.title')}
      mode={mode}
      badges={
        <>
          {(state === 'draft' || (state === null && wasDraft)) && (
            <Badge color="gray">{t('cueChat.cards.announcement.draftBadge')}</Badge>
          )}
          {data.announcements.some((item) => item.schedule_later && isInFuture(item.date, item.time)) && (
            <Badge color="violet">{t('cueChat.cards.announcement.scheduledBadge')}</Badge>
          )}
        </>
      }
      actions={
        <>
          <EditButton
            hidden={isPublished || busy || mode === 'edit'}
            onClick={() => card && cards.startEditing(card.toolCallId, { name: 'announcement', data })}
          />
          {mode === 'view' && !isPublished && (
            <Button
              mih={44}
              variant="default"
              disabled={busy || state === 'draft' || hasMissingTitle}
              onClick={() => saveAs('draft')}
            >
              {draftLabel}
            </Button>
          )}
          {mode === 'view' && (
            <Button
              mih={44}
              color={isPublished ? 'green' : undefined}
              disabled={busy || isPublished || hasMissingTitle}
              loading={savingKind === 'publish'}
              onClick={() => saveAs('publish')}
            >
              {publishLabel}
            </Button>
          )}
        </>
      }
    >
      {data.announcements.map((item, index) =>
        mode === 'edit' ? (
          <Stack key={index} gap="xs">
            <TextInput
              label={t('cueChat.cards.announcement.titleLabel')}
              value={item.title}
              error={item.title.trim() === '' ? t('cueChat.cards.announcement.titleRequired') : null}
              onChange={(event) => update(index, { title: event.currentTarget.value })}
            />
            <Textarea
              label={t('cueChat.cards.announcement.summaryLabel')}
              value={item.summary}
              autosize
              minRows={3}
              onChange={(event) => update(index, { summary: event.currentTarget.value })}
            />
            <SegmentedControl
              aria-label={t('cueChat.cards.announcement.shareWith')}
              value={item.share_with}
              onChange={(value) =>
                update(index, { share_with: value === 'Classes' ? 'Classes' : 'Everyone' })
              }
              data={[
                { value: 'Everyone', label: t('cueChat.cards.announcement.everyone') },
                { value: 'Classes', label: t('cueChat.cards.announcement.classes') },
              ]}
            />
            {item.share_with === 'Classes' && (
              <MultiSelect
                label={t('cueChat.cards.announcement.classesLabel')}
                data={cards.classOptions}
                value={item.classes_ids}
                onChange={(value) => update(index, { classes_ids: value })}
              />
            )}
            <Switch
              label={t('cueChat.cards.announcement.scheduleLater')}
              checked={item.schedule_later}
              onChange={(event) => update(index, { schedule_later: event.currentTarget.checked })}
            />
            {item.schedule_later && (
              <Group grow>
                <TextInput
                  type="date"
                  label={t('cueChat.cards.announcement.dateLabel')}
                  value={parseDate(item.date) ? storedToIsoDate(item.date) : ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    if (value) update(index, { date: isoToStoredDate(value) });
                  }}
                />
                <TextInput
                  type="time"
                  label={t('cueChat.cards.announcement.timeLabel')}
                  value={toInputTime(item.time)}
                  onChange={(event) => {
                    const time = fromInputTime(event.currentTarget.value);
                    if (time) update(index, { time });
                  }}
                />
              </Group>
            )}
            <CardAttachmentField
              value={item.attachments ?? []}
              onChange={(files) => update(index, { attachments: files })}
            />
          </Stack>
        ) : (
          <Stack key={index} gap={4}>
            <Text fw={600}>{item.title}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.summary}
            </Text>
            <Text size="xs" c="dimmed">
              {item.share_with === 'Classes'
                ? t('cueChat.cards.announcement.audienceClasses', {
                    classes: item.classes_ids
                      .map((id) => cards.classOptions.find((option) => option.value === id)?.label ?? id)
                      .join(', '),
                  })
                : t('cueChat.cards.announcement.audienceEveryone')}
              {' · '}
              {/* Always with its date: a draft never reads as going out now (issue 10). */}
              {item.schedule_later
                ? t('cueChat.cards.announcement.when', {
                    date: formatAnnouncementDate(item.date),
                    time: item.time,
                  })
                : state === 'draft' || (state === null && item.save_as_draft)
                  ? t('cueChat.cards.announcement.draftDated', { date: formatAnnouncementDate(item.date) })
                  : t('cueChat.cards.announcement.nowDated', { date: formatAnnouncementDate(item.date) })}
            </Text>
            <CardAttachmentList media={item.attachments} />
          </Stack>
        ),
      )}
    </CardFrame>
  );
}
