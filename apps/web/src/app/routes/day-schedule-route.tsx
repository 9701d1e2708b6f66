import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayScheduleAdmin } from '../../features/day-schedule/components/day-schedule-admin';

/** /admin/academic-setup/day-schedule: the school's and age bands' days, and the balance targets. */
export function DayScheduleRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('daySchedule.adminTitle')}
        </Title>
        <Text c="dimmed">{t('daySchedule.adminIntro')}</Text>
      </Stack>
      <DayScheduleAdmin />
    </Stack>
  );
}
