import type { HpcStatus } from '@cue/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const statusColors: Record<HpcStatus, string> = {
  in_progress: 'yellow',
  signed_off: 'blue',
  published: 'teal',
};

export function HpcStatusBadge({ status }: { status: HpcStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light" styles={{ root: { textTransform: 'none' } }}>
      {t(`hpc.status.${status}`)}
    </Badge>
  );
}
