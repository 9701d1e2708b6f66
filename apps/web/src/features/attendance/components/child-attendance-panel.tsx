import type { ChildSummary, Excusal } from '@cue/contracts';
import { Badge, Button, Card, Divider, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatStoredDate } from '../../../lib/dates';
import { showError, showSuccess } from '../../../lib/notify';
import { useWithdrawChildExcusal } from '../api/withdraw-child-excusal';
import { fullName } from '../../../lib/person-name';
import { useChildExcusals } from '../api/fetch-child-excusals';
import { useChildClasses } from '../api/get-child-classes';
import { statusColors } from '../attendance-statuses';
import { ExcusalDates } from './excusal-dates';
import { ExcusalRequestForm } from './excusal-request-form';
import { StudentAttendanceSummaryView } from './student-attendance-summary';

const decisionColors = { pending: 'orange', approved: 'green', declined: 'gray', withdrawn: 'gray' } as const;

/** The request's days as text (for the confirm and the button's accessible name). */
function datesText(excusal: Excusal, t: TFunction): string {
  const [start, end] = [formatStoredDate(excusal.start_date), formatStoredDate(excusal.end_date)];
  return start === end ? start : t('attendance.requests.range', { start, end });
}

/** Asks before withdrawing: a tap by mistake must not take back a request the school is about to see. */
function WithdrawConfirm({ excusal, onClose }: { excusal: Excusal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawChildExcusal();
  const confirm = () => {
    if (!excusal) return;
    withdraw.mutate(excusal._id, {
      onSuccess: () => {
        showSuccess(t('attendance.parent.withdrawnToast'));
        onClose();
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };
  return (
    <Modal opened={excusal !== null} onClose={onClose} title={t('attendance.parent.withdrawConfirm.title')}>
      <Stack gap="md">
        <Text>
          {excusal &&
            t('attendance.parent.withdrawConfirm.body', {
              kind: t(`attendance.requests.kinds.${excusal.kind}`),
              dates: datesText(excusal, t),
            })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={48} onClick={onClose} disabled={withdraw.isPending}>
            {t('attendance.parent.withdrawConfirm.cancel')}
          </Button>
          <Button color="red" h={48} onClick={confirm} loading={withdraw.isPending}>
            {t('attendance.parent.withdrawConfirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The child's requests in one class, newest first; a waiting one can be withdrawn. */
function ChildRequests({ classId, studentId }: { classId: string; studentId: string }) {
  const { t } = useTranslation();
  const requests = useChildExcusals(classId, studentId);
  const [withdrawing, setWithdrawing] = useState<Excusal | null>(null);
  if (requests.isPending) return null;
  if (requests.isError) return <Text c="red">{errorMessage(requests.error)}</Text>;
  if (requests.data.length === 0) return <Text c="dimmed">{t('attendance.parent.noRequests')}</Text>;
  return (
    <>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('attendance.parent.requestsHeading')}
      >
        {requests.data.map((excusal) => (
          <Card key={excusal._id} component="li" withBorder radius="md" padding="xs">
            <Group justify="space-between" gap="xs">
              <Group gap={6}>
                <Badge color={statusColors[excusal.kind]} variant="light">
                  {t(`attendance.requests.kinds.${excusal.kind}`)}
                </Badge>
                <Text size="sm">
                  <ExcusalDates excusal={excusal} />
                </Text>
              </Group>
              <Badge color={decisionColors[excusal.status]} variant="outline">
                {t(`attendance.requests.statuses.${excusal.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {excusal.reason}
            </Text>
            {excusal.status === 'pending' && (
              <Group justify="flex-end" mt={4}>
                <Button
                  h={44}
                  variant="subtle"
                  color="red"
                  aria-label={t('attendance.parent.withdrawFor', { dates: datesText(excusal, t) })}
                  onClick={() => setWithdrawing(excusal)}
                >
                  {t('attendance.parent.withdraw')}
                </Button>
              </Group>
            )}
          </Card>
        ))}
      </Stack>
      <WithdrawConfirm excusal={withdrawing} onClose={() => setWithdrawing(null)} />
    </>
  );
}

/**
 * Parent dashboard: the child's attendance (this week, month or year) and their excusal and leave
 * requests, with a form to ask for one. Realtime 'attendance' and 'excusal' events refresh it.
 */
export function ChildAttendancePanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const classes = useChildClasses(child._id);
  const [chosenClassId, setChosenClassId] = useState<string | null>(null);
  const [isAsking, setAsking] = useState(false);
  const classList = classes.data ?? [];
  const classId =
    classList.find((c) => c.class_id === chosenClassId)?.class_id ?? classList[0]?.class_id ?? null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-attendance-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-attendance-heading">
            {t('attendance.parent.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('attendance.parent.intro', { name: fullName(child) })}
          </Text>
        </Stack>
        <StudentAttendanceSummaryView studentId={child._id} />
        <Divider />
        <Title order={3} fz="h5">
          {t('attendance.parent.requestsHeading')}
        </Title>
        {classes.isError && <Text c="red">{errorMessage(classes.error)}</Text>}
        {classes.isSuccess && classId === null && (
          <Text c="dimmed">{t('attendance.parent.noClass', { name: fullName(child) })}</Text>
        )}
        {classId !== null && (
          <>
            {classList.length > 1 && (
              <Select
                label={t('attendance.parent.class')}
                data={classList.map((c) => ({ value: c.class_id, label: c.class_name }))}
                value={classId}
                onChange={setChosenClassId}
                allowDeselect={false}
                size="md"
              />
            )}
            {isAsking ? (
              <ExcusalRequestForm classId={classId} studentId={child._id} onDone={() => setAsking(false)} />
            ) : (
              <Button h={48} variant="light" onClick={() => setAsking(true)}>
                {t('attendance.parent.ask')}
              </Button>
            )}
            <ChildRequests classId={classId} studentId={child._id} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
