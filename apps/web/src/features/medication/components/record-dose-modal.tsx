import type { MedicationRequest, PersonRef } from '@cue/contracts';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useRecordDose } from '../api/medication-api';

/** 'YYYY-MM-DDTHH:mm' of this device's now (what a datetime-local field holds). */
const localNow = () => formatDate(new Date(), 'YYYY-MM-DDTHH:mm');

/** Staff record a dose given: when (now by default, never later), how much, and a witness. */
export function RecordDoseModal({
  request,
  scheduledTime,
  staffChoices,
  onClose,
}: {
  request: MedicationRequest;
  scheduledTime: string | null;
  staffChoices: PersonRef[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [givenAt, setGivenAt] = useState(localNow);
  const [dose, setDose] = useState(request.dose);
  const [time, setTime] = useState<string | null>(scheduledTime);
  const [witness, setWitness] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordDose();
  const future = givenAt > localNow();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!givenAt || future) return;
    setError(null);
    record.mutate(
      {
        id: request._id,
        input: {
          given_at: new Date(givenAt).toISOString(),
          ...(dose.trim() && { dose: dose.trim() }),
          ...(time && { scheduled_time: time }),
          ...(witness && { witness_user_id: witness }),
        },
      },
      {
        onSuccess: () => {
          showSuccess(t('medication.doseSaved'));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('medication.recordDoseTitle', { medicine: request.medicine_name, name: request.student_name })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            type="datetime-local"
            label={t('medication.givenAt')}
            value={givenAt}
            max={localNow()}
            onChange={(event) => setGivenAt(event.currentTarget.value)}
            error={future ? t('medication.givenAtFuture') : null}
            required
            size="md"
          />
          <TextInput
            label={t('medication.dose')}
            value={dose}
            onChange={(event) => setDose(event.currentTarget.value)}
            size="md"
          />
          <Select
            label={t('medication.forTime')}
            data={request.times}
            value={time}
            onChange={setTime}
            clearable
            size="md"
          />
          <Select
            label={t('medication.witness')}
            placeholder={t('medication.noWitness')}
            data={staffChoices.map((person) => ({ value: person._id, label: person.name }))}
            value={witness}
            onChange={setWitness}
            clearable
            searchable
            size="md"
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={48} onClick={onClose} disabled={record.isPending}>
              {t('medication.cancel')}
            </Button>
            <Button type="submit" h={48} loading={record.isPending}>
              {t('medication.saveDose')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
