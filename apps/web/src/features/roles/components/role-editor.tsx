import type { RolePermissions, SchoolRole } from '@cue/contracts';
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useUserPermissions } from '../../schools/api/get-user-permissions';
import { useArchiveRole } from '../api/archive-role';
import { useSaveRole } from '../api/save-role';
import { PermissionSwitches } from './permission-switches';

export interface RoleDraft {
  name: string;
  permissions: RolePermissions;
}

/**
 * One role's name and switches. Saving sends the whole set; a refusal (a name in use, the last
 * roles manager, a platform switch) keeps the edits and shows the message at the field it names.
 */
export function RoleEditor({
  role,
  draft,
  onDraftChange,
  onSaved,
  onArchived,
}: {
  /** null: a new role. */
  role: SchoolRole | null;
  draft: RoleDraft;
  onDraftChange: (draft: RoleDraft) => void;
  onSaved: (role: SchoolRole) => void;
  onArchived: () => void;
}) {
  const { t } = useTranslation();
  const own = useUserPermissions();
  const save = useSaveRole();
  const archive = useArchiveRole();
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const mayChangePlatform = own.data?.super_admin.manage_platform_org_schools === true;

  const change = (next: RoleDraft) => {
    setFailure(null);
    onDraftChange(next);
  };
  const submit = () => {
    if (!draft.name.trim()) {
      setFailure({ field: 'name', message: t('staffSetup.form.required') });
      return;
    }
    save.mutate(
      { id: role?._id ?? null, ...draft },
      {
        onSuccess: (saved) => {
          showSuccess(role ? t('rolesSetup.toasts.saved') : t('rolesSetup.toasts.created'));
          onSaved(saved);
        },
        onError: (error) => {
          const field = isApiError(error) ? (error.field ?? null) : null;
          setFailure({ field, message: errorMessage(error) });
          if (field !== 'name' && !field?.startsWith('permissions.')) showError(errorMessage(error));
        },
      },
    );
  };
  const doArchive = () => {
    if (!role) return;
    archive.mutate(role._id, {
      onSuccess: () => {
        showSuccess(t('rolesSetup.toasts.archived'));
        setConfirmArchive(false);
        onArchived();
      },
      onError: (error) => {
        setConfirmArchive(false);
        showError(errorMessage(error));
      },
    });
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Title order={2} fz="h4">
          {role ? role.name : t('rolesSetup.newRoleTitle')}
        </Title>
        <TextInput
          label={t('rolesSetup.name')}
          value={draft.name}
          onChange={(event) => change({ ...draft, name: event.currentTarget.value })}
          error={failure?.field === 'name' ? failure.message : undefined}
          required
        />
        <PermissionSwitches
          permissions={draft.permissions}
          onChange={(permissions) => change({ ...draft, permissions })}
          mayChangePlatform={mayChangePlatform}
          errorField={failure?.field ?? null}
          error={failure?.message ?? null}
        />
        {failure?.field?.startsWith('permissions.') && (
          <Text c="red" size="sm" role="alert">
            {failure.message}
          </Text>
        )}
        <Group justify="space-between">
          {role ? (
            <Button variant="subtle" color="red" onClick={() => setConfirmArchive(true)}>
              {t('rolesSetup.archive')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {t('rolesSetup.save')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirmArchive}
        onClose={() => setConfirmArchive(false)}
        title={t('rolesSetup.archiveTitle', { name: role?.name ?? '' })}
      >
        <Stack gap="md">
          <Text>{t('rolesSetup.archiveBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmArchive(false)} disabled={archive.isPending}>
              {t('rolesSetup.cancel')}
            </Button>
            <Button color="red" onClick={doArchive} loading={archive.isPending}>
              {t('rolesSetup.archiveConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
