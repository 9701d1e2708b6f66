import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddOrganizationForm } from '../../features/platform/components/add-organization-form';
import { OrganizationList } from '../../features/schools/components/organization-list';

/**
 * /super_admin/organization: platform admins add organizations and schools (with each school's
 * first admin) and switch to any school they belong to.
 */
export function OrganizationsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('navigation.schools.organizationsTitle')}
      </Title>
      <AddOrganizationForm />
      <OrganizationList />
    </Stack>
  );
}
