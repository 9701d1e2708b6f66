import {
  careKinds,
  careMoods,
  mealAmounts,
  mealNames,
  nappyStates,
  MAX_DRINK_ML,
  MAX_TEMPERATURE_C,
  MIN_TEMPERATURE_C,
  type CareDetails,
  type CareEntry,
  type CareKind,
} from '@cue/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useDeleteCareEntry, useEditCareEntry, useRecordCareEntries } from '../api/carelog-api';

export interface CareChild {
  id: string;
  name: string;
}

/** What the modal is for: one child, the whole room (children ticked), or changing an entry. */
export type CareEntryTarget =
  | { type: 'add'; kind: CareKind; child: CareChild }
  | { type: 'group'; kind: CareKind; children: CareChild[]; ticked: string[] }
  | { type: 'edit'; entry: CareEntry };

interface Draft {
  kind: CareKind;
  time: string;
  endTime: string;
  meal: string;
  amount: string;
  drink: string;
  amountMl: string;
  nappy: string;
  mood: string;
  temperature: string;
  note: string;
}

function draftOf(target: CareEntryTarget, defaultTime: string): Draft {
  if (target.type !== 'edit') {
    return {
      kind: target.kind,
      time: defaultTime,
      endTime: '',
      meal: 'lunch',
      amount: 'all',
      drink: '',
      amountMl: '',
      nappy: 'wet',
      mood: 'happy',
      temperature: '',
      note: '',
    };
  }
  const { entry } = target;
  return {
    kind: entry.kind,
    time: entry.time,
    endTime: entry.end_time ?? '',
    meal: entry.meal ?? 'lunch',
    amount: entry.amount ?? 'all',
    drink: entry.drink ?? '',
    amountMl: entry.amount_ml === null ? '' : String(entry.amount_ml),
    nappy: entry.nappy ?? 'wet',
    mood: entry.mood ?? 'happy',
    temperature: entry.temperature_c === null ? '' : String(entry.temperature_c),
    note: entry.note ?? '',
  };
}

/** The request's event, or the key of what is missing. */
type Missing = 'carelog.form.needDrink' | 'carelog.form.needTemperature' | 'carelog.form.needNote';

function detailsOf(draft: Draft): CareDetails | { missing: Missing } {
  const note = draft.note.trim() ? { note: draft.note.trim() } : {};
  const time = draft.time;
  switch (draft.kind) {
    case 'meal':
      return {
        kind: 'meal',
        time,
        meal: draft.meal as (typeof mealNames)[number],
        amount: draft.amount as (typeof mealAmounts)[number],
        ...note,
      };
    case 'drink':
      if (!draft.drink.trim()) return { missing: 'carelog.form.needDrink' };
      return {
        kind: 'drink',
        time,
        drink: draft.drink.trim(),
        ...(draft.amountMl.trim() !== '' && { amount_ml: Number(draft.amountMl) }),
        ...note,
      };
    case 'nap':
      return { kind: 'nap', time, end_time: draft.endTime || null, ...note };
    case 'nappy':
      return { kind: 'nappy', time, nappy: draft.nappy as (typeof nappyStates)[number], ...note };
    case 'mood':
      return { kind: 'mood', time, mood: draft.mood as (typeof careMoods)[number], ...note };
    case 'temperature':
      if (draft.temperature.trim() === '' || Number.isNaN(Number(draft.temperature))) {
        return { missing: 'carelog.form.needTemperature' };
      }
      return { kind: 'temperature', time, temperature_c: Number(draft.temperature), ...note };
    case 'sunscreen':
      return { kind: 'sunscreen', time, ...note };
    case 'note':
      if (!draft.note.trim()) return { missing: 'carelog.form.needNote' };
      return { kind: 'note', time, note: draft.note.trim() };
  }
}

/**
 * The small form of a care event: the kind's own fields and a time. For one child, for the whole
 * room (ticked children, then "adjust" the odd one out by tapping their entry), or to change or
 * delete an entry. The server checks everything again (a nap ending before it starts is a 400).
 * `defaultTime` is the school's time now: a new entry starts there.
 */
export function CareEntryModal({
  classId,
  date,
  defaultTime,
  target,
  onClose,
}: {
  classId: string;
  date: string;
  defaultTime: string;
  target: CareEntryTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [draft, setDraft] = useState<Draft>(() => draftOf(target, defaultTime));
  const [ticked, setTicked] = useState<string[]>(() => (target.type === 'group' ? target.ticked : []));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const record = useRecordCareEntries();
  const edit = useEditCareEntry();
  const remove = useDeleteCareEntry();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const kindLabel = t(`carelog.kinds.${draft.kind}`);
  const title =
    target.type === 'add'
      ? t('carelog.form.addTitle', { kind: kindLabel, name: target.child.name })
      : target.type === 'group'
        ? t('carelog.form.groupTitle', { kind: kindLabel })
        : t('carelog.form.editTitle', { kind: kindLabel, name: target.entry.student_name });
  const busy = record.isPending || edit.isPending || remove.isPending;
  const failure = record.error ?? edit.error ?? remove.error;

  const save = async () => {
    setProblem(null);
    const details = detailsOf(draft);
    if ('missing' in details) return setProblem(t(details.missing));
    if (target.type === 'edit') {
      await edit.mutateAsync({ id: target.entry._id, details });
      showSuccess(t('carelog.form.saved'));
    } else {
      const studentIds = target.type === 'add' ? [target.child.id] : ticked;
      if (studentIds.length === 0) return setProblem(t('carelog.form.pickChildren'));
      const outcome = await record.mutateAsync({
        classId,
        entries: [{ ...details, student_ids: studentIds, date }],
      });
      showSuccess(
        outcome.queued
          ? t('carelog.offline.queued')
          : target.type === 'group'
            ? t('carelog.form.savedGroup', { count: studentIds.length })
            : t('carelog.form.saved'),
      );
    }
    onClose();
  };

  const deleteEntry = async () => {
    if (target.type !== 'edit') return;
    await remove.mutateAsync(target.entry._id);
    showSuccess(t('carelog.form.deleted'));
    onClose();
  };

  const kindOptions = careKinds.map((value) => ({ value, label: t(`carelog.kinds.${value}`) }));
  const mealOptions = mealNames.map((value) => ({ value, label: t(`carelog.meals.${value}`) }));
  const amountOptions = mealAmounts.map((value) => ({ value, label: t(`carelog.amounts.${value}`) }));
  const nappyOptions = nappyStates.map((value) => ({ value, label: t(`carelog.nappyStates.${value}`) }));
  const moodOptions = careMoods.map((value) => ({ value, label: t(`carelog.moods.${value}`) }));

  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone ?? false} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save().catch(() => undefined);
        }}
      >
        <Stack gap="sm">
          {target.type === 'group' && (
            <Select
              label={t('carelog.form.kind')}
              data={kindOptions}
              value={draft.kind}
              onChange={(value) => value && set('kind', value as CareKind)}
              allowDeselect={false}
            />
          )}
          <Group grow align="flex-start">
            <TextInput
              type="time"
              required
              label={draft.kind === 'nap' ? t('carelog.form.startTime') : t('carelog.form.time')}
              value={draft.time}
              onChange={(event) => set('time', event.currentTarget.value)}
            />
            {draft.kind === 'nap' && (
              <TextInput
                type="time"
                label={t('carelog.form.endTime')}
                description={t('carelog.form.endTimeHint')}
                value={draft.endTime}
                onChange={(event) => set('endTime', event.currentTarget.value)}
              />
            )}
          </Group>
          {draft.kind === 'meal' && (
            <>
              <Select
                label={t('carelog.form.meal')}
                data={mealOptions}
                value={draft.meal}
                onChange={(value) => value && set('meal', value)}
                allowDeselect={false}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('carelog.form.amount')}
                </Text>
                <SegmentedControl
                  fullWidth
                  aria-label={t('carelog.form.amount')}
                  data={amountOptions}
                  value={draft.amount}
                  onChange={(value) => set('amount', value)}
                />
              </Stack>
            </>
          )}
          {draft.kind === 'drink' && (
            <Group grow align="flex-start">
              <TextInput
                required
                label={t('carelog.form.drink')}
                placeholder={t('carelog.form.drinkPlaceholder')}
                value={draft.drink}
                onChange={(event) => set('drink', event.currentTarget.value)}
              />
              <TextInput
                type="number"
                inputMode="numeric"
                label={t('carelog.form.amountMl')}
                min={0}
                max={MAX_DRINK_ML}
                step={10}
                value={draft.amountMl}
                onChange={(event) => set('amountMl', event.currentTarget.value)}
              />
            </Group>
          )}
          {draft.kind === 'nappy' && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('carelog.form.nappy')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-label={t('carelog.form.nappy')}
                data={nappyOptions}
                value={draft.nappy}
                onChange={(value) => set('nappy', value)}
              />
            </Stack>
          )}
          {draft.kind === 'mood' && (
            <Select
              label={t('carelog.form.mood')}
              data={moodOptions}
              value={draft.mood}
              onChange={(value) => value && set('mood', value)}
              allowDeselect={false}
            />
          )}
          {draft.kind === 'temperature' && (
            <TextInput
              type="number"
              inputMode="decimal"
              required
              label={t('carelog.form.temperature')}
              min={MIN_TEMPERATURE_C}
              max={MAX_TEMPERATURE_C}
              step={0.1}
              value={draft.temperature}
              onChange={(event) => set('temperature', event.currentTarget.value)}
            />
          )}
          <Textarea
            label={t('carelog.form.note')}
            required={draft.kind === 'note'}
            rows={2}
            value={draft.note}
            onChange={(event) => set('note', event.currentTarget.value)}
          />
          {target.type === 'group' && (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {t('carelog.form.children')}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setTicked(target.children.map((c) => c.id))}
                  >
                    {t('carelog.form.selectAll')}
                  </Button>
                  <Button size="compact-xs" variant="subtle" onClick={() => setTicked([])}>
                    {t('carelog.form.selectNone')}
                  </Button>
                </Group>
              </Group>
              <Text size="xs" c="dimmed">
                {t('carelog.form.childrenHint')}
              </Text>
              <Checkbox.Group value={ticked} onChange={setTicked} aria-label={t('carelog.form.children')}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={4}>
                  {target.children.map((child) => (
                    <Checkbox key={child.id} value={child.id} label={child.name} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </Stack>
          )}
          {(problem ?? failure) && (
            <Alert color="red" role="alert">
              {problem ?? errorMessage(failure)}
            </Alert>
          )}
          <Group justify="space-between" mt="xs">
            {target.type === 'edit' ? (
              <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
                {t('carelog.form.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('carelog.form.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {target.type === 'group'
                  ? t('carelog.form.saveGroup', { count: ticked.length })
                  : t('carelog.form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t('carelog.form.delete')}
        body={t('carelog.form.confirmDelete')}
        confirmLabel={t('carelog.form.delete')}
        cancelLabel={t('carelog.form.cancel')}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void deleteEntry().catch(() => undefined);
        }}
      />
    </Modal>
  );
}
