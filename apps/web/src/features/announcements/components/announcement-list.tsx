import { announcementStatuses, type Announcement, type AnnouncementStatus } from '@cue/contracts';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/list-announcements';
import { AnnouncementCard } from './announcement-card';

type Filter = AnnouncementStatus | 'all';
const filters: Filter[] = ['all', ...announcementStatuses];

/** The announcements a staff member sees, newest first, by state, with edit and delete (confirmed). */
export function AnnouncementList({ onEdit }: { onEdit: (id: string) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useAnnouncements(filter === 'all' ? null : filter, page);
  const remove = useDeleteAnnouncement();
  const [deleting, setDeleting] = useState<Announcement | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showSuccess(t('announcements.deleted'));
        setDeleting(null);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="announcement-filter-label">
          {t('announcements.filter.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="announcement-filter-label"
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
          data={filters.map((value) => ({ value, label: t(`announcements.filter.${value}`) }))}
          fullWidth
        />
      </Stack>
      {list.isPending && (
        <Center py="xl" role="status" aria-label={t('shell.loading')}>
          <Loader />
        </Center>
      )}
      {list.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red">{t('announcements.list.loadError')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(list.error)}
          </Text>
          <Button variant="light" onClick={() => void list.refetch()}>
            {t('announcements.list.retry')}
          </Button>
        </Stack>
      )}
      {data && data.announcements.length === 0 && (
        <Text c="dimmed">
          {filter === 'all' ? t('announcements.list.empty') : t('announcements.list.emptyFiltered')}
        </Text>
      )}
      {data?.announcements.map((announcement) => (
        <AnnouncementCard
          key={announcement._id}
          announcement={announcement}
          onEdit={() => onEdit(announcement._id)}
          onDelete={() => setDeleting(announcement)}
          isBusy={remove.isPending && remove.variables === announcement._id}
        />
      ))}
      {pages > 1 && (
        <nav aria-label={t('announcements.list.pages')}>
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} />
          </Group>
        </nav>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('announcements.confirmDelete.title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('announcements.confirmDelete.body', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('announcements.confirmDelete.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('announcements.confirmDelete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
