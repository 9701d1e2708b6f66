import type { StoryStatus } from '@cue/contracts';
import { Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useClassStories } from '../api/class-stories';
import { StoryCard } from './story-card';

const tabs: StoryStatus[] = ['draft', 'in_review', 'published'];

/** One state's stories, page after page. */
function StoryTab({
  classId,
  status,
  storyHref,
}: {
  classId: string;
  status: StoryStatus;
  storyHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  const stories = useClassStories(classId, status);
  const items = stories.data?.pages.flatMap((page) => page.stories) ?? [];
  return (
    <Stack gap="sm">
      {stories.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {stories.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red">{t('stories.list.loadError')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(stories.error)}
          </Text>
          <Button variant="light" onClick={() => void stories.refetch()}>
            {t('stories.list.retry')}
          </Button>
        </Stack>
      )}
      {stories.isSuccess && items.length === 0 && <Text c="dimmed">{t(`stories.list.empty.${status}`)}</Text>}
      {items.map((story) => (
        <StoryCard key={story._id} story={story} to={storyHref(story._id)} showStatus />
      ))}
      {stories.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void stories.fetchNextPage()}
            loading={stories.isFetchingNextPage}
          >
            {t('stories.list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The class's stories by state: my drafts, those waiting for review, the published ones. Keys
 * start with 'story', so a story saved anywhere (another tab, Cue) appears here at once.
 */
export function StoryList({ classId, storyHref }: { classId: string; storyHref: (id: string) => string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<StoryStatus>('draft');
  return (
    <Tabs value={tab} onChange={(next) => next && setTab(next as StoryStatus)} keepMounted={false}>
      <Tabs.List>
        {tabs.map((status) => (
          <Tabs.Tab key={status} value={status}>
            {t(`stories.tabs.${status}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((status) => (
        <Tabs.Panel key={status} value={status} pt="md">
          <StoryTab classId={classId} status={status} storyHref={storyHref} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
