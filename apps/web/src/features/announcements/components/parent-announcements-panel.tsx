import type { ChildSummary } from '@cue/contracts';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useParentAnnouncements } from '../api/list-parent-announcements';
import { AnnouncementCard } from './announcement-card';

/**
 * Parent dashboard: published announcements for the child's classes and school, newest first. A
 * realtime 'announcement' event (a publication, also by a schedule) refreshes it while open.
 */
export function ParentAnnouncementsPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useParentAnnouncements(child._id, page);
  const data = list.data;
  const hasOlder = data ? data.page * data.page_size < data.total : false;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="parent-announcements-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="parent-announcements-heading">
            {t('announcements.parent.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('announcements.parent.intro', { name: child.first_name })}
          </Text>
        </Stack>
        {list.isPending && (
          <Center py="md" role="status" aria-label={t('shell.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {list.isError && (
          <Stack gap="xs" align="flex-start">
            <Text c="red">{t('announcements.parent.loadError')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessage(list.error)}
            </Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              {t('announcements.parent.retry')}
            </Button>
          </Stack>
        )}
        {data && data.announcements.length === 0 && <Text c="dimmed">{t('announcements.parent.empty')}</Text>}
        {data?.announcements.map((announcement) => (
          <AnnouncementCard key={announcement._id} announcement={announcement} />
        ))}
        {(page > 1 || hasOlder) && (
          <Group justify="center" gap="xs">
            {page > 1 && (
              <Button variant="default" onClick={() => setPage((p) => p - 1)}>
                {t('announcements.parent.newer')}
              </Button>
            )}
            {hasOlder && (
              <Button variant="default" onClick={() => setPage((p) => p + 1)}>
                {t('announcements.parent.more')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
