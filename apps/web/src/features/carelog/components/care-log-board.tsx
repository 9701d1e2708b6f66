import { careKinds, careTimeOf, minutesOfCareTime, type CareEntry, type ClassCareDay } from '@cue/contracts';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { offlineSaveKinds, useQueuedSaves } from '../../../lib/offline-saves';
import { useClassCareDay, type CareEntriesInput } from '../api/carelog-api';
import { describeCareEntry } from '../care-entry-text';
import { CareEntryModal, type CareEntryTarget } from './care-entry-modal';

const isWholeDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '2000-01-01';

/**
 * The school's time now: its clock at the last load, moved on by the minutes since. The phone's
 * own clock may be in another zone, and the server refuses a time later than the school's now.
 */
const schoolTimeNow = (day: ClassCareDay, loadedAt: number): string =>
  careTimeOf(minutesOfCareTime(day.now) + (Date.now() - loadedAt) / 60_000);

/**
 * The staff care log of one class and day (phone first): a card per child with the day's entries
 * as chips (tap one to change or delete it) and quick-add buttons per kind; "Whole room" records
 * the same event for every ticked child at once. A realtime 'carelog' event refreshes it. Saves
 * made offline wait on the device (decision 029); a notice counts them until they are sent.
 */
export function CareLogBoard({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const day = useClassCareDay(classId, date);
  const [target, setTarget] = useState<CareEntryTarget | null>(null);
  const waiting = useQueuedSaves<CareEntriesInput>(offlineSaveKinds.careEntries).filter(
    (queued) => queued.payload.classId === classId,
  );

  if (day.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('carelog.loading')}>
        <Loader />
      </Center>
    );
  }
  if (day.isError) {
    return <LoadError error={day.error} onRetry={() => void day.refetch()} title={t('carelog.loadError')} />;
  }
  const data: ClassCareDay = day.data;
  const roster = data.children.map((child) => ({ id: child.student_id, name: child.name }));

  return (
    <Stack gap="md">
      {waiting.length > 0 && (
        <Alert color="yellow" role="status" styles={{ message: { color: 'inherit' } }}>
          {t('carelog.offline.notice', { number: waiting.length })}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="date"
          label={t('carelog.date')}
          value={data.date}
          max={data.today}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isWholeDay(next) && next <= data.today) setDate(next === data.today ? null : next);
          }}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          onClick={() =>
            setTarget({
              type: 'group',
              kind: 'meal',
              children: roster,
              ticked: data.children
                .filter((child) => child.present !== false)
                .map((child) => child.student_id),
            })
          }
          w={{ base: '100%', xs: 'auto' }}
        >
          {t('carelog.wholeRoom')}
        </Button>
      </Group>
      {data.children.map((child) => (
        <Card
          key={child.student_id}
          withBorder
          radius="md"
          padding="sm"
          component="section"
          aria-label={child.name}
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{child.name}</Text>
              {child.present === false && (
                <Badge color="gray" variant="light">
                  {t('carelog.away')}
                </Badge>
              )}
            </Group>
            {child.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('carelog.nothingYet')}
              </Text>
            ) : (
              <Group gap={6}>
                {child.entries.map((entry: CareEntry) => {
                  // A nap's text already starts with its times.
                  const described = describeCareEntry(t, entry);
                  const text = entry.kind === 'nap' ? described : `${entry.time} ${described}`;
                  return (
                    <Button
                      key={entry._id}
                      size="compact-sm"
                      variant="light"
                      radius="xl"
                      aria-label={t('carelog.editEntry', { entry: text })}
                      onClick={() => setTarget({ type: 'edit', entry })}
                      styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                      h="auto"
                      py={4}
                    >
                      {text}
                    </Button>
                  );
                })}
              </Group>
            )}
            <Group gap={4} role="group" aria-label={t('carelog.addFor', { name: child.name })}>
              {careKinds.map((kind) => (
                <Button
                  key={kind}
                  size="compact-xs"
                  variant="default"
                  aria-label={t('carelog.addKind', { kind: t(`carelog.kinds.${kind}`), name: child.name })}
                  onClick={() =>
                    setTarget({ type: 'add', kind, child: { id: child.student_id, name: child.name } })
                  }
                >
                  + {t(`carelog.kinds.${kind}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        </Card>
      ))}
      {target && (
        <CareEntryModal
          classId={classId}
          date={data.date}
          defaultTime={schoolTimeNow(data, day.dataUpdatedAt)}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
    </Stack>
  );
}
