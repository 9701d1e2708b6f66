import type { StaffMember } from '@cue/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StaffActionHandlers {
  onEdit: (member: StaffMember) => void;
  onDeactivate: (member: StaffMember) => void;
  onReactivate: (member: StaffMember) => void;
  /** The member whose reactivation is being sent. */
  reactivatingId: string | null;
}

export function StaffActions({ member, ...handlers }: { member: StaffMember } & StaffActionHandlers) {
  const { t } = useTranslation();
  const name = `${member.first_name} ${member.last_name}`;
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
      {member.status === 'active' ? (
        <Button size="xs" variant="subtle" color="red" onClick={() => handlers.onDeactivate(member)}>
          {t('staffSetup.deactivate')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => handlers.onReactivate(member)}
          loading={handlers.reactivatingId === member._id}
        >
          {t('staffSetup.reactivate')}
        </Button>
      )}
    </Group>
  );
}
