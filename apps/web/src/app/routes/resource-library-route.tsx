import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourceLibrary } from '../../features/resources/components/resource-library';

/** /planning/resource-library: the school's files, links and materials lists, shared by its staff. */
export function ResourceLibraryRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('resources.title')}
        </Title>
        <Text c="dimmed">{t('resources.intro')}</Text>
      </Stack>
      <ResourceLibrary />
    </Stack>
  );
}
