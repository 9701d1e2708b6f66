import { Badge, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/error-message';
import { showError, showSuccess } from '../../../../lib/notify';
import { useSaveObservationCard } from '../../api/save-observation-card';
import { cardItemKey, useChatCards, type CardRef } from '../../card-context';
import type { ObservationCardData, ObservationCardEntry } from '../../tool-results';
import { CardAttachmentField, CardAttachmentList } from './card-attachments';
import { CardFrame, EditButton, type CardMode } from './card-frame';
import { CompetencyChips } from './competency-chips';

/**
 * An observation result (spec sections 3, 4): one entry per child. 'Save Observation' reads
 * 'Saving Observation....' while it saves and 'Observation Saved' after (is_saved false to true).
 * Edit: the title, the note and the attachments of each entry (its media_ids: a group observation
 * may show a different photo for each child).
 */
export function ObservationCard({
  card,
  data,
  mode,
}: {
  card: CardRef | null;
  data: ObservationCardData;
  mode: CardMode;
}) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveObservationCard(cards.classId);
  const isSaved = card !== null && cards.savedToolCalls.has(card.toolCallId);
  const hasEmptyNote = data.entries.some((entry) => entry.general_note.trim() === '');

  const update = (index: number, change: Partial<ObservationCardEntry>) => {
    if (!card) return;
    cards.setEdit(card.toolCallId, {
      name: 'observation',
      data: {
        entries: data.entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
      },
    });
  };

  const saveObservation = () => {
    if (!card) return;
    void cards
      .runSave(card, () => save.mutateAsync({ card: data, idempotencyKey: cardItemKey(card, 0) }), {
        outcome: (saved) => ({ record_ids: saved.map((observation) => observation._id) }),
      })
      .then(
        () => showSuccess(t('cueChat.cards.observation.toast')),
        (error: unknown) => showError(errorMessage(error)),
      );
  };

  const saveLabel = isSaved
    ? t('cueChat.cards.observation.saved')
    : save.isPending
      ? t('cueChat.cards.observation.saving')
      : t('cueChat.cards.observation.save');

  return (
    <CardFrame
      title={t('cueChat.cards.observation.title')}
      mode={mode}
      badges={isSaved ? <Badge color="green">{t('cueChat.cards.saved')}</Badge> : undefined}
      actions={
        <>
          <EditButton
            hidden={isSaved || cards.isSaving || mode === 'edit'}
            onClick={() => card && cards.startEditing(card.toolCallId, { name: 'observation', data })}
          />
          {mode === 'view' && (
            <Button
              mih={44}
              color={isSaved ? 'green' : undefined}
              disabled={isSaved || cards.isSaving || data.entries.length === 0 || hasEmptyNote}
              onClick={saveObservation}
            >
              {saveLabel}
            </Button>
          )}
        </>
      }
    >
      {data.entries.map((entry, index) => {
        const name = cards.studentName(entry.student_id);
        return (
          <Stack
            key={`${entry.student_id}-${index}`}
            gap={4}
            component="article"
            aria-label={name}
            pb="xs"
            style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatObservationDate(entry.date)}
            </Text>
            {/* Issue 16: Cue's suggested competencies; the teacher removes those she does not confirm. */}
            <CompetencyChips
              codes={entry.competencies ?? []}
              onRemove={
                card && !isSaved && mode !== 'streaming'
                  ? (code) =>
                      update(index, { competencies: (entry.competencies ?? []).filter((c) => c !== code) })
                  : undefined
              }
            />
            {mode === 'edit' ? (
              <>
                <TextInput
                  label={t('cueChat.cards.observation.titleLabel')}
                  value={entry.title}
                  onChange={(event) => update(index, { title: event.currentTarget.value })}
                />
                <Textarea
                  label={t('cueChat.cards.observation.noteLabel')}
                  value={entry.general_note}
                  autosize
                  minRows={2}
                  error={
                    entry.general_note.trim() === '' ? t('cueChat.cards.observation.noteRequired') : null
                  }
                  onChange={(event) => update(index, { general_note: event.currentTarget.value })}
                />
                <CardAttachmentField
                  value={entry.attachments ?? []}
                  onChange={(files) => update(index, { attachments: files })}
                />
              </>
            ) : (
              <>
                <Text size="sm" fw={500}>
                  {entry.title}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.general_note}
                </Text>
                <CardAttachmentList media={entry.attachments} />
              </>
            )}
          </Stack>
        );
      })}
    </CardFrame>
  );
}
