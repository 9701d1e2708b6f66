import { Title, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchoolDashboardView } from '../../features/school-dashboard/components/school-dashboard-view';

/** /admin/school-setup/dashboard: the school's counts and what needs attention. */
export function SchoolDashboardRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('schoolDashboard.title')}
      </Title>
      <SchoolDashboardView />
    </Stack>
  );
}
