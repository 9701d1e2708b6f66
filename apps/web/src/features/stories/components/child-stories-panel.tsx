import type { ChildSummary } from '@cue/contracts';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../../components/lazy-slot';
import { LoadError } from '../../../components/load-error';
import { fullName } from '../../../lib/person-name';
import { useChildStories } from '../api/child-stories';
import { StoryCard } from './story-card';

// The form (with its date picker) downloads when a family first opens it, not with the dashboard.
const HomeStoryForm = lazySlot(() => import('./home-story-form').then((module) => module.HomeStoryForm));

/**
 * Parent dashboard: the child's learning stories, the teachers' and the family's own home
 * stories, newest first; a card opens the reader, where the family comments. "Add a home story"
 * publishes one at once. A realtime 'story' event refreshes it while it is open.
 */
export function ChildStoriesPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const stories = useChildStories(child._id);
  const [writing, setWriting] = useState(false);
  const list = stories.data?.pages.flatMap((page) => page.stories) ?? [];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-stories-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
            <Title order={2} fz="h4" id="child-stories-heading">
              {t('storyLibrary.parent.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('storyLibrary.parent.intro', { name: fullName(child) })}
            </Text>
          </Stack>
          {!writing && (
            <Button variant="light" size="sm" onClick={() => setWriting(true)}>
              {t('storyLibrary.parent.addHomeStory')}
            </Button>
          )}
        </Group>
        {writing && <HomeStoryForm studentId={child._id} onDone={() => setWriting(false)} />}
        {stories.isPending ? (
          <Loader mx="auto" aria-label={t('storyLibrary.loading')} />
        ) : stories.isError ? (
          <LoadError
            title={t('storyLibrary.parent.loadError')}
            error={stories.error}
            onRetry={() => void stories.refetch()}
          />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('storyLibrary.parent.empty')}</Text>
        ) : (
          <>
            {list.map((story) => (
              <StoryCard key={story._id} story={story} onLinksExpired={() => void stories.refetch()} />
            ))}
            {stories.hasNextPage && (
              <Button
                variant="default"
                mx="auto"
                loading={stories.isFetchingNextPage}
                onClick={() => void stories.fetchNextPage()}
              >
                {t('storyLibrary.loadMore')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
