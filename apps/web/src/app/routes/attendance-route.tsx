import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AttendanceRegisterView } from '../../features/attendance/components/attendance-register';
import { AttendanceStatusLegend } from '../../features/attendance/components/attendance-status-legend';
import { ExcusalRequests } from '../../features/attendance/components/excusal-requests';
import { useRegisterDate } from '../../features/attendance/hooks/use-register-date';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { errorMessage } from '../../lib/error-message';

/**
 * /housekeeping/attendance: the selected class's register for a day, and the families' excusal
 * and leave requests to approve or decline.
 */
export function AttendanceRoute() {
  const { t } = useTranslation();
  const [date, setDate] = useRegisterDate();
  const { selectedClass, classes } = useClassFromAddress();

  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('attendance.register.title')}
          </Title>
          <Text c="dimmed">{t('attendance.classLabel', { name: selectedClass.class_name })}</Text>
        </Stack>
        <Anchor component={Link} to={`/housekeeping/attendance/dashboard${date ? `?date=${date}` : ''}`}>
          {t('attendance.dashboard.link')}
        </Anchor>
      </Group>
      {/* Keyed by class: switching class starts afresh. */}
      <AttendanceRegisterView
        key={selectedClass._id}
        classId={selectedClass._id}
        date={date}
        onDateChange={setDate}
      />
      <AttendanceStatusLegend />
      <Divider />
      <ExcusalRequests key={`requests-${selectedClass._id}`} classId={selectedClass._id} />
    </Stack>
  );
}
