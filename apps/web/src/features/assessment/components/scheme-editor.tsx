import {
  MAX_SCHEME_DIMENSIONS,
  MAX_SCHEME_LEVELS,
  MIN_SCHEME_LEVELS,
  type AssessmentScheme,
  type AssessmentSchemeInput,
} from '@cue/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useSaveAssessmentScheme } from '../api/assessment-schemes';
import { fieldErrorOf } from '../field-error';

export interface DomainOption {
  value: string;
  label: string;
}

interface Row {
  /** A key for React only: rows move. */
  rowId: number;
  label: string;
  description: string;
  domains: string[];
}

type ListName = 'dimensions' | 'levels';

const row = (rowId: number, fields: Partial<Omit<Row, 'rowId'>> = {}): Row => ({
  rowId,
  label: '',
  description: '',
  domains: [],
  ...fields,
});

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * One ordered list of a scheme (its dimensions or its levels): a label and a description per row,
 * domains for a dimension, add, remove, move up and down. Read-only while the scheme is in use.
 */
function RowList({
  list,
  rows,
  onChange,
  min,
  max,
  locked,
  tried,
  serverError,
  domainOptions,
}: {
  list: ListName;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  min: number;
  max: number;
  locked: boolean;
  tried: boolean;
  serverError: { field: string; message: string } | null;
  domainOptions: DomainOption[];
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<Row>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorOf = (index: number, field: 'label' | 'description' | 'domains') => {
    if (serverError?.field === `${list}.${index}.${field}`) return serverError.message;
    if (field === 'label' && tried && !rows[index]!.label.trim()) return t('assessment.fields.required');
    return undefined;
  };
  const listError = serverError?.field === list ? serverError.message : undefined;

  return (
    <Fieldset legend={t(`assessment.schemes.${list}`)} disabled={locked}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t(`assessment.schemes.${list}Hint`, { min, max })}
        </Text>
        {rows.map((row, index) => (
          <Stack
            key={row.rowId}
            gap={4}
            role="group"
            aria-label={t(`assessment.schemes.${list === 'dimensions' ? 'dimension' : 'level'}N`, {
              n: index + 1,
            })}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={t('assessment.schemes.label', { n: index + 1 })}
                value={row.label}
                maxLength={list === 'levels' ? 60 : 80}
                required
                onChange={(event) => set(index, { label: event.currentTarget.value })}
                error={errorOf(index, 'label')}
              />
              {!locked && (
                <Group gap={2} wrap="nowrap" mb={errorOf(index, 'label') ? 22 : 0}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('assessment.schemes.moveUp', { label: row.label || index + 1 })}
                    disabled={index === 0}
                    onClick={() => onChange(moved(rows, index, index - 1))}
                  >
                    <span aria-hidden>↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t('assessment.schemes.moveDown', { label: row.label || index + 1 })}
                    disabled={index === rows.length - 1}
                    onClick={() => onChange(moved(rows, index, index + 1))}
                  >
                    <span aria-hidden>↓</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('assessment.schemes.remove', { label: row.label || index + 1 })}
                    disabled={rows.length <= min}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Group>
              )}
            </Group>
            <TextInput
              label={t('assessment.schemes.description')}
              value={row.description}
              maxLength={500}
              onChange={(event) => set(index, { description: event.currentTarget.value })}
              error={errorOf(index, 'description')}
            />
            {list === 'dimensions' && domainOptions.length > 0 && (
              <MultiSelect
                label={t('assessment.schemes.domains')}
                placeholder={row.domains.length === 0 ? t('assessment.schemes.everyDomain') : undefined}
                data={[
                  ...domainOptions,
                  // A domain of another framework stays shown.
                  ...row.domains
                    .filter((code) => !domainOptions.some((option) => option.value === code))
                    .map((code) => ({ value: code, label: code })),
                ]}
                value={row.domains}
                onChange={(domains) => set(index, { domains })}
                error={errorOf(index, 'domains')}
                clearable
              />
            )}
          </Stack>
        ))}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        {!locked && (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            disabled={rows.length >= max}
            onClick={() => onChange([...rows, row(Math.max(-1, ...rows.map((r) => r.rowId)) + 1)])}
          >
            {t(`assessment.schemes.add${list === 'dimensions' ? 'Dimension' : 'Level'}`)}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * A school scheme's form: its name, its dimensions and its levels, each in order. A scheme a term
 * uses can only be renamed (its levels are what was judged): the lists are then read-only.
 */
export function SchemeEditor({
  scheme,
  domainOptions,
  onDone,
}: {
  /** The school scheme to change; null for a new one. */
  scheme: AssessmentScheme | null;
  domainOptions: DomainOption[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAssessmentScheme();
  const [name, setName] = useState(scheme?.name ?? '');
  const [dimensions, setDimensions] = useState<Row[]>(() =>
    scheme ? scheme.dimensions.map((d, i) => row(i, { ...d, domains: [...d.domains] })) : [row(0)],
  );
  const [levels, setLevels] = useState<Row[]>(() =>
    scheme ? scheme.levels.map((l, i) => row(i, l)) : [row(0), row(1)],
  );
  const [tried, setTried] = useState(false);
  const locked = scheme?.in_use ?? false;

  const server = fieldErrorOf(save.error);
  const inLists = server && /^(dimensions|levels)(\.|$)/.test(server.field);
  const general =
    save.error && !(server && (server.field === 'name' || inLists)) ? errorMessage(save.error) : null;

  const submit = () => {
    setTried(true);
    const blank = (rows: Row[]) => rows.some((r) => !r.label.trim());
    if (!name.trim() || blank(dimensions) || blank(levels)) return;
    const input: AssessmentSchemeInput = {
      name: name.trim(),
      dimensions: dimensions.map((d) => ({
        label: d.label.trim(),
        description: d.description.trim(),
        domains: d.domains,
      })),
      levels: levels.map((l) => ({ label: l.label.trim(), description: l.description.trim() })),
    };
    save.mutate(
      { id: scheme?.key ?? null, input },
      {
        onSuccess: () => {
          showSuccess(t('assessment.schemes.saved'));
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('assessment.schemes.name')}
        value={name}
        maxLength={200}
        required
        onChange={(event) => setName(event.currentTarget.value)}
        error={
          server?.field === 'name'
            ? server.message
            : tried && !name.trim()
              ? t('assessment.fields.required')
              : undefined
        }
      />
      {locked && (
        <Alert color="blue" variant="light">
          {t('assessment.schemes.inUseNote')}
        </Alert>
      )}
      <RowList
        list="dimensions"
        rows={dimensions}
        onChange={setDimensions}
        min={1}
        max={MAX_SCHEME_DIMENSIONS}
        locked={locked}
        tried={tried}
        serverError={server}
        domainOptions={domainOptions}
      />
      <RowList
        list="levels"
        rows={levels}
        onChange={setLevels}
        min={MIN_SCHEME_LEVELS}
        max={MAX_SCHEME_LEVELS}
        locked={locked}
        tried={tried}
        serverError={server}
        domainOptions={[]}
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
        <Button onClick={submit} loading={save.isPending}>
          {t('assessment.save')}
        </Button>
      </Group>
    </Stack>
  );
}
