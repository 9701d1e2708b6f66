import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AddSchoolForm } from '../../platform/components/add-school-form';

import { usePlatformOrganizations } from '../api/get-platform-organizations';
import { useSwitchSchool } from '../api/switch-school';
import { LoadError } from '../../../components/load-error';

/**
 * Every organization with its schools; 'Switch' for the schools the platform admin belongs to,
 * and 'Add school' opening the new-school form under its organization.
 */
export function OrganizationList() {
  const { t } = useTranslation();
  const organizations = usePlatformOrganizations();
  const switchSchool = useSwitchSchool();
  const [addingTo, setAddingTo] = useState<string | null>(null);

  if (organizations.isPending) return <Skeleton height={120} radius="md" aria-busy />;
  if (organizations.isError) {
    return <LoadError error={organizations.error} onRetry={() => void organizations.refetch()} />;
  }
  if (organizations.data.length === 0)
    return <Text c="dimmed">{t('navigation.schools.noOrganizations')}</Text>;
  return (
    <Stack gap="lg">
      {organizations.data.map((organization) => (
        <Stack key={organization._id} gap="xs" component="section">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} fz="h4">
              {organization.name}
            </Title>
            {addingTo !== organization._id && (
              <Button
                variant="light"
                h={44}
                aria-label={t('platform.organizations.addSchoolTo', { organization: organization.name })}
                onClick={() => setAddingTo(organization._id)}
              >
                {t('platform.organizations.addSchool')}
              </Button>
            )}
          </Group>
          {addingTo === organization._id && (
            <AddSchoolForm organization={organization} onClose={() => setAddingTo(null)} />
          )}
          {organization.schools.length === 0 && addingTo !== organization._id && (
            <Text size="sm" c="dimmed">
              {t('platform.organizations.noSchools')}
            </Text>
          )}
          {organization.schools.map((school) => (
            <Card key={school._id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate="end" dir="auto">
                  {school.name}
                </Text>
                {school.is_member ? (
                  <Button
                    h={44}
                    aria-label={t('navigation.schools.switchTo', { school: school.name })}
                    loading={switchSchool.isPending && switchSchool.variables === school._id}
                    disabled={switchSchool.isPending}
                    onClick={() => switchSchool.mutate(school._id)}
                  >
                    {t('navigation.schools.switch')}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('navigation.schools.notMember')}
                  </Text>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
