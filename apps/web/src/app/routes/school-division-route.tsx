import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DivisionList } from '../../features/divisions/components/division-list';

/** /admin/school-setup/school-division: the divisions that group classes. */
export function SchoolDivisionRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('divisions.title')}
      </Title>
      <Text c="dimmed">{t('divisions.intro')}</Text>
      <DivisionList />
    </Stack>
  );
}
