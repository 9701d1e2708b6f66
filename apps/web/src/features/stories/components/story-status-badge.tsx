import type { StoryStatus } from '@cue/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<StoryStatus, string> = { draft: 'gray', in_review: 'orange', published: 'teal' };

export function StoryStatusBadge({ status }: { status: StoryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`stories.status.${status}`)}
    </Badge>
  );
}
