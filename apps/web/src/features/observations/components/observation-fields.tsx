import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OBSERVATION_NOTE_MAX_LENGTH, OBSERVATION_TITLE_MAX_LENGTH } from '@cue/contracts';
import { freeTextError } from '../../../lib/free-text-check';

export interface ObservationFieldValues {
  date: string;
  title: string;
  note: string;
}

/** Date, title and note: the fields a new observation and an edited one share. */
export function ObservationFields(props: {
  values: ObservationFieldValues;
  onChange: (values: ObservationFieldValues) => void;
  errors: Partial<Record<keyof ObservationFieldValues, string>>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { values, onChange, errors, disabled } = props;
  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label={t('observations.form.date')}
        value={values.date}
        onChange={(event) => onChange({ ...values, date: event.currentTarget.value })}
        error={errors.date}
        disabled={disabled}
        required
      />
      <TextInput
        label={t('observations.form.title')}
        placeholder={t('observations.form.titlePlaceholder')}
        value={values.title}
        onChange={(event) => onChange({ ...values, title: event.currentTarget.value })}
        error={errors.title}
        maxLength={OBSERVATION_TITLE_MAX_LENGTH}
        disabled={disabled}
      />
      <Textarea
        label={t('observations.form.note')}
        placeholder={t('observations.form.notePlaceholder')}
        value={values.note}
        onChange={(event) => onChange({ ...values, note: event.currentTarget.value })}
        error={errors.note}
        autosize
        minRows={3}
        maxRows={10}
        disabled={disabled}
        required
      />
    </Stack>
  );
}

/** The field errors a form shows before sending anything (the server checks again). */
export function checkObservationFields(
  values: ObservationFieldValues,
  t: (key: 'observations.form.noteRequired' | 'observations.form.dateRequired') => string,
): Partial<Record<keyof ObservationFieldValues, string>> {
  const note = freeTextError(values.note, OBSERVATION_NOTE_MAX_LENGTH, t('observations.form.noteRequired'));
  const title = freeTextError(values.title, OBSERVATION_TITLE_MAX_LENGTH);
  return {
    ...(note && { note }),
    ...(title && { title }),
    ...(!values.date && { date: t('observations.form.dateRequired') }),
  };
}
