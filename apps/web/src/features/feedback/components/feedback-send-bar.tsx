import type { AssessmentCycle, FeedbackForm } from '@cue/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useSendFeedbackForm } from '../api/feedback-forms';
import { useDayFormat } from '../feedback-text';

/**
 * The parent form's sending: not sent yet, or when it went and how many reminders followed, with
 * how many families have answered; Send (then Send a reminder) while the cycle runs.
 */
export function FeedbackSendBar({ form, cycle }: { form: FeedbackForm; cycle: AssessmentCycle }) {
  const { t } = useTranslation();
  const send = useSendFeedbackForm();
  const day = useDayFormat();
  const isSent = form.sent_at !== null;
  const canSend = cycle.phase === 'current';
  const run = () =>
    send.mutate(form._id, {
      onSuccess: () => showSuccess(t(isSent ? 'feedback.send.reminded' : 'feedback.send.sent')),
      onError: (error) => showError(errorMessage(error)),
    });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('feedback.send.heading')}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>
            {isSent ? t('feedback.send.sentOn', { date: day(form.sent_at!) }) : t('feedback.send.notSent')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('feedback.send.answered', { answered: form.answer_count, total: form.roster_count })}
            {isSent && ` · ${t('feedback.send.reminders', { count: form.reminder_count })}`}
          </Text>
          {!canSend && (
            <Text size="sm" c="dimmed">
              {t(cycle.phase === 'past' ? 'feedback.send.closed' : 'feedback.send.notStarted')}
            </Text>
          )}
        </Stack>
        {canSend && (
          <Button onClick={run} loading={send.isPending} variant={isSent ? 'default' : 'filled'}>
            {t(isSent ? 'feedback.send.remind' : 'feedback.send.send')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
