import type { AnecdoteType, Observation, ObservationFilters } from '@cue/contracts';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useDeleteObservation } from '../api/delete-observation';
import { useObservations } from '../api/fetch-observations';
import { useClassRoster } from '../api/get-class-roster';
import { useShareObservations } from '../api/share-observations';
import { groupObservations, type ObservationView } from '../group-observations';
import { EditObservationModal } from './edit-observation-modal';
import { ChildAvatar } from './child-avatar';
import { ObservationCard } from './observation-card';

/**
 * The class's saved observations of one kind, grouped by child or by day, with filters, "Load more"
 * paging, and edit, delete and share actions. A realtime change refreshes it (query key
 * 'observation').
 */
export function ObservationList({
  classId,
  type,
  view,
}: {
  classId: string;
  type: AnecdoteType;
  view: ObservationView;
}) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters = useMemo<ObservationFilters>(
    () => ({
      type_of_anecdote: type,
      ...(studentId && { student_id: studentId }),
      ...(from && { start_date: from }),
      ...(to && { end_date: to }),
    }),
    [type, studentId, from, to],
  );
  const observations = useObservations(classId, filters);
  const share = useShareObservations();
  const remove = useDeleteObservation();
  const [editing, setEditing] = useState<Observation | null>(null);
  const [deleting, setDeleting] = useState<Observation | null>(null);

  const loaded = useMemo(
    () => observations.data?.pages.flatMap((page) => page.observation_entries) ?? [],
    [observations.data],
  );
  const groups = useMemo(() => groupObservations(loaded, view), [loaded, view]);

  const shareOne = (observation: Observation) =>
    share.mutate([observation._id], {
      onSuccess: () => showSuccess(t('observations.shared')),
      onError: (error) => showError(errorMessage(error)),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => showSuccess(t('observations.deleted')),
      onError: (error) => showError(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-observations-heading">
      <Title order={2} fz="h4" id="saved-observations-heading">
        {t('observations.list.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('observations.list.filterStudent')}
          placeholder={t('observations.list.allStudents')}
          data={(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) }))}
          value={studentId}
          onChange={setStudentId}
          clearable
          searchable
        />
        <TextInput
          type="date"
          label={t('observations.list.from')}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('observations.list.to')}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </SimpleGrid>

      {observations.isPending && (
        <Center py="xl" role="status" aria-label={t('shell.loading')}>
          <Loader />
        </Center>
      )}
      {observations.isError && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs" align="flex-start">
            <Text c="red">{t('observations.list.loadError')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessage(observations.error)}
            </Text>
            <Button variant="light" onClick={() => void observations.refetch()}>
              {t('observations.list.retry')}
            </Button>
          </Stack>
        </Paper>
      )}
      {observations.isSuccess && loaded.length === 0 && (
        <Text c="dimmed" py="md">
          {t('observations.list.empty')}
        </Text>
      )}

      {groups.map((group) => (
        <Paper key={group.key} withBorder p="sm" radius="md" component="section" aria-label={group.label}>
          <Stack gap="xs">
            {view === 'studentView' ? (
              <Group gap="xs" wrap="nowrap">
                <ChildAvatar
                  childId={group.key}
                  name={group.label}
                  roster={roster.data}
                  onImageError={() => void roster.refetch()}
                />
                <Title order={3} fz="h5">
                  {group.label}
                </Title>
              </Group>
            ) : (
              <Title order={3} fz="h5">
                {formatObservationDate(group.label)}
              </Title>
            )}
            {group.observations.map((observation) => (
              <ObservationCard
                key={observation._id}
                observation={observation}
                heading={view === 'studentView' ? 'student' : 'date'}
                onEdit={() => setEditing(observation)}
                onDelete={() => setDeleting(observation)}
                onShare={() => shareOne(observation)}
                isSharing={share.isPending && share.variables?.[0] === observation._id}
              />
            ))}
          </Stack>
        </Paper>
      ))}

      {observations.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            size="md"
            onClick={() => void observations.fetchNextPage()}
            loading={observations.isFetchingNextPage}
          >
            {t('observations.list.loadMore')}
          </Button>
        </Group>
      )}

      {editing && <EditObservationModal observation={editing} onClose={() => setEditing(null)} />}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('observations.confirmDelete.title')}
      >
        <Stack gap="md">
          <Text>
            {t('observations.confirmDelete.body', {
              title: deleting?.title ?? '',
              name: deleting?.student_name ?? '',
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {t('observations.confirmDelete.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('observations.confirmDelete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
