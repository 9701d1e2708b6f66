import type { RolePermissions } from '@cue/contracts';
import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSchoolSettings } from '../../schools/api/get-school-settings';
import { previewNavigation } from '../preview-navigation';

/** "View as": the navigation a role's switches give in this school, from the real menu rules. */
export function RolePreview({ name, permissions }: { name: string; permissions: RolePermissions }) {
  const { t } = useTranslation();
  const settings = useSchoolSettings();
  const preview = useMemo(
    () =>
      settings.data
        ? previewNavigation(permissions, {
            schoolPermissions: settings.data.school_permissions,
            menuProfile: settings.data.menu_profile,
          })
        : null,
    [permissions, settings.data],
  );
  const titleId = useId();
  const nothing = <Text c="dimmed">{t('rolesSetup.preview.nothing')}</Text>;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('rolesSetup.preview.title', { name: name || t('rolesSetup.newRoleTitle') })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rolesSetup.preview.intro')}
        </Text>
        {settings.isPending && <Loader size="sm" />}
        {settings.isError && <Text c="red">{errorMessage(settings.error)}</Text>}
        {preview && (
          <>
            <Title order={3} fz="h5">
              {t('rolesSetup.preview.tabs')}
            </Title>
            <Group gap="xs">
              {preview.tabs.map((tab) => (
                <Badge key={tab.id} variant="light">
                  {t(`navigation.tabs.${tab.id}`)}
                </Badge>
              ))}
            </Group>
            <Title order={3} fz="h5">
              {t('rolesSetup.preview.quickNav')}
            </Title>
            {preview.quickNav.length === 0
              ? nothing
              : preview.quickNav.map((group) => (
                  <Stack key={group.section} gap={4}>
                    <Text fw={600} size="sm">
                      {t(`navigation.sections.${group.section}`)}
                    </Text>
                    <Group gap={6}>
                      {group.entries.map((entry) => (
                        <Badge key={entry.id} variant="outline" color="gray" tt="none">
                          {t(`navigation.links.${entry.id}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                ))}
            <Title order={3} fz="h5">
              {t('rolesSetup.preview.avatarMenu')}
            </Title>
            <Stack gap={4}>
              {preview.avatarMenu.map(({ item, entries }) => (
                <Text key={item.id} size="sm">
                  <Text span fw={600}>
                    {t(`navigation.avatarMenu.${item.id}`)}
                  </Text>
                  {entries.length > 0 && `: ${entries.map((e) => t(`navigation.links.${e.id}`)).join(', ')}`}
                </Text>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
