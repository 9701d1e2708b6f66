import type { ChildSummary } from '@cue/contracts';
import { Button, Card, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { useChildJournal } from '../api/get-child-journal';

/**
 * Parent dashboard: the observations teachers shared to the child's journal, newest first. A
 * realtime 'journal' event refreshes it while it is open.
 */
export function ChildJournalPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const journal = useChildJournal(child._id);
  const posts = journal.data?.pages.flatMap((page) => page.journal_posts) ?? [];

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
          <Card
            key={post._id}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={post.title}
          >
            <Stack gap={4}>
              <Group justify="space-between" align="baseline" gap="xs">
                <Text fw={600}>{post.title}</Text>
                <Text size="sm" c="dimmed">
                  {formatObservationDate(post.date)}
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{post.body}</Text>
              <Text size="xs" c="dimmed">
                {t('observations.journal.by', { name: post.created_by.name })}
              </Text>
            </Stack>
          </Card>
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
