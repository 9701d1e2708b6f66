import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ModuleSwitches } from '../../features/school-modules/components/module-switches';

/** /admin/school-setup/permissions/settings: the school's modules on and off. */
export function SchoolModulesRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('schoolModules.title')}
        </Title>
        <Text c="dimmed">{t('schoolModules.intro')}</Text>
      </Stack>
      <ModuleSwitches />
    </Stack>
  );
}
