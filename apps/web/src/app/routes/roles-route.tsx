import { uniformRolePermissions, type SchoolRole } from '@cue/contracts';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleEditor, type RoleDraft } from '../../features/roles/components/role-editor';
import { RoleList } from '../../features/roles/components/role-list';
import { RolePreview } from '../../features/roles/components/role-preview';

type Editing = { role: SchoolRole | null; draft: RoleDraft };

/** /admin/school-setup/permissions/roles: the roles, an editor of their switches, "view as". */
export function RolesRoute() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = (role: SchoolRole | null) =>
    setEditing({
      role,
      draft: role
        ? { name: role.name, permissions: role.permissions }
        : { name: '', permissions: uniformRolePermissions(false) },
    });

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('rolesSetup.title')}
      </Title>
      <Text c="dimmed">{t('rolesSetup.intro')}</Text>
      {/* One column on a phone; from md the list beside the editor. */}
      <Box display={{ base: 'block', md: 'flex' }} style={{ alignItems: 'flex-start' }}>
        <Box w={{ base: '100%', md: 300 }} mb="md" me={{ md: 'md' }} style={{ flexShrink: 0 }}>
          <RoleList selectedId={editing?.role?._id ?? null} onSelect={open} onNew={() => open(null)} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {editing ? (
            <Stack gap="md">
              <RoleEditor
                key={editing.role?._id ?? 'new'}
                role={editing.role}
                draft={editing.draft}
                onDraftChange={(draft) => setEditing({ ...editing, draft })}
                onSaved={open}
                onArchived={() => setEditing(null)}
              />
              <RolePreview name={editing.draft.name} permissions={editing.draft.permissions} />
            </Stack>
          ) : (
            <Text c="dimmed">{t('rolesSetup.chooseRole')}</Text>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
