import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { AttendanceDashboardView } from '../../features/attendance/components/attendance-dashboard';
import { useRegisterDate } from '../../features/attendance/hooks/use-register-date';
import { useSelectedClass } from '../../features/classes/hooks/use-selected-class';
import { errorMessage } from '../../lib/error-message';

/** /housekeeping/attendance/dashboard: the selected class's counts, 30-day trend and each child's views. */
export function AttendanceDashboardRoute() {
  const { t } = useTranslation();
  const [date, setDate] = useRegisterDate();
  const { selectedClass, classes } = useSelectedClass();

  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('attendance.dashboard.title')}
        </Title>
        <Text c="dimmed">{t('attendance.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      <AttendanceDashboardView
        key={selectedClass._id}
        classId={selectedClass._id}
        date={date}
        onDateChange={setDate}
      />
    </Stack>
  );
}
