import {
  attendancePeriods,
  markedStatuses,
  type AttendancePeriod,
  type StudentAttendanceSummary,
} from '@cue/contracts';
import { Badge, Center, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatStoredDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useStudentAttendance } from '../api/get-student-attendance';
import { statusColors } from '../attendance-statuses';

function Counts({ summary }: { summary: StudentAttendanceSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="list" aria-label={t('attendance.summary.countsLabel')}>
      {markedStatuses.map((status) => (
        <Badge key={status} role="listitem" color={statusColors[status]} variant="light" size="lg">
          {t(`attendance.status.${status}`)}: {summary.counts[status]}
        </Badge>
      ))}
    </Group>
  );
}

/** Week and month: each marked day; year: the marked days of each month. */
function Days({ summary }: { summary: StudentAttendanceSummary }) {
  const { t } = useTranslation();
  if (summary.days.length === 0) return <Text c="dimmed">{t('attendance.summary.noDays')}</Text>;
  if (summary.period === 'year') {
    const months = new Map<string, Record<string, number>>();
    for (const day of summary.days) {
      const month = day.date.slice(0, 7);
      const counts = months.get(month) ?? {};
      counts[day.attendance_status] = (counts[day.attendance_status] ?? 0) + 1;
      months.set(month, counts);
    }
    return (
      <Table.ScrollContainer minWidth={360}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('attendance.summary.month')}</Table.Th>
              {markedStatuses.map((status) => (
                <Table.Th key={status}>{t(`attendance.status.${status}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...months].map(([month, counts]) => (
              <Table.Tr key={month}>
                <Table.Td>{formatDate(`${month}-01`, 'MMM YYYY')}</Table.Td>
                {markedStatuses.map((status) => (
                  <Table.Td key={status}>{counts[status] ?? 0}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {summary.days.map((day) => (
        <Group component="li" key={`${day.date}-${day.class_id}`} justify="space-between" gap="xs">
          <Text size="sm">{formatDate(day.date, 'ddd, DD-MM-YYYY')}</Text>
          <Badge color={statusColors[day.attendance_status]} variant="light">
            {t(`attendance.status.${day.attendance_status}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/** A child's attendance for the week, month or year holding `date` (the school's today by default). */
export function StudentAttendanceSummaryView({ studentId, date }: { studentId: string; date?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [period, setPeriod] = useState<AttendancePeriod>('week');
  const summary = useStudentAttendance(studentId, period, date);
  return (
    <Stack gap="sm">
      <Text id={labelId} size="sm" fw={500}>
        {t('attendance.summary.periodLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={period}
        onChange={(value) => setPeriod(value as AttendancePeriod)}
        data={attendancePeriods.map((value) => ({ value, label: t(`attendance.summary.periods.${value}`) }))}
        size="md"
      />
      {summary.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {summary.isError && <Text c="red">{errorMessage(summary.error)}</Text>}
      {summary.isSuccess && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('attendance.requests.range', {
              start: formatStoredDate(summary.data.start_date),
              end: formatStoredDate(summary.data.end_date),
            })}
          </Text>
          {/* One rule (attendancePercent in contracts): excused and leave days are no absences. */}
          <Text fw={500}>
            {summary.data.attendance_percent === null
              ? t('attendance.summary.noShare')
              : t('attendance.summary.presentShare', { percent: summary.data.attendance_percent })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('attendance.summary.shareNote')}
          </Text>
          <Counts summary={summary.data} />
          <Days summary={summary.data} />
        </Stack>
      )}
    </Stack>
  );
}
