import { rolePermissionKeys, type RolePermissionGroup, type RolePermissions } from '@cue/contracts';
import { Paper, SimpleGrid, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const groups = Object.keys(rolePermissionKeys) as RolePermissionGroup[];

/**
 * Every role permission of the spec as a switch, grouped as contracts' rolePermissionKeys
 * (school setup, platform, daily communication, academic setup, management), in plain words.
 * Platform switches are read-only unless the editor is a platform admin (the server checks too).
 */
export function PermissionSwitches({
  permissions,
  onChange,
  mayChangePlatform,
  errorField,
  error,
}: {
  permissions: RolePermissions;
  onChange: (next: RolePermissions) => void;
  mayChangePlatform: boolean;
  /** The switch a server refusal names ('permissions.admin_portal.roles'), shown at that switch. */
  errorField: string | null;
  error: string | null;
}) {
  const { t } = useTranslation();
  const toggle = (group: RolePermissionGroup, key: string, value: boolean) =>
    onChange({ ...permissions, [group]: { ...permissions[group], [key]: value } });
  return (
    <>
      {groups.map((group) => {
        const locked = group === 'super_admin' && !mayChangePlatform;
        const values: Record<string, boolean> = permissions[group];
        return (
          <Paper key={group} component="fieldset" withBorder radius="md" p="md" m={0}>
            <Title order={3} fz="h5" component="legend" px={4}>
              {t(`rolesSetup.groups.${group}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {locked ? t('rolesSetup.platformLocked') : t(`rolesSetup.groups.${group}.description`)}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {rolePermissionKeys[group].map((key) => {
                const field = `permissions.${group}.${key}`;
                return (
                  <Switch
                    key={key}
                    label={t(
                      `rolesSetup.groups.${group}.keys.${key}` as 'rolesSetup.groups.admin_portal.keys.staff',
                    )}
                    checked={values[key] === true}
                    disabled={locked}
                    onChange={(event) => toggle(group, key, event.currentTarget.checked)}
                    error={errorField === field ? error : undefined}
                  />
                );
              })}
            </SimpleGrid>
          </Paper>
        );
      })}
    </>
  );
}
