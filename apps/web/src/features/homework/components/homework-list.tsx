import { homeworkStatuses, type Homework, type HomeworkStatus } from '@cue/contracts';
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
import { useHomeworks } from '../api/list-homeworks';
import { useDeleteHomework } from '../api/save-homework';
import { HomeworkCard } from './homework-card';
import { HomeworkSubmissions } from './homework-submissions';

type Filter = HomeworkStatus | 'all';
const filters: Filter[] = ['all', ...homeworkStatuses];

/** The homework a staff member sees, latest due first, with who has done it, edit and delete. */
export function HomeworkList({ onEdit }: { onEdit: (id: string) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useHomeworks(filter === 'all' ? null : filter, page);
  const remove = useDeleteHomework();
  const [deleting, setDeleting] = useState<Homework | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showSuccess(t('homework.deleted'));
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
        <Text size="sm" fw={500} id="homework-filter-label">
          {t('homework.filter.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="homework-filter-label"
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
          data={filters.map((value) => ({ value, label: t(`homework.filter.${value}`) }))}
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
          <Text c="red">{t('homework.list.loadError')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(list.error)}
          </Text>
          <Button variant="light" onClick={() => void list.refetch()}>
            {t('homework.list.retry')}
          </Button>
        </Stack>
      )}
      {data && data.homeworks.length === 0 && (
        <Text c="dimmed">
          {filter === 'all' ? t('homework.list.empty') : t('homework.list.emptyFiltered')}
        </Text>
      )}
      {data?.homeworks.map((homework) => (
        <HomeworkCard
          key={homework._id}
          homework={homework}
          onEdit={() => onEdit(homework._id)}
          onDelete={() => setDeleting(homework)}
          onOpenSubmissions={() => setOpened(homework._id)}
          isBusy={remove.isPending && remove.variables === homework._id}
        />
      ))}
      {pages > 1 && (
        <nav aria-label={t('homework.list.pages')}>
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} />
          </Group>
        </nav>
      )}
      {opened && <HomeworkSubmissions id={opened} onClose={() => setOpened(null)} />}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('homework.confirmDelete.title')}
        centered
      >
        <Stack gap="md">
          <Text>{t('homework.confirmDelete.body', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('homework.confirmDelete.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('homework.confirmDelete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
