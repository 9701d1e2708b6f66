import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { mealAmounts, type MealAmount } from '@cue/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { showError, showSuccess } from '../../../../lib/notify';
import { describeCareEntry } from '../../../carelog/care-entry-text';
import { useSaveCarelogCard } from '../../api/save-carelog-card';
import { useChatCards, type CardRef } from '../../card-context';
import type { CarelogCardData, CarelogCardRow } from '../../tool-results';
import { CardFrame, EditButton, type CardMode } from './card-frame';

/**
 * Cue's care log card (decision 046): one row per child and event, with the kind, what happened
 * and when. Edit changes a meal's amount, the times, or removes a row; Save sends the rows to
 * the care log's group request, and a refusal (a time later than now) keeps the card unsaved.
 */
export function CarelogCard({
  card,
  data,
  mode,
}: {
  card: CardRef | null;
  data: CarelogCardData;
  mode: CardMode;
}) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveCarelogCard(cards.classId);
  const isSaved = card !== null && cards.savedToolCalls.has(card.toolCallId);

  const setRows = (entries: CarelogCardRow[]) =>
    card && cards.setEdit(card.toolCallId, { name: 'carelog', data: { ...data, entries } });
  const update = (index: number, change: Partial<CarelogCardRow>) =>
    setRows(data.entries.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const saveCareLog = () => {
    if (!card) return;
    void cards
      .runSave(card, () => save.mutateAsync(data))
      .then(
        () => showSuccess(t('cueChat.cards.carelog.toast')),
        (error: unknown) => showError(errorMessage(error)),
      );
  };

  const saveLabel = isSaved
    ? t('cueChat.cards.carelog.saved')
    : save.isPending
      ? t('cueChat.cards.carelog.saving')
      : t('cueChat.cards.carelog.save');

  return (
    <CardFrame
      title={t('cueChat.cards.carelog.title', { date: data.date })}
      mode={mode}
      badges={isSaved ? <Badge color="green">{t('cueChat.cards.saved')}</Badge> : undefined}
      actions={
        <>
          <EditButton
            hidden={isSaved || cards.isSaving || mode === 'edit'}
            onClick={() => card && cards.startEditing(card.toolCallId, { name: 'carelog', data })}
          />
          {mode === 'view' && (
            <Button
              mih={44}
              color={isSaved ? 'green' : undefined}
              disabled={isSaved || cards.isSaving || data.entries.length === 0}
              onClick={saveCareLog}
            >
              {saveLabel}
            </Button>
          )}
        </>
      }
    >
      {data.entries.length === 0 && mode !== 'streaming' && (
        <Text size="sm" c="dimmed">
          {t('cueChat.cards.carelog.empty')}
        </Text>
      )}
      {data.entries.map((row, index) => {
        const name = cards.studentName(row.student_id);
        return (
          <Stack
            key={`${row.student_id}-${index}`}
            gap={4}
            component="article"
            aria-label={name}
            pb="xs"
            style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Badge variant="light">{t(`carelog.kinds.${row.kind}`)}</Badge>
            </Group>
            <Text size="sm">
              {describeCareEntry(t, row)}
              {/* A nap's line already says its times. */}
              {row.kind !== 'nap' && row.time && ` · ${row.time}`}
            </Text>
            {mode === 'edit' && <CarelogRowEditor row={row} onChange={(change) => update(index, change)} />}
            {mode === 'edit' && (
              <Button
                variant="subtle"
                color="red"
                mih={44}
                onClick={() => setRows(data.entries.filter((_, at) => at !== index))}
              >
                {t('cueChat.cards.carelog.remove', { name })}
              </Button>
            )}
          </Stack>
        );
      })}
    </CardFrame>
  );
}

function CarelogRowEditor({
  row,
  onChange,
}: {
  row: CarelogCardRow;
  onChange: (change: Partial<CarelogCardRow>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        w={110}
        label={row.kind === 'nap' ? t('carelog.form.startTime') : t('carelog.form.time')}
        value={row.time}
        onChange={(event) => onChange({ time: event.currentTarget.value })}
      />
      {row.kind === 'nap' && (
        <TextInput
          w={110}
          label={t('carelog.form.endTime')}
          value={row.end_time ?? ''}
          onChange={(event) => onChange({ end_time: event.currentTarget.value || null })}
        />
      )}
      {row.kind === 'meal' && (
        <SegmentedControl
          aria-label={t('carelog.form.amount')}
          value={row.amount ?? 'all'}
          onChange={(amount) => onChange({ amount: amount as MealAmount })}
          data={mealAmounts.map((amount) => ({ value: amount, label: t(`carelog.amounts.${amount}`) }))}
        />
      )}
    </Group>
  );
}
