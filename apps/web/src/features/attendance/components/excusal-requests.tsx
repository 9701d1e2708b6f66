import type { Excusal } from '@cue/contracts';
import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useDecideExcusal } from '../api/decide-excusal';
import { useClassExcusals } from '../api/get-class-excusals';
import { statusColors } from '../attendance-statuses';
import { ExcusalDates } from './excusal-dates';
import { LoadError } from '../../../components/load-error';

const decisionColors = { pending: 'orange', approved: 'green', declined: 'gray', withdrawn: 'gray' } as const;

function RequestCard({ excusal, classId }: { excusal: Excusal; classId: string }) {
  const { t } = useTranslation();
  const decide = useDecideExcusal(classId);
  const act = (status: 'approved' | 'declined') =>
    decide.mutate(
      { excusal_id: excusal._id, status },
      {
        onSuccess: () =>
          showSuccess(
            t(
              status === 'approved'
                ? 'attendance.requests.approvedToast'
                : 'attendance.requests.declinedToast',
            ),
          ),
        onError: (error) => showError(errorMessage(error)),
      },
    );
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={excusal.student_name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{excusal.student_name}</Text>
          <Group gap={6}>
            <Badge color={statusColors[excusal.kind]} variant="light">
              {t(`attendance.requests.kinds.${excusal.kind}`)}
            </Badge>
            <Badge color={decisionColors[excusal.status]} variant="outline">
              {t(`attendance.requests.statuses.${excusal.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          <ExcusalDates excusal={excusal} />
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {excusal.reason}
        </Text>
        <Text size="xs" c="dimmed">
          {excusal.decided_by_name
            ? t('attendance.requests.decidedBy', { name: excusal.decided_by_name })
            : t('attendance.requests.requestedBy', { name: excusal.requested_by_name })}
        </Text>
        {excusal.status === 'pending' && (
          <Group gap="sm" grow>
            <Button
              h={48}
              color="green"
              loading={decide.isPending && decide.variables?.status === 'approved'}
              disabled={decide.isPending}
              aria-label={t('attendance.requests.approveFor', { name: excusal.student_name })}
              onClick={() => act('approved')}
            >
              {t('attendance.requests.approve')}
            </Button>
            <Button
              h={48}
              variant="default"
              loading={decide.isPending && decide.variables?.status === 'declined'}
              disabled={decide.isPending}
              aria-label={t('attendance.requests.declineFor', { name: excusal.student_name })}
              onClick={() => act('declined')}
            >
              {t('attendance.requests.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Staff: the class's excusal and leave requests, waiting ones first, with Approve (which pre-fills
 * the register for those days) and Decline. New requests arrive over realtime.
 */
export function ExcusalRequests({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const requests = useClassExcusals(classId);
  const sorted = [...(requests.data ?? [])].sort(
    (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="attendance-requests-heading">
      <Title order={2} fz="h3" id="attendance-requests-heading">
        {t('attendance.requests.heading')}
      </Title>
      {requests.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {requests.isError && (
        <LoadError
          title={t('attendance.requests.loadError')}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      )}
      {requests.isSuccess && sorted.length === 0 && <Text c="dimmed">{t('attendance.requests.empty')}</Text>}
      {sorted.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {sorted.map((excusal) => (
            <RequestCard key={excusal._id} excusal={excusal} classId={classId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
