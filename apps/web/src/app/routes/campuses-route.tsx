import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CampusList } from '../../features/schools/components/campus-list';

/** /campuses: switch between the staff member's schools. */
export function CampusesRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('navigation.schools.campusesTitle')}
      </Title>
      <CampusList />
    </Stack>
  );
}
