import { NOT_MARKED, markedStatuses } from '@cue/contracts';
import {
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fullName } from '../../../lib/person-name';
import { useAttendanceDashboard } from '../api/get-attendance-dashboard';
import { useClassRegister } from '../api/get-class-register';
import { statusColors } from '../attendance-statuses';
import { AttendanceTrendChart } from './attendance-trend-chart';
import { StudentAttendanceSummaryView } from './student-attendance-summary';
import { LoadError } from '../../../components/load-error';

/** One child's week, month or year, chosen from the class. */
function StudentViews({ classId, date }: { classId: string; date: string | undefined }) {
  const { t } = useTranslation();
  const register = useClassRegister(classId, date);
  const [studentId, setStudentId] = useState<string | null>(null);
  const options = (register.data?.student_attendance_list ?? []).map((row) => ({
    value: row.student_id,
    label: fullName(row),
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="attendance-student-heading">
      <Title order={2} fz="h3" id="attendance-student-heading">
        {t('attendance.dashboard.studentHeading')}
      </Title>
      <Select
        label={t('attendance.dashboard.student')}
        placeholder={t('attendance.dashboard.studentPlaceholder')}
        data={options}
        value={studentId}
        onChange={setStudentId}
        searchable
        size="md"
        disabled={!register.isSuccess}
      />
      {studentId && <StudentAttendanceSummaryView key={studentId} studentId={studentId} date={date} />}
    </Stack>
  );
}

/** /housekeeping/attendance/dashboard: a class's day by status, its 30-day trend, each child's views. */
export function AttendanceDashboardView({
  classId,
  date,
  onDateChange,
}: {
  classId: string;
  date: string | undefined;
  onDateChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const dashboard = useAttendanceDashboard(classId, date);

  return (
    <Stack gap="lg">
      <TextInput
        type="date"
        label={t('attendance.register.date')}
        value={dashboard.data?.date ?? date ?? ''}
        onChange={(event) => {
          if (event.currentTarget.value) onDateChange(event.currentTarget.value);
        }}
        size="md"
        w={{ base: '100%', sm: 220 }}
      />
      {dashboard.isPending && (
        <Center py="xl" role="status" aria-label={t('shell.loading')}>
          <Loader />
        </Center>
      )}
      {dashboard.isError && (
        <LoadError
          title={t('attendance.dashboard.loadError')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.isSuccess && (
        <>
          <Group gap="xs">
            <Badge color={dashboard.data.is_saved ? 'green' : 'gray'} variant="light" size="lg">
              {dashboard.data.is_saved
                ? t('attendance.register.markedComplete')
                : t('attendance.dashboard.notComplete')}
            </Badge>
            <Badge
              color={dashboard.data.pending_excusals > 0 ? 'orange' : 'gray'}
              variant="outline"
              size="lg"
            >
              {t('attendance.dashboard.pendingRequests', { count: dashboard.data.pending_excusals })}
            </Badge>
          </Group>
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 6 }}
            spacing="sm"
            role="list"
            aria-label={t('attendance.register.countsLabel')}
          >
            {markedStatuses.map((status) => (
              <Paper key={status} withBorder radius="md" p="sm" role="listitem">
                <Text size="sm" c={`${statusColors[status]}.8`} fw={600}>
                  {t(`attendance.status.${status}`)}
                </Text>
                <Text fz="h2" fw={700}>
                  {dashboard.data.counts[status]}
                </Text>
              </Paper>
            ))}
            <Paper withBorder radius="md" p="sm" role="listitem">
              <Text size="sm" c="dimmed" fw={600}>
                {t('attendance.status.NA')}
              </Text>
              <Text fz="h2" fw={700}>
                {dashboard.data.counts[NOT_MARKED]}
              </Text>
            </Paper>
          </SimpleGrid>
          <Stack gap="xs" component="section" aria-labelledby="attendance-trend-heading">
            <Title order={2} fz="h3" id="attendance-trend-heading">
              {t('attendance.dashboard.trendHeading')}
            </Title>
            {dashboard.data.trend.length === 0 ? (
              <Text c="dimmed">{t('attendance.dashboard.noTrend')}</Text>
            ) : (
              <AttendanceTrendChart dashboard={dashboard.data} />
            )}
          </Stack>
        </>
      )}
      <StudentViews classId={classId} date={date} />
    </Stack>
  );
}
