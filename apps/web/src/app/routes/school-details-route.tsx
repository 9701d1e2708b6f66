import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchoolDetailsForm } from '../../features/school-details/components/school-details-form';

/** /admin/school-setup/school-details: the school's name, address, logo, time zone, direction and academic year. */
export function SchoolDetailsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('schoolDetails.title')}
      </Title>
      <Text c="dimmed">{t('schoolDetails.intro')}</Text>
      <SchoolDetailsForm />
    </Stack>
  );
}
