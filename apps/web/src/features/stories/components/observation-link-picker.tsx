import { Badge, Button, Checkbox, CloseButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { useObservations } from '../../observations/api/fetch-observations';
import type { LinkedObservation } from '../story-form';

/** The class's observations of the story's children (all of them for the whole class), searchable. */
function ObservationChooser({
  classId,
  studentIds,
  value,
  onDone,
}: {
  classId: string;
  studentIds: string[] | null;
  value: LinkedObservation[];
  onDone: (chosen: LinkedObservation[]) => void;
}) {
  const { t } = useTranslation();
  // One child's observations come filtered by the server; several are filtered here.
  const observations = useObservations(
    classId,
    studentIds?.length === 1 ? { student_id: studentIds[0] } : {},
  );
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(() => new Map(value.map((item) => [item._id, item])));
  const words = search.trim().toLowerCase();
  const items = (observations.data?.pages.flatMap((page) => page.observation_entries) ?? [])
    .filter((entry) => !studentIds || studentIds.includes(entry.student_id))
    .filter(
      (entry) =>
        !words || `${entry.title} ${entry.general_note} ${entry.student_name}`.toLowerCase().includes(words),
    );
  return (
    <Stack>
      <TextInput
        label={t('stories.observations.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {observations.isSuccess && items.length === 0 && (
        <Text c="dimmed">{t('stories.observations.none')}</Text>
      )}
      <Stack gap="xs">
        {items.map((entry) => (
          <Checkbox
            key={entry._id}
            checked={chosen.has(entry._id)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setChosen((current) => {
                const next = new Map(current);
                if (checked) {
                  next.set(entry._id, {
                    _id: entry._id,
                    title: entry.title,
                    date: entry.date,
                    student_name: entry.student_name,
                  });
                } else next.delete(entry._id);
                return next;
              });
            }}
            label={`${entry.title} — ${entry.student_name}, ${formatObservationDate(entry.date)}`}
          />
        ))}
      </Stack>
      {observations.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void observations.fetchNextPage()}
          loading={observations.isFetchingNextPage}
        >
          {t('stories.list.loadMore')}
        </Button>
      )}
      <Group justify="flex-end">
        <Button onClick={() => onDone([...chosen.values()])}>{t('stories.observations.done')}</Button>
      </Group>
    </Stack>
  );
}

/** The observations a story draws on: chips with remove, and a chooser. */
export function ObservationLinkPicker({
  classId,
  studentIds,
  value,
  onChange,
}: {
  classId: string;
  /** null: the whole class. */
  studentIds: string[] | null;
  value: LinkedObservation[];
  onChange: (observations: LinkedObservation[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('stories.observations.label')}
      </Text>
      {value.length > 0 && (
        <Group gap={6}>
          {value.map((item) => (
            <Badge
              key={item._id}
              variant="light"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('stories.observations.remove', { title: item.title })}
                  onClick={() => onChange(value.filter((other) => other._id !== item._id))}
                />
              }
            >
              {item.title} · {formatObservationDate(item.date)}
            </Badge>
          ))}
        </Group>
      )}
      <Button variant="default" size="sm" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {t('stories.observations.choose')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('stories.observations.label')} size="lg">
        {open && (
          <ObservationChooser
            classId={classId}
            studentIds={studentIds}
            value={value}
            onDone={(chosen) => {
              onChange(chosen);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
