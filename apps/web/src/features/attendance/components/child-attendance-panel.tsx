import type { ChildSummary } from '@cue/contracts';
import { Badge, Button, Card, Divider, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { useChildExcusals } from '../api/fetch-child-excusals';
import { useChildClasses } from '../api/get-child-classes';
import { statusColors } from '../attendance-statuses';
import { ExcusalDates } from './excusal-dates';
import { ExcusalRequestForm } from './excusal-request-form';
import { StudentAttendanceSummaryView } from './student-attendance-summary';

const decisionColors = { pending: 'orange', approved: 'green', declined: 'gray' } as const;

/** The child's requests in one class, newest first. */
function ChildRequests({ classId, studentId }: { classId: string; studentId: string }) {
  const { t } = useTranslation();
  const requests = useChildExcusals(classId, studentId);
  if (requests.isPending) return null;
  if (requests.isError) return <Text c="red">{errorMessage(requests.error)}</Text>;
  if (requests.data.length === 0) return <Text c="dimmed">{t('attendance.parent.noRequests')}</Text>;
  return (
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
        </Card>
      ))}
    </Stack>
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
