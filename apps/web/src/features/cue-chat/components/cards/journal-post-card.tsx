import { Badge, Button, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { showError, showSuccess } from '../../../../lib/notify';
import { useSaveJournalPostCard } from '../../api/save-journal-post-card';
import { useChatCards, type CardRef } from '../../card-context';
import type { JournalPostCardData } from '../../tool-results';
import { CardFrame, EditButton, type CardMode } from './card-frame';

/**
 * Cue's journal post card (decision 046): a post to every child's journal of one class. Edit
 * changes the words; Share sends it through the journal's post request, and a refusal (the
 * journal switched off) keeps the card unshared.
 */
export function JournalPostCard({
  card,
  data,
  mode,
}: {
  card: CardRef | null;
  data: JournalPostCardData;
  mode: CardMode;
}) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveJournalPostCard();
  const isSaved = card !== null && cards.savedToolCalls.has(card.toolCallId);
  const className = cards.classOptions.find((option) => option.value === data.class_id)?.label ?? '';
  const isEmpty = data.text.trim() === '';

  const share = () => {
    if (!card) return;
    void cards
      .runSave(card, () => save.mutateAsync(data))
      .then(
        () => showSuccess(t('cueChat.cards.journalPost.toast')),
        (error: unknown) => showError(errorMessage(error)),
      );
  };

  const saveLabel = isSaved
    ? t('cueChat.cards.journalPost.saved')
    : save.isPending
      ? t('cueChat.cards.journalPost.saving')
      : t('cueChat.cards.journalPost.save');

  return (
    <CardFrame
      title={t('cueChat.cards.journalPost.title')}
      mode={mode}
      badges={isSaved ? <Badge color="green">{t('cueChat.cards.saved')}</Badge> : undefined}
      actions={
        <>
          <EditButton
            hidden={isSaved || cards.isSaving || mode === 'edit'}
            onClick={() => card && cards.startEditing(card.toolCallId, { name: 'journal_post', data })}
          />
          {mode === 'view' && (
            <Button
              mih={44}
              color={isSaved ? 'green' : undefined}
              disabled={isSaved || cards.isSaving || isEmpty || !data.class_id}
              onClick={share}
            >
              {saveLabel}
            </Button>
          )}
        </>
      }
    >
      {className && (
        <Text size="xs" c="dimmed">
          {t('cueChat.cards.journalPost.forClass', { name: className })}
        </Text>
      )}
      {mode === 'edit' ? (
        <Textarea
          label={t('cueChat.cards.journalPost.textLabel')}
          value={data.text}
          autosize
          minRows={3}
          error={isEmpty ? t('cueChat.cards.journalPost.textRequired') : null}
          onChange={(event) =>
            card &&
            cards.setEdit(card.toolCallId, {
              name: 'journal_post',
              data: { ...data, text: event.currentTarget.value },
            })
          }
        />
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {data.text}
        </Text>
      )}
    </CardFrame>
  );
}
