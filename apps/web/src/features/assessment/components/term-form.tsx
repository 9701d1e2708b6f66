import type { AssessmentScheme } from '@cue/contracts';
import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useCreateAssessmentCycles } from '../api/assessment-cycles';
import { fieldErrorOf } from '../field-error';

export interface ClassOption {
  value: string;
  label: string;
}

const termFields = ['class_ids', 'name', 'start_date', 'end_date', 'scheme'] as const;
type TermField = (typeof termFields)[number];

/**
 * A term for several classes at once: the classes, its name, first and last day and the scheme it
 * is judged under. The server checks every class before writing any; its refusal shows on the
 * field it names (a class's problem on the classes field).
 */
export function TermForm({
  classes,
  initialClassIds,
  schemes,
  onDone,
}: {
  classes: ClassOption[];
  initialClassIds: string[];
  schemes: AssessmentScheme[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAssessmentCycles();
  const [classIds, setClassIds] = useState<string[]>(initialClassIds);
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [scheme, setScheme] = useState<string | null>(schemes[0]?.key ?? null);
  const [tried, setTried] = useState(false);

  const server = fieldErrorOf(create.error);
  const serverField: TermField | null = server
    ? (termFields.find((field) => server.field === field || server.field.startsWith(`${field}.`)) ?? null)
    : null;
  const fieldError = (field: TermField): string | undefined => {
    if (serverField === field) return server!.message;
    if (!tried) return undefined;
    if (field === 'class_ids' && classIds.length === 0) return t('assessment.fields.required');
    if (field === 'name' && !name.trim()) return t('assessment.fields.required');
    if (field === 'start_date' && !startDate) return t('assessment.fields.required');
    if (field === 'end_date' && !endDate) return t('assessment.fields.required');
    if (field === 'end_date' && endDate < startDate) return t('assessment.fields.endBeforeStart');
    if (field === 'scheme' && !scheme) return t('assessment.fields.required');
    return undefined;
  };
  const general = create.error && !serverField ? errorMessage(create.error) : null;

  const submit = () => {
    setTried(true);
    if (classIds.length === 0 || !name.trim() || !startDate || !endDate || endDate < startDate || !scheme)
      return;
    create.mutate(
      { class_ids: classIds, name: name.trim(), start_date: startDate, end_date: endDate, scheme },
      {
        onSuccess: () => {
          showSuccess(t('assessment.terms.created'));
          onDone();
        },
      },
    );
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <MultiSelect
        label={t('assessment.fields.classes')}
        description={t('assessment.fields.classesHint')}
        data={classes}
        value={classIds}
        onChange={setClassIds}
        searchable
        required
        error={fieldError('class_ids')}
      />
      <TextInput
        label={t('assessment.fields.termName')}
        placeholder={t('assessment.fields.termNamePlaceholder')}
        value={name}
        maxLength={200}
        required
        onChange={(event) => setName(event.currentTarget.value)}
        error={fieldError('name')}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('assessment.fields.startDate')}
          value={startDate}
          required
          miw={150}
          onChange={(event) => setStartDate(event.currentTarget.value)}
          error={fieldError('start_date')}
        />
        <TextInput
          type="date"
          label={t('assessment.fields.endDate')}
          value={endDate}
          min={startDate || undefined}
          required
          miw={150}
          onChange={(event) => setEndDate(event.currentTarget.value)}
          error={fieldError('end_date')}
        />
      </Group>
      <Select
        label={t('assessment.fields.scheme')}
        data={schemes.map((candidate) => ({ value: candidate.key, label: candidate.name }))}
        value={scheme}
        onChange={setScheme}
        allowDeselect={false}
        required
        error={fieldError('scheme')}
      />
      {general && (
        <Alert color="red" role="alert">
          {general}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('assessment.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('assessment.terms.add')}
        </Button>
      </Group>
    </Stack>
  );
}
