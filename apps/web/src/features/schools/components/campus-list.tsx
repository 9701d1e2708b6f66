import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useUserSchools } from '../api/get-user-schools';
import { useSwitchSchool } from '../api/switch-school';
import { LoadError } from '../../../components/load-error';

/**
 * The schools of the staff member's organizations: 'Switch' on each of theirs other than the
 * current one; the others are listed as 'Not a member'.
 */
export function CampusList() {
  const { t } = useTranslation();
  const schools = useUserSchools();
  const switchSchool = useSwitchSchool();

  if (schools.isPending) return <Skeleton height={72} radius="md" aria-busy />;
  if (schools.isError) {
    return <LoadError error={schools.error} onRetry={() => void schools.refetch()} />;
  }
  return (
    <Stack gap="sm">
      {schools.data.map((school) => (
        <Card key={school._id} withBorder radius="md" padding="md" component="article">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Text fw={700} truncate="end" dir="auto">
                {school.name}
              </Text>
              <Text size="sm" c="dimmed" truncate="end" dir="auto">
                {school.organization.name}
              </Text>
              <Group gap={4}>
                {school.is_active && <Badge variant="light">{t('navigation.schools.active')}</Badge>}
                {school.admin && (
                  <Badge variant="outline" color="gray">
                    {t('navigation.schools.admin')}
                  </Badge>
                )}
              </Group>
            </Stack>
            {!school.is_member && (
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('navigation.schools.notMember')}
              </Text>
            )}
            {school.is_member && !school.is_active && (
              <Button
                h={44}
                aria-label={t('navigation.schools.switchTo', { school: school.name })}
                loading={switchSchool.isPending && switchSchool.variables === school._id}
                disabled={switchSchool.isPending}
                onClick={() => switchSchool.mutate(school._id)}
              >
                {t('navigation.schools.switch')}
              </Button>
            )}
          </Group>
        </Card>
      ))}
      {schools.data.every((school) => school.is_active || !school.is_member) && (
        <Text c="dimmed">{t('navigation.schools.noSchools')}</Text>
      )}
    </Stack>
  );
}
