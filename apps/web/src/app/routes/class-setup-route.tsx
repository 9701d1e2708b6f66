import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClassSetupList } from '../../features/classes/components/class-setup-list';

/** /admin/school-setup/classes: create, edit and archive classes and choose their teachers. */
export function ClassSetupRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('classSetup.title')}
      </Title>
      <Text c="dimmed">{t('classSetup.intro')}</Text>
      <ClassSetupList />
    </Stack>
  );
}
