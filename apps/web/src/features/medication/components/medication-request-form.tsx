import { MAX_MEDICATION_TIMES, MAX_PRESCRIPTION_PHOTOS, freeTextLimits } from '@cue/contracts';
import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSaveDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useRequestMedication } from '../api/medication-api';

/**
 * A parent asks the class's staff to give their child a medicine at set times of day, with up to
 * two photos of the prescription or label.
 */
export function MedicationRequestForm({ studentId, onDone }: { studentId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const today = formatSaveDate(new Date());
  const [medicine, setMedicine] = useState('');
  const [dose, setDose] = useState('');
  const [times, setTimes] = useState<string[]>(['']);
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useRequestMedication(studentId);

  const filledTimes = times.filter(Boolean);
  const errors = {
    medicine: medicine.trim() ? null : t('medication.form.medicineRequired'),
    dose: dose.trim() ? null : t('medication.form.doseRequired'),
    times: filledTimes.length > 0 ? null : t('medication.form.timesRequired'),
    endDate: endDate && startDate && endDate < startDate ? t('medication.form.endBeforeStart') : null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(errors).some(Boolean) || !startDate || !endDate) return;
    setServerError(null);
    create.mutate(
      {
        medicine_name: medicine.trim(),
        dose: dose.trim(),
        times: filledTimes,
        start_date: startDate,
        end_date: endDate,
        ...(notes.trim() && { notes: notes.trim() }),
        photos,
      },
      {
        onSuccess: () => {
          showSuccess(t('medication.form.sent'));
          onDone();
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('medication.form.heading')}>
      <Stack gap="sm">
        <TextInput
          label={t('medication.form.medicine')}
          value={medicine}
          onChange={(event) => setMedicine(event.currentTarget.value)}
          maxLength={freeTextLimits.title}
          required
          size="md"
          error={showErrors ? errors.medicine : null}
        />
        <TextInput
          label={t('medication.form.dose')}
          placeholder={t('medication.form.dosePlaceholder')}
          value={dose}
          onChange={(event) => setDose(event.currentTarget.value)}
          maxLength={freeTextLimits.title}
          required
          size="md"
          error={showErrors ? errors.dose : null}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('medication.form.times')}
          </Text>
          {times.map((time, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                type="time"
                aria-label={t('medication.form.timeN', { n: index + 1 })}
                value={time}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTimes((current) => current.map((old, i) => (i === index ? value : old)));
                }}
                size="md"
                style={{ flex: 1 }}
              />
              {times.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('medication.form.removeTime', { n: index + 1 })}
                  onClick={() => setTimes((current) => current.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          {showErrors && errors.times && (
            <Text c="red" size="sm">
              {errors.times}
            </Text>
          )}
          {times.length < MAX_MEDICATION_TIMES && (
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setTimes((current) => [...current, ''])}
            >
              {t('medication.form.addTime')}
            </Button>
          )}
        </Stack>
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t('medication.form.from')}
            value={startDate}
            min={today}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            required
            size="md"
          />
          <TextInput
            type="date"
            label={t('medication.form.to')}
            value={endDate}
            min={startDate || undefined}
            onChange={(event) => setEndDate(event.currentTarget.value)}
            required
            size="md"
            error={showErrors ? errors.endDate : null}
          />
        </Group>
        <Textarea
          label={t('medication.form.notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={freeTextLimits.reason}
          rows={2}
          size="md"
        />
        <Stack gap={4}>
          {photos.map((photo, index) => (
            <Group key={`${photo.name}-${index}`} gap={4} wrap="nowrap">
              <Text size="sm" truncate style={{ minInlineSize: 0 }}>
                {t('medication.form.photoChosen', { name: photo.name })}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('medication.form.removePhoto', { name: photo.name })}
                onClick={() => setPhotos((current) => current.filter((_, i) => i !== index))}
              />
            </Group>
          ))}
          {photos.length < MAX_PRESCRIPTION_PHOTOS && (
            <FileButton
              accept="image/*"
              onChange={(file) => file && setPhotos((current) => [...current, file])}
            >
              {(props) => (
                <Button {...props} variant="default" size="sm" style={{ alignSelf: 'flex-start' }}>
                  {t('medication.form.addPhoto')}
                </Button>
              )}
            </FileButton>
          )}
          <Text size="xs" c="dimmed">
            {t('medication.form.photoHint')}
          </Text>
        </Stack>
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={48} onClick={onDone} disabled={create.isPending}>
            {t('medication.cancel')}
          </Button>
          <Button type="submit" h={48} loading={create.isPending}>
            {t('medication.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
