import type { SchoolRole } from '@cue/contracts';
import { Badge, Button, Group, Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useRoles } from '../api/list-roles';

/** The school's roles with how many staff hold each; choosing one opens it in the editor. */
export function RoleList({
  selectedId,
  onSelect,
  onNew,
}: {
  selectedId: string | null;
  onSelect: (role: SchoolRole) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const roles = useRoles();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('rolesSetup.listTitle')}
          </Title>
          <Button size="xs" onClick={onNew}>
            {t('rolesSetup.newRole')}
          </Button>
        </Group>
        {roles.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('rolesSetup.loading')}</Text>
          </Group>
        )}
        {roles.isError && (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text c="red">{t('rolesSetup.loadError')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessage(roles.error)}
            </Text>
            <Button variant="light" size="xs" onClick={() => void roles.refetch()}>
              {t('rolesSetup.retry')}
            </Button>
          </Stack>
        )}
        {roles.data?.length === 0 && <Text c="dimmed">{t('rolesSetup.empty')}</Text>}
        {roles.data?.map((role) => (
          <NavLink
            key={role._id}
            component="button"
            label={role.name}
            active={role._id === selectedId}
            onClick={() => onSelect(role)}
            rightSection={
              <Badge variant="light" color="gray">
                {t('rolesSetup.members', { count: role.member_count })}
              </Badge>
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}
