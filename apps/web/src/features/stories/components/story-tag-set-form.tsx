import type { StoryTagSet, StoryTagSetInput } from '@cue/contracts';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSaveStoryTagSet } from '../api/story-tags';

interface TagRow {
  /** The stored tag's id; new rows have none. */
  _id?: string;
  name: string;
  archived: boolean;
  /** The row's own key while editing (a new row has no id yet). */
  key: string;
}

let rowCount = 0;
const rowKey = () => `row-${(rowCount += 1)}`;

/**
 * A tag set as a whole: its name, description and ordered tags (add, rename, reorder, remove).
 * Saved in one request; a removed tag some story uses comes back from the server archived and is
 * shown so (kept on old stories, gone from pickers), the others are gone.
 */
export function StoryTagSetForm({
  set,
  initial,
  onDone,
}: {
  /** The set edited; null for a new one. */
  set: StoryTagSet | null;
  /** What a new set starts from (blank, or a starter set). */
  initial?: { name: string; description: string; tags: readonly string[] };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveStoryTagSet();
  const [name, setName] = useState(set?.name ?? initial?.name ?? '');
  const [description, setDescription] = useState(set?.description ?? initial?.description ?? '');
  const [rows, setRows] = useState<TagRow[]>(() =>
    set
      ? set.tags.filter((tag) => !tag.archived).map((tag) => ({ ...tag, key: tag._id }))
      : (initial?.tags ?? ['']).map((tagName) => ({ name: tagName, archived: false, key: rowKey() })),
  );
  const [problem, setProblem] = useState<'name' | 'tags' | null>(null);
  const archived = set?.tags.filter((tag) => tag.archived) ?? [];

  const update = (index: number, patch: Partial<TagRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tags = rows.filter((row) => row.name.trim() !== '');
    if (!name.trim()) return setProblem('name');
    if (tags.length === 0) return setProblem('tags');
    setProblem(null);
    const input: StoryTagSetInput = {
      name: name.trim(),
      description: description.trim(),
      tags: tags.map((row) => ({ ...(row._id && { _id: row._id }), name: row.name.trim() })),
    };
    save.mutate({ id: set?._id ?? null, input }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('stories.tagSets.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={200}
          required
          dir="auto"
          error={problem === 'name' ? t('stories.tagSets.needsName') : undefined}
        />
        <Textarea
          label={t('stories.tagSets.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={500}
          autosize
          dir="auto"
        />
        <Text size="sm" fw={500}>
          {t('stories.tagSets.tags')}
        </Text>
        {rows.map((row, index) => {
          const label = row.name || t('stories.tagSets.tagName', { number: index + 1 });
          return (
            <Group key={row.key} gap={4} wrap="nowrap">
              <TextInput
                aria-label={t('stories.tagSets.tagName', { number: index + 1 })}
                value={row.name}
                onChange={(event) => update(index, { name: event.currentTarget.value })}
                maxLength={80}
                dir="auto"
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                aria-label={t('stories.tagSets.moveUp', { name: label })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('stories.tagSets.moveDown', { name: label })}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('stories.tagSets.removeTag', { name: label })}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                ✕
              </ActionIcon>
            </Group>
          );
        })}
        {problem === 'tags' && (
          <Text size="sm" c="red">
            {t('stories.tagSets.needsTag')}
          </Text>
        )}
        <Button
          variant="default"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setRows((current) => [...current, { name: '', archived: false, key: rowKey() }])}
        >
          {t('stories.tagSets.addTag')}
        </Button>
        {archived.length > 0 && (
          <Stack gap={4}>
            <Group gap={4}>
              {archived.map((tag) => (
                <Badge key={tag._id} color="gray" variant="outline" tt="none">
                  {tag.name} · {t('stories.tagSets.archived')}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('stories.tagSets.archivedHint')}
            </Text>
          </Stack>
        )}
        {save.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {t('stories.tagSets.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('stories.tagSets.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
