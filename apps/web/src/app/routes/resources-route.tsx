import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourceLibrary } from '../../features/resources/components/resource-library';

/** /admin/academic-setup/resources: the library managed (academic_setup.resources): every resource, archived ones too. */
export function ResourcesRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('resources.manageTitle')}
        </Title>
        <Text c="dimmed">{t('resources.manageIntro')}</Text>
      </Stack>
      <ResourceLibrary manage />
    </Stack>
  );
}
