import type { AssessmentCycle } from '@cue/contracts';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import {
  useClassAssessmentCycles,
  useDeleteAssessmentCycle,
  useUpdateAssessmentCycle,
} from '../api/assessment-cycles';
import { cycleDateRange } from '../cycle-dates';
import { fieldErrorOf } from '../field-error';
import { PhaseBadge } from './cycle-picker';

/** Rename a term or move its dates; the server's refusal shows on the field it names. */
function TermEditor({ cycle, onDone }: { cycle: AssessmentCycle; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAssessmentCycle();
  const [name, setName] = useState(cycle.name);
  const [startDate, setStartDate] = useState(cycle.start_date);
  const [endDate, setEndDate] = useState(cycle.end_date);
  const server = fieldErrorOf(update.error);
  const shown = (field: 'name' | 'start_date' | 'end_date') =>
    server?.field === field ? server.message : undefined;
  const general = update.error && !['name', 'start_date', 'end_date'].includes(server?.field ?? '');
  const invalid = !name.trim() || !startDate || !endDate || endDate < startDate;

  return (
    <Stack gap="xs">
      <TextInput
        label={t('assessment.fields.termName')}
        value={name}
        maxLength={200}
        onChange={(event) => setName(event.currentTarget.value)}
        error={shown('name') ?? (!name.trim() ? t('assessment.fields.required') : undefined)}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('assessment.fields.startDate')}
          value={startDate}
          miw={150}
          onChange={(event) => setStartDate(event.currentTarget.value)}
          error={shown('start_date')}
        />
        <TextInput
          type="date"
          label={t('assessment.fields.endDate')}
          value={endDate}
          min={startDate || undefined}
          miw={150}
          onChange={(event) => setEndDate(event.currentTarget.value)}
          error={
            shown('end_date') ?? (endDate < startDate ? t('assessment.fields.endBeforeStart') : undefined)
          }
        />
      </Group>
      {general && (
        <Alert color="red" role="alert">
          {errorMessage(update.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onDone}>
          {t('assessment.cancel')}
        </Button>
        <Button
          size="xs"
          disabled={invalid}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { id: cycle._id, input: { name: name.trim(), start_date: startDate, end_date: endDate } },
              {
                onSuccess: () => {
                  showSuccess(t('assessment.terms.saved'));
                  onDone();
                },
              },
            )
          }
        >
          {t('assessment.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function TermRow({ cycle }: { cycle: AssessmentCycle }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteAssessmentCycle();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');

  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={cycle.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {cycle.name}
            </Text>
            <Text size="sm" c="dimmed">
              {cycleDateRange(i18n.language, cycle)} · {cycle.scheme_name}
            </Text>
          </Stack>
          <PhaseBadge phase={cycle.phase} />
        </Group>
        {mode === 'edit' && <TermEditor cycle={cycle} onDone={() => setMode('view')} />}
        {mode === 'view' && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="light" onClick={() => setMode('edit')}>
              {t('assessment.terms.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => {
                remove.reset();
                setMode('confirm');
              }}
            >
              {t('assessment.terms.delete')}
            </Button>
          </Group>
        )}
        {mode === 'confirm' && (
          <Stack gap="xs">
            <Text size="sm">{t('assessment.terms.deleteConfirm', { name: cycle.name })}</Text>
            {remove.error && (
              <Alert color="red" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            )}
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setMode('view')}>
                {t('assessment.cancel')}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                disabled={remove.isError}
                onClick={() =>
                  remove.mutate(cycle._id, {
                    onSuccess: () => showSuccess(t('assessment.terms.deleted')),
                  })
                }
              >
                {t('assessment.terms.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** One class's terms by start date: rename, move, delete (a term with records is kept: 409). */
export function ClassTermsList({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const cycles = useClassAssessmentCycles(classId);
  if (cycles.isPending) return <Text c="dimmed">{t('assessment.cycles.loading')}</Text>;
  if (cycles.isError)
    return (
      <LoadError
        title={t('assessment.cycles.loadError')}
        error={cycles.error}
        onRetry={() => void cycles.refetch()}
      />
    );
  if (cycles.data.length === 0) return <Text c="dimmed">{t('assessment.cycles.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
      {cycles.data.map((cycle) => (
        <TermRow key={cycle._id} cycle={cycle} />
      ))}
    </Stack>
  );
}
