import type { StoryTagRef } from '@cue/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An observation's learning tags as small badges, in their sets' order. */
export function ObservationTagBadges({ tags }: { tags: StoryTagRef[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={4} role="list" aria-label={t('observations.list.tags')}>
      {tags.map((tag) => (
        <Badge key={tag._id} role="listitem" variant="light" size="sm" style={{ textTransform: 'none' }}>
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
