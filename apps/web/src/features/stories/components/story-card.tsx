import type { StorySummary } from '@cue/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/media-image';
import { formatObservationDate } from '../../../lib/dates';
import { storyChildrenLine } from '../story-children';
import { StoryStatusBadge } from './story-status-badge';

/** Where a story opens: one reader for staff and families (the layout around it differs). */
export const storyReaderPath = (id: string) => `/communication/stories/${id}`;

/**
 * One story in a list (the library, a child's stories, the stories screen's tabs): cover photo,
 * title, children, date, tags, the server's excerpt, reading time and comments. The whole card is
 * the link to the reader, or to `to` (the stories screen opens the editor and shows the state).
 */
export function StoryCard({
  story,
  to = storyReaderPath(story._id),
  showStatus = false,
  onLinksExpired,
}: {
  story: StorySummary;
  to?: string;
  showStatus?: boolean;
  onLinksExpired?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`story-card-${story._id}`}
      pos="relative"
    >
      {story.cover && (
        <Card.Section mb="sm">
          <MediaImage
            src={story.cover.display_link ?? story.cover.media_link}
            alt=""
            onExpired={onLinksExpired}
            style={{ display: 'block', inlineSize: '100%', blockSize: 180, objectFit: 'cover' }}
          />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text
            component={Link}
            to={to}
            fw={600}
            id={`story-card-${story._id}`}
            dir="auto"
            style={{ overflowWrap: 'anywhere' }}
          >
            {/* The link covers the card (a pseudo-element), so the whole card opens the story. */}
            <span style={{ position: 'absolute', inset: 0 }} aria-hidden />
            {story.title}
          </Text>
          {showStatus && <StoryStatusBadge status={story.status} />}
        </Group>
        <Text size="sm" dir="auto">
          {storyChildrenLine(story, t)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatObservationDate(story.story_date)}
          {' · '}
          {story.kind === 'home'
            ? t('storyLibrary.card.homeStoryBy', { name: story.author.name })
            : t('storyLibrary.card.by', { name: story.author.name })}
        </Text>
        {story.tags.length > 0 && (
          <Group gap={4}>
            {story.tags.map((tag) => (
              <Badge key={tag._id} variant="light" size="sm" style={{ textTransform: 'none' }}>
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
        {story.excerpt && (
          // The story's own language decides its direction, whatever the screen's.
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {story.excerpt}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('storyLibrary.card.readingTime', { count: story.reading_minutes })}
          {' · '}
          {t('storyLibrary.card.comments', { count: story.comment_count })}
        </Text>
      </Stack>
    </Card>
  );
}
