import { Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { useClassJournal } from '../api/journal-api';
import { JournalPostCard } from './journal-post-card';

/** The class's journal for staff, newest first, all children or one, with comments and receipts. */
export function ClassJournal({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const [childId, setChildId] = useState<string | null>(null);
  const journal = useClassJournal(classId, childId);
  const posts = journal.data?.pages.flatMap((page) => page.journal_posts) ?? [];

  return (
    <Stack gap="sm">
      <Select
        label={t('journal.filter.label')}
        data={[
          { value: '', label: t('journal.filter.all') },
          ...(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) })),
        ]}
        value={childId ?? ''}
        onChange={(value) => setChildId(value || null)}
        allowDeselect={false}
        maw={360}
      />
      {journal.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {journal.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red">{t('journal.loadError')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(journal.error)}
          </Text>
          <Button variant="light" onClick={() => void journal.refetch()}>
            {t('journal.retry')}
          </Button>
        </Stack>
      )}
      {journal.isSuccess && posts.length === 0 && <Text c="dimmed">{t('journal.empty')}</Text>}
      {posts.map((entry) => (
        <JournalPostCard key={entry._id} entry={entry} as="staff" onExpired={() => void journal.refetch()} />
      ))}
      {journal.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void journal.fetchNextPage()}
            loading={journal.isFetchingNextPage}
          >
            {t('journal.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
