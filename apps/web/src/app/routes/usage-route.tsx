import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaStorageCard } from '../../features/usage/components/media-storage-card';
import { UsageCharts } from '../../features/usage/components/usage-charts';

/** /admin/school-setup/usage: media storage, records per week by module, and the most active staff. */
export function UsageRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('usage.title')}
        </Title>
        <Text c="dimmed">{t('usage.intro')}</Text>
      </Stack>
      <MediaStorageCard />
      <UsageCharts />
    </Stack>
  );
}
