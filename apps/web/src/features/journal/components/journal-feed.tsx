import type { ChildJournalPage, JournalEntry } from '@cue/contracts';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { JournalPostCard } from './journal-post-card';

/** The words a feed uses, from the reader's own area (the family's and the staff's differ). */
export interface JournalFeedWords {
  loadError: string;
  retry: string;
  empty: string;
  loadMore: string;
}

/**
 * A paged journal, newest first: loading, a failure with Retry, an empty note, each post, and
 * "Load more". The staff class journal and the family's child journal show their posts this way.
 */
export function JournalFeed({
  journal,
  posts,
  as,
  words,
}: {
  journal: UseInfiniteQueryResult<InfiniteData<Pick<ChildJournalPage, 'journal_posts'>>>;
  posts: JournalEntry[];
  as: 'staff' | 'parent';
  words: JournalFeedWords;
}) {
  const { t } = useTranslation();
  return (
    <>
      {journal.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {journal.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red">{words.loadError}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(journal.error)}
          </Text>
          <Button variant="light" onClick={() => void journal.refetch()}>
            {words.retry}
          </Button>
        </Stack>
      )}
      {journal.isSuccess && posts.length === 0 && <Text c="dimmed">{words.empty}</Text>}
      {posts.map((post) => (
        <JournalPostCard key={post._id} entry={post} as={as} onExpired={() => void journal.refetch()} />
      ))}
      {journal.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void journal.fetchNextPage()}
            loading={journal.isFetchingNextPage}
          >
            {words.loadMore}
          </Button>
        </Group>
      )}
    </>
  );
}
