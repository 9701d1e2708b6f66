import type { StorySummary } from '@cue/contracts';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { fullName } from '../../../lib/person-name';
import { StoryStatusBadge } from './story-status-badge';

/** A story in the stories screen's lists: what it is, whom it is about, where it stands. */
export function StorySummaryCard({ story, onOpen }: { story: StorySummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const children = story.whole_class
    ? t('stories.card.wholeClass')
    : story.students.map((child) => fullName(child)).join(', ');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <UnstyledButton onClick={onOpen} w="100%" aria-describedby={titleId}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={3} fz="h4" id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {story.title}
            </Title>
            <StoryStatusBadge status={story.status} />
          </Group>
          <Text size="sm" dir="auto">
            {children}
          </Text>
          <Text size="xs" c="dimmed">
            {formatObservationDate(story.story_date)} ·{' '}
            {t('stories.card.readingTime', { count: story.reading_minutes })}
          </Text>
          {story.tags.length > 0 && (
            <Group gap={4}>
              {story.tags.map((tag) => (
                <Badge key={tag._id} variant="outline" size="sm" tt="none">
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
