import type { StudentReportCard } from '@cue/contracts';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { showError, showSuccess } from '../../../lib/notify';
import { usePublishReportCard } from '../api/publish-report-card';
import { isAfter, toMeridiemTime, tomorrowMorning } from '../report-card-time';

/**
 * Publishes a child's current version to their family now, or at a date and time (the school's
 * clock: the server turns it into an instant). A draft version cannot be published: the form
 * says why instead of offering it.
 */
export function PublishReportCardModal({
  cycleId,
  student,
  onClose,
}: {
  cycleId: string;
  student: StudentReportCard | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const publish = usePublishReportCard(cycleId);
  const start = tomorrowMorning(new Date());
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const current = student?.versions[0] ?? null;

  const submit = () => {
    if (!student) return;
    const found: typeof errors = {};
    if (when === 'later') {
      if (!date) found.date = t('reportCards.publishModal.dateRequired');
      if (!toMeridiemTime(time)) found.time = t('reportCards.publishModal.timeRequired');
      else if (date && !isAfter(date, time, new Date()))
        found.time = t('reportCards.publishModal.mustBeFuture');
    }
    setErrors(found);
    if (found.date || found.time) return;
    const input = when === 'later' ? { date, time: toMeridiemTime(time)! } : {};
    publish.mutate(
      { studentId: student.student_id, input },
      {
        onSuccess: () => {
          showSuccess(
            when === 'later'
              ? t('reportCards.publishModal.scheduled')
              : t('reportCards.publishModal.published'),
          );
          onClose();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title={
        student
          ? t('reportCards.publishModal.title', {
              name: fullName({ first_name: student.first_name, last_name: student.last_name }),
            })
          : ''
      }
      centered
      fullScreen={false}
    >
      <Stack gap="md">
        {current?.draft ? (
          <Text size="sm" c="red" role="alert">
            {t('reportCards.publishModal.draftNote')}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('reportCards.publishModal.intro', { version: current?.version ?? 0 })}</Text>
            <SegmentedControl
              fullWidth
              value={when}
              onChange={(value) => setWhen(value as 'now' | 'later')}
              data={[
                { value: 'now', label: t('reportCards.publishModal.now') },
                { value: 'later', label: t('reportCards.publishModal.later') },
              ]}
            />
            {when === 'later' && (
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('reportCards.publishModal.date')}
                  value={date}
                  onChange={(event) => setDate(event.currentTarget.value)}
                  error={errors.date}
                  miw={140}
                />
                <TextInput
                  type="time"
                  label={t('reportCards.publishModal.time')}
                  value={time}
                  onChange={(event) => setTime(event.currentTarget.value)}
                  error={errors.time}
                  miw={120}
                />
              </Group>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reportCards.cancel')}
          </Button>
          {!current?.draft && (
            <Button onClick={submit} loading={publish.isPending}>
              {when === 'later'
                ? t('reportCards.publishModal.schedule')
                : t('reportCards.publishModal.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
