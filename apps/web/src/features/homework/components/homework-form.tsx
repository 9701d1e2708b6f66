import {
  HOMEWORK_INSTRUCTIONS_MAX,
  HOMEWORK_TITLE_MAX,
  addDaysToIsoDate,
  type Homework,
  type HomeworkInput,
  type HomeworkStatus,
  type MediaFile,
} from '@cue/contracts';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { freeTextError } from '../../../lib/free-text-check';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { AttachmentField } from '../../media/components/attachment-field';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { useSaveHomework } from '../api/save-homework';

export interface ClassOption {
  value: string;
  label: string;
}

type Audience = 'class' | 'children';
interface FormValues {
  title: string;
  instructions: string;
  classId: string | null;
  audience: Audience;
  childIds: string[];
  /** 'YYYY-MM-DD' */
  dueDate: string;
  media: MediaFile[];
}
type FieldName = 'title' | 'instructions' | 'classId' | 'childIds' | 'dueDate' | 'media';
type FieldErrors = Partial<Record<FieldName, string>>;
type SaveKind = 'draft' | 'publish';

/** Today on this device, 'YYYY-MM-DD' (the server checks against the school's today). */
const localToday = () => formatDate(new Date(), 'YYYY-MM-DD');

function initialValues(homework: Homework | undefined, defaultClassId: string | null): FormValues {
  if (!homework) {
    return {
      title: '',
      instructions: '',
      classId: defaultClassId,
      audience: 'class',
      childIds: [],
      dueDate: addDaysToIsoDate(localToday(), 1),
      media: [],
    };
  }
  return {
    title: homework.title,
    instructions: homework.instructions,
    classId: homework.class._id,
    audience: homework.children.length > 0 ? 'children' : 'class',
    childIds: homework.children.map((c) => c._id),
    dueDate: homework.due_date,
    media: homework.homework_media,
  };
}

/** The server names the field at fault; this is the form's name for it. */
function formFieldOf(field: string | undefined): FieldName | null {
  if (!field) return null;
  if (field === 'title' || field === 'instructions') return field;
  if (field === 'class_id') return 'classId';
  if (field.startsWith('children_ids')) return 'childIds';
  if (field === 'due_date') return 'dueDate';
  if (field.startsWith('homework_media')) return 'media';
  return null;
}

/** The chosen class's children to pick from. */
function ChildrenPicker({
  classId,
  value,
  onChange,
  error,
}: {
  classId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  return (
    <MultiSelect
      label={t('homework.form.children')}
      placeholder={value.length === 0 ? t('homework.form.childrenPlaceholder') : undefined}
      data={(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) }))}
      value={value}
      onChange={onChange}
      error={error ?? (roster.isError ? errorMessage(roster.error) : undefined)}
      searchable
      required
    />
  );
}

/**
 * Sets homework: title, instructions, attachments, the class (or chosen children of it) and the
 * due date; saved as a draft or published to the families. A published homework stays published.
 */
export function HomeworkForm({
  homework,
  classOptions,
  defaultClassId,
  onSaved,
}: {
  homework?: Homework;
  classOptions: ClassOption[];
  defaultClassId: string | null;
  onSaved: (id: string, status: HomeworkStatus) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHomework();
  const [values, setValues] = useState<FormValues>(() => initialValues(homework, defaultClassId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savingKind, setSavingKind] = useState<SaveKind | null>(null);
  const published = homework?.is_published ?? false;

  const update = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({
      ...current,
      [key]: value,
      // Children belong to a class: a new class starts a new choice.
      ...(key === 'classId' && { childIds: [] }),
    }));
    const field: FieldName = key === 'audience' ? 'childIds' : key;
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    const title = freeTextError(values.title, HOMEWORK_TITLE_MAX, t('homework.form.titleRequired'));
    if (title) found.title = title;
    const instructions = freeTextError(values.instructions, HOMEWORK_INSTRUCTIONS_MAX);
    if (instructions) found.instructions = instructions;
    if (!values.classId) found.classId = t('homework.form.classRequired');
    if (values.audience === 'children' && values.childIds.length === 0) {
      found.childIds = t('homework.form.childrenRequired');
    }
    if (!values.dueDate) found.dueDate = t('homework.form.dueDateRequired');
    else if (values.dueDate !== homework?.due_date && values.dueDate < localToday()) {
      found.dueDate = t('homework.form.dueDateInPast');
    }
    return found;
  };

  const submit = (kind: SaveKind) => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.classId) return;
    const input: HomeworkInput = {
      title: values.title.trim(),
      instructions: values.instructions,
      class_id: values.classId,
      children_ids: values.audience === 'children' ? values.childIds : [],
      due_date: values.dueDate,
      save_as_draft: kind === 'draft',
      homework_media: values.media.map((file) => file._id),
    };
    setSavingKind(kind);
    save.mutate(
      { id: homework?._id ?? null, input },
      {
        onSuccess: ({ id, status }) => {
          setSavingKind(null);
          showSuccess(t(status === 'draft' ? 'homework.form.savedAsDraft' : 'homework.form.published'));
          onSaved(id, status);
        },
        onError: (error) => {
          setSavingKind(null);
          const field = isApiError(error) ? formFieldOf(error.field) : null;
          if (field) setErrors((e) => ({ ...e, [field]: errorMessage(error) }));
          else showError(errorMessage(error));
        },
      },
    );
  };

  const saving = savingKind !== null;
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <TextInput
          label={t('homework.form.title')}
          placeholder={t('homework.form.titlePlaceholder')}
          value={values.title}
          onChange={(event) => update('title', event.currentTarget.value)}
          error={errors.title}
          maxLength={HOMEWORK_TITLE_MAX}
          required
        />
        <Textarea
          label={t('homework.form.instructions')}
          placeholder={t('homework.form.instructionsPlaceholder')}
          value={values.instructions}
          onChange={(event) => update('instructions', event.currentTarget.value)}
          error={errors.instructions}
          autosize
          minRows={4}
        />
        <Stack gap={4}>
          <AttachmentField
            value={values.media}
            onChange={(files) => update('media', files)}
            classId={values.classId}
          />
          {errors.media && (
            <Text size="sm" c="red" role="alert">
              {errors.media}
            </Text>
          )}
        </Stack>
        <Select
          label={t('homework.form.class')}
          data={classOptions}
          value={values.classId}
          onChange={(classId) => update('classId', classId)}
          error={errors.classId}
          allowDeselect={false}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="homework-audience-label">
            {t('homework.form.audience')}
          </Text>
          <SegmentedControl
            aria-labelledby="homework-audience-label"
            value={values.audience}
            onChange={(value) => update('audience', value as Audience)}
            data={[
              { value: 'class', label: t('homework.form.wholeClass') },
              { value: 'children', label: t('homework.form.chosenChildren') },
            ]}
            fullWidth
          />
        </Stack>
        {values.audience === 'children' && values.classId && (
          <ChildrenPicker
            classId={values.classId}
            value={values.childIds}
            onChange={(ids) => update('childIds', ids)}
            error={errors.childIds}
          />
        )}
        <TextInput
          type="date"
          label={t('homework.form.dueDate')}
          value={values.dueDate}
          min={localToday()}
          onChange={(event) => update('dueDate', event.currentTarget.value)}
          error={errors.dueDate}
          required
        />
        <Group gap="sm" justify="flex-end">
          {!published && (
            <Button
              variant="default"
              size="md"
              onClick={() => submit('draft')}
              loading={savingKind === 'draft'}
              disabled={saving && savingKind !== 'draft'}
            >
              {t('homework.form.saveAsDraft')}
            </Button>
          )}
          <Button
            size="md"
            onClick={() => submit('publish')}
            loading={savingKind === 'publish'}
            disabled={saving && savingKind !== 'publish'}
          >
            {published ? t('homework.form.save') : t('homework.form.publish')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
