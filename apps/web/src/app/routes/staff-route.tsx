import type { StaffMember } from '@cue/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReactivateStaff } from '../../features/staff/api/reactivate-staff';
import { useCurrentUser } from '../../features/users/api/get-current-user';
import { useSession } from '../../lib/session-store';
import { DeactivateStaffModal } from '../../features/staff/components/deactivate-staff-modal';
import { StaffFormDrawer } from '../../features/staff/components/staff-form-drawer';
import { StaffList } from '../../features/staff/components/staff-list';
import { errorMessage } from '../../lib/error-message';
import { showError, showSuccess } from '../../lib/notify';

/** The bulk import screen (built with the import feature). */
const IMPORT_PATH = '/admin/school-setup/staff/import';

/** /admin/school-setup/staff: the school's staff, invitations, edits and deactivation. */
export function StaffRoute() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState<{ member: StaffMember | null } | null>(null);
  const [toDeactivate, setToDeactivate] = useState<StaffMember | null>(null);
  const reactivate = useReactivateStaff();
  const session = useSession();
  // The signed-in layout already loaded the user under this key: this reads the cache.
  const me = useCurrentUser(session?.role ?? 'staff');
  const selfId = me.data?.kind === 'staff' ? me.data.staff._id.$oid : null;

  const onReactivate = (member: StaffMember) =>
    reactivate.mutate(member._id, {
      onSuccess: () =>
        showSuccess(t('staffSetup.toasts.reactivated', { name: `${member.first_name} ${member.last_name}` })),
      onError: (error) => showError(errorMessage(error)),
    });

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('staffSetup.title')}
      </Title>
      <Text c="dimmed">{t('staffSetup.intro')}</Text>
      <Group gap="sm">
        <Button onClick={() => setDrawer({ member: null })}>{t('staffSetup.invite')}</Button>
        <Button component={Link} to={IMPORT_PATH} variant="light">
          {t('staffSetup.import')}
        </Button>
      </Group>
      <StaffList
        onEdit={(member) => setDrawer({ member })}
        onDeactivate={setToDeactivate}
        onReactivate={onReactivate}
        reactivatingId={reactivate.isPending ? (reactivate.variables ?? null) : null}
        selfId={selfId}
      />
      <StaffFormDrawer
        opened={drawer !== null}
        member={drawer?.member ?? null}
        onClose={() => setDrawer(null)}
      />
      <DeactivateStaffModal member={toDeactivate} onClose={() => setToDeactivate(null)} />
    </Stack>
  );
}
