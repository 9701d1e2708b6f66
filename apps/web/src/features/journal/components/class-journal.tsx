import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { useClassJournal } from '../api/journal-api';
import { JournalFeed } from './journal-feed';

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
      <JournalFeed
        journal={journal}
        posts={posts}
        as="staff"
        words={{
          loadError: t('journal.loadError'),
          retry: t('journal.retry'),
          empty: t('journal.empty'),
          loadMore: t('journal.loadMore'),
        }}
      />
    </Stack>
  );
}
