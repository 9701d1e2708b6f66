import type { StaffMember } from '@cue/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Admin/Member, active/deactivated and whether they have signed in yet, as small badges. */
export function StaffStatusBadges({ member, withType = false }: { member: StaffMember; withType?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {withType && (
        <Badge variant="light" color={member.admin ? 'grape' : 'gray'}>
          {member.admin ? t('staffSetup.admin') : t('staffSetup.member')}
        </Badge>
      )}
      <Badge variant="light" color={member.status === 'active' ? 'green' : 'red'}>
        {t(`staffSetup.status.${member.status}`)}
      </Badge>
      {member.status === 'active' && (
        <Badge variant="outline" color={member.has_signed_in ? 'teal' : 'yellow'}>
          {member.has_signed_in ? t('staffSetup.signedIn.yes') : t('staffSetup.signedIn.no')}
        </Badge>
      )}
    </Group>
  );
}
