import type { StaffMember } from '@cue/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useDeactivateStaff } from '../api/deactivate-staff';

/** Asks before deactivating: the person is signed out of the school at once. */
export function DeactivateStaffModal({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deactivate = useDeactivateStaff();
  const name = member ? `${member.first_name} ${member.last_name}`.trim() : '';
  const confirm = () => {
    if (!member) return;
    deactivate.mutate(member._id, {
      onSuccess: () => {
        showSuccess(t('staffSetup.toasts.deactivated', { name }));
        onClose();
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };
  return (
    <Modal opened={member !== null} onClose={onClose} title={t('staffSetup.deactivateTitle', { name })}>
      <Stack gap="md">
        <Text>{t('staffSetup.deactivateBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deactivate.isPending}>
            {t('staffSetup.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deactivate.isPending}>
            {t('staffSetup.deactivateConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
