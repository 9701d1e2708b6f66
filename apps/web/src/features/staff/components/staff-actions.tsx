import type { StaffMember } from '@cue/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StaffActionHandlers {
  onEdit: (member: StaffMember) => void;
  onDeactivate: (member: StaffMember) => void;
  onReactivate: (member: StaffMember) => void;
  /** The member whose reactivation is being sent. */
  reactivatingId: string | null;
  /** The signed-in admin's own id: nobody deactivates themselves (the server refuses it too). */
  selfId: string | null;
}

/** Edit, and Deactivate (others, while active) or Reactivate; each button names its person. */
export function StaffActions({ member, ...handlers }: { member: StaffMember } & StaffActionHandlers) {
  const { t } = useTranslation();
  const name = `${member.first_name} ${member.last_name}`.trim();
  const active = member.status === 'active';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => handlers.onEdit(member)}
        aria-label={`${t('staffSetup.edit')}: ${name}`}
      >
        {t('staffSetup.edit')}
      </Button>
      {active && member._id !== handlers.selfId && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => handlers.onDeactivate(member)}
          aria-label={`${t('staffSetup.deactivate')}: ${name}`}
        >
          {t('staffSetup.deactivate')}
        </Button>
      )}
      {!active && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => handlers.onReactivate(member)}
          loading={handlers.reactivatingId === member._id}
          aria-label={`${t('staffSetup.reactivate')}: ${name}`}
        >
          {t('staffSetup.reactivate')}
        </Button>
      )}
    </Group>
  );
}
