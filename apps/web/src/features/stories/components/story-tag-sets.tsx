import { storyTagStarterSets, type StoryTagSet } from '@cue/contracts';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteStoryTagSet, useStoryTagSets } from '../api/story-tags';
import { StoryTagSetForm } from './story-tag-set-form';

type Editing =
  | { kind: 'new'; starter: (typeof storyTagStarterSets)[number] | null }
  | { kind: 'edit'; set: StoryTagSet }
  | null;

function TagSetCard({
  set,
  onEdit,
  onDelete,
}: {
  set: StoryTagSet;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={set.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4" dir="auto">
              {set.name}
            </Title>
            {set.description && (
              <Text size="sm" c="dimmed" dir="auto">
                {set.description}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              onClick={onEdit}
              aria-label={t('stories.tagSets.edit', { name: set.name })}
            >
              {t('stories.tagSets.editButton')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t('stories.tagSets.delete', { name: set.name })}
            >
              {t('stories.tagSets.deleteButton')}
            </Button>
          </Group>
        </Group>
        <Group gap={4}>
          {set.tags.map((tag) => (
            <Badge
              key={tag._id}
              variant={tag.archived ? 'outline' : 'light'}
              color={tag.archived ? 'gray' : undefined}
              tt="none"
            >
              {tag.archived ? `${tag.name} · ${t('stories.tagSets.archived')}` : tag.name}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The school's story tag sets (academic setup): each with its tags, archived ones marked; a new
 * set blank or from a starter (NCF, EYFS, dispositions); edit or delete a set.
 */
export function StoryTagSets() {
  const { t } = useTranslation();
  const sets = useStoryTagSets();
  const remove = useDeleteStoryTagSet();
  const [editing, setEditing] = useState<Editing>(null);
  const [starterKey, setStarterKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StoryTagSet | null>(null);

  return (
    <Stack gap="md">
      <Group gap="xs" align="flex-end">
        <Button onClick={() => setEditing({ kind: 'new', starter: null })}>
          {t('stories.tagSets.addBlank')}
        </Button>
        <Select
          label={t('stories.tagSets.addStarter')}
          placeholder={t('stories.tagSets.starterPlaceholder')}
          data={storyTagStarterSets.map((starter) => ({ value: starter.key, label: starter.name }))}
          value={starterKey}
          onChange={setStarterKey}
        />
        <Button
          variant="light"
          disabled={!starterKey}
          onClick={() =>
            setEditing({
              kind: 'new',
              starter: storyTagStarterSets.find((starter) => starter.key === starterKey) ?? null,
            })
          }
        >
          {t('stories.tagSets.add')}
        </Button>
      </Group>
      {editing && (
        <Paper withBorder radius="md" p="md">
          <StoryTagSetForm
            key={editing.kind === 'edit' ? editing.set._id : (editing.starter?.key ?? 'blank')}
            set={editing.kind === 'edit' ? editing.set : null}
            initial={editing.kind === 'new' && editing.starter ? editing.starter : undefined}
            onDone={() => {
              setEditing(null);
              setStarterKey(null);
            }}
          />
        </Paper>
      )}
      {sets.isPending && (
        <Center py="md" role="status" aria-label={t('shell.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {sets.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red">{t('stories.tagSets.loadError')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(sets.error)}
          </Text>
          <Button variant="light" onClick={() => void sets.refetch()}>
            {t('stories.list.retry')}
          </Button>
        </Stack>
      )}
      {sets.isSuccess && sets.data.length === 0 && <Text c="dimmed">{t('stories.tagSets.empty')}</Text>}
      {sets.data?.map((set) => (
        <TagSetCard
          key={set._id}
          set={set}
          onEdit={() => setEditing({ kind: 'edit', set })}
          onDelete={() => setDeleting(set)}
        />
      ))}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('stories.tagSets.confirmDelete')}
        centered
      >
        <Stack>
          <Text>{t('stories.tagSets.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
          {remove.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(remove.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('stories.tagSets.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
            >
              {t('stories.tagSets.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
