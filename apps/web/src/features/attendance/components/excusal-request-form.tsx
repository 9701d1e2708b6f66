import { MAX_EXCUSAL_REASON_LENGTH, type ExcusalKind } from '@cue/contracts';
import { freeTextError } from '../../../lib/free-text-check';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSaveDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useCreateChildExcusal } from '../api/create-child-excusal';

/** The kinds a parent can ask for, in the form's order. */
const excusalKinds: readonly ExcusalKind[] = ['leave', 'excused'];

/** A parent's request that their child be on leave or excused for a range of days, with a reason. */
export function ExcusalRequestForm({
  classId,
  studentId,
  onDone,
}: {
  classId: string;
  studentId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const kindLabelId = useId();
  const today = formatSaveDate(new Date());
  const [kind, setKind] = useState<ExcusalKind>('leave');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const create = useCreateChildExcusal();

  const rangeError =
    endDate && startDate && endDate < startDate ? t('attendance.requestForm.endBeforeStart') : null;
  const reasonError = freeTextError(
    reason,
    MAX_EXCUSAL_REASON_LENGTH,
    t('attendance.requestForm.reasonRequired'),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!startDate || !endDate || rangeError || reasonError) return;
    create.mutate(
      {
        classId,
        input: {
          student_id: studentId,
          kind,
          start_date: startDate,
          end_date: endDate,
          reason: reason.trim(),
        },
      },
      {
        onSuccess: () => {
          showSuccess(t('attendance.requestForm.sentToast'));
          onDone();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('attendance.requestForm.heading')}>
      <Stack gap="sm">
        <Text id={kindLabelId} size="sm" fw={500}>
          {t('attendance.requestForm.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby={kindLabelId}
          value={kind}
          onChange={(value) => setKind(value as ExcusalKind)}
          data={excusalKinds.map((value) => ({ value, label: t(`attendance.requests.kinds.${value}`) }))}
          size="md"
        />
        {/* What each kind means, so a parent picks the right one (and knows neither is an absence). */}
        <Stack gap={4}>
          {excusalKinds.map((option) => (
            <Text key={option} size="sm" c={option === kind ? undefined : 'dimmed'}>
              <Text span fw={600} size="sm">
                {t(`attendance.requests.kinds.${option}`)}:
              </Text>{' '}
              {t(`attendance.statusHelp.${option}`)}
            </Text>
          ))}
        </Stack>
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t('attendance.requestForm.from')}
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            required
            size="md"
            error={showErrors && !startDate ? t('attendance.requestForm.dateRequired') : null}
          />
          <TextInput
            type="date"
            label={t('attendance.requestForm.to')}
            value={endDate}
            min={startDate || undefined}
            onChange={(event) => setEndDate(event.currentTarget.value)}
            required
            size="md"
            error={showErrors ? (!endDate ? t('attendance.requestForm.dateRequired') : rangeError) : null}
          />
        </Group>
        <Textarea
          label={t('attendance.requestForm.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={MAX_EXCUSAL_REASON_LENGTH}
          rows={3}
          required
          size="md"
          error={showErrors ? reasonError : null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={48} onClick={onDone} disabled={create.isPending}>
            {t('attendance.requestForm.cancel')}
          </Button>
          <Button type="submit" h={48} loading={create.isPending}>
            {t('attendance.requestForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
