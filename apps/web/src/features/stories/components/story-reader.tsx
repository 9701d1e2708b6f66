import type { Story, StoryDoc } from '@cue/contracts';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { formatObservationDate } from '../../../lib/dates';
import { useReadStory } from '../api/read-story';
import { storyChildrenLine } from '../story-children';
import { StoryComments } from './story-comments';
import { StoryDocument } from './story-document';
import { StoryGallery } from './story-gallery';

/** One of the three parts, under its heading; a part left empty is not shown. */
function StoryPart({ heading, doc }: { heading: string; doc: StoryDoc }) {
  if (doc.content.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={heading}>
      <Title order={2} fz="h4">
        {heading}
      </Title>
      <StoryDocument doc={doc} />
    </Stack>
  );
}

/** Staff only: the observations the story draws on (families get none from the server). */
function LinkedObservations({ story }: { story: Story }) {
  const { t } = useTranslation();
  if (story.observations.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="story-observations">
      <Title order={2} fz="h5" id="story-observations" mb={4}>
        {t('storyLibrary.reader.observations')}
      </Title>
      <List size="sm" spacing={2}>
        {story.observations.map((observation) => (
          <List.Item key={observation._id}>
            {observation.title} · {observation.student_name} · {formatObservationDate(observation.date)}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * A whole story as staff and families read it: title, who it is about, date, author, tags,
 * photos and videos, the story / the learning / what next, linked observations (staff) and the
 * comments. `backTo` is where "Back" goes (the library, or the parent's dashboard).
 */
export function StoryReader({ id, as, backTo }: { id: string; as: 'staff' | 'parent'; backTo: string }) {
  const { t } = useTranslation();
  const story = useReadStory(id);
  if (story.isPending) return <PageLoader />;
  if (story.isError) {
    return (
      <LoadError
        title={t('storyLibrary.reader.loadError')}
        error={story.error}
        onRetry={() => void story.refetch()}
      />
    );
  }
  const data = story.data;
  return (
    <Stack gap="lg" component="article" aria-labelledby="story-title">
      <Anchor component={Link} to={backTo} size="sm">
        {t('storyLibrary.reader.back')}
      </Anchor>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} id="story-title" style={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Title>
        <Text>{storyChildrenLine(data, t)}</Text>
        <Text size="sm" c="dimmed">
          {formatObservationDate(data.story_date)}
          {' · '}
          {data.kind === 'home'
            ? t('storyLibrary.card.homeStoryBy', { name: data.author.name })
            : t('storyLibrary.card.by', { name: data.author.name })}
          {' · '}
          {t('storyLibrary.card.readingTime', { count: data.reading_minutes })}
        </Text>
        {data.tags.length > 0 && (
          <Group gap={4}>
            {data.tags.map((tag) => (
              <Badge key={tag._id} variant="light" style={{ textTransform: 'none' }}>
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <StoryGallery media={data.media} onLinksExpired={() => void story.refetch()} />
      <StoryPart heading={t('storyLibrary.reader.story')} doc={data.story} />
      <StoryPart heading={t('storyLibrary.reader.learning')} doc={data.learning} />
      <StoryPart heading={t('storyLibrary.reader.nextSteps')} doc={data.next_steps} />
      {as === 'staff' && <LinkedObservations story={data} />}
      <StoryComments story={data} as={as} />
    </Stack>
  );
}
