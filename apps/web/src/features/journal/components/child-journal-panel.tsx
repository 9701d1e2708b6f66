import type { ChildSummary } from '@cue/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';
import { markJournalRead, useChildJournal } from '../api/journal-api';
import { JournalFeed } from './journal-feed';

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
        <JournalFeed
          journal={journal}
          posts={posts}
          as="parent"
          words={{
            loadError: t('observations.journal.loadError'),
            retry: t('observations.journal.retry'),
            empty: t('observations.journal.empty'),
            loadMore: t('observations.journal.loadMore'),
          }}
        />
      </Stack>
    </Paper>
  );
}
