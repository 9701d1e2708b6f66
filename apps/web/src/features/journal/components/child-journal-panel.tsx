import type { ChildSummary } from '@cue/contracts';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { markJournalRead, useChildJournal } from '../api/journal-api';
import { JournalPostCard } from './journal-post-card';

/**
 * Parent dashboard: the child's journal (shared observations and the teachers' posts with
 * photos), newest first; the family reacts and comments. Posts shown are marked read once, so the
 * teachers see who has read them. A realtime 'journal' event refreshes it while it is open.
 */
export function ChildJournalPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const journal = useChildJournal(child._id);
  const posts = journal.data?.pages.flatMap((page) => page.journal_posts) ?? [];
  const marked = useRef(new Set<string>());
  // Posts not yet read by this parent; the effect sends each one's receipt once.
  const unreadKey = posts
    .filter((post) => !post.is_read)
    .map((post) => post._id)
    .join(',');

  useEffect(() => {
    if (!unreadKey) return;
    const ids = unreadKey.split(',').filter((id) => !marked.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => marked.current.add(id));
    // A receipt that fails is tried again the next time the journal is opened.
    markJournalRead(ids).catch(() => ids.forEach((id) => marked.current.delete(id)));
  }, [unreadKey]);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-journal-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-journal-heading">
            {t('observations.journal.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('observations.journal.intro', { name: fullName(child) })}
          </Text>
        </Stack>
        {journal.isPending && (
          <Center py="md" role="status" aria-label={t('shell.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {journal.isError && (
          <Stack gap="xs" align="flex-start">
            <Text c="red">{t('observations.journal.loadError')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessage(journal.error)}
            </Text>
            <Button variant="light" onClick={() => void journal.refetch()}>
              {t('observations.journal.retry')}
            </Button>
          </Stack>
        )}
        {journal.isSuccess && posts.length === 0 && <Text c="dimmed">{t('observations.journal.empty')}</Text>}
        {posts.map((post) => (
          <JournalPostCard key={post._id} entry={post} as="parent" onExpired={() => void journal.refetch()} />
        ))}
        {journal.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              onClick={() => void journal.fetchNextPage()}
              loading={journal.isFetchingNextPage}
            >
              {t('observations.journal.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
