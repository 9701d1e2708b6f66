import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportDownloads } from '../../features/reports/components/report-downloads';

/** /admin/school-setup/reports: the school's CSV downloads. */
export function ReportsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('reports.title')}
        </Title>
        <Text c="dimmed">{t('reports.intro')}</Text>
      </Stack>
      <ReportDownloads />
    </Stack>
  );
}
