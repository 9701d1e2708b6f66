import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { usePlatformOrganizations } from '../api/get-platform-organizations';
import { useSwitchSchool } from '../api/switch-school';
import { LoadError } from '../../../components/load-error';

/** Every organization with its schools; 'Switch' for the schools the platform admin belongs to. */
export function OrganizationList() {
  const { t } = useTranslation();
  const organizations = usePlatformOrganizations();
  const switchSchool = useSwitchSchool();

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
          <Title order={2} fz="h4">
            {organization.name}
          </Title>
          {organization.schools.map((school) => (
            <Card key={school._id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate="end">
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
