import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { ClassDayCycleView } from '../../features/day-schedule/components/class-day-cycle-view';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { errorMessage } from '../../lib/error-message';

/** /planning/day-cycle: the selected class's day, where it comes from, and its balance check. */
export function DayCycleRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('daySchedule.cycleTitle')}
        </Title>
        <Text c="dimmed">{t('daySchedule.cycleClass', { name: selectedClass.class_name })}</Text>
      </Stack>
      <ClassDayCycleView
        key={selectedClass._id}
        classId={selectedClass._id}
        ageRange={selectedClass.age_range}
      />
    </Stack>
  );
}
