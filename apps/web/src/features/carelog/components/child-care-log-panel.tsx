import type { ChildSummary } from '@cue/contracts';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { formatObservationDate } from '../../../lib/dates';
import { fullName } from '../../../lib/person-name';
import { useChildCareDay } from '../api/carelog-api';
import { describeCareEntry } from '../care-entry-text';

/**
 * Parent dashboard: the child's care day as a timeline (meals, naps, nappies, ...), today first,
 * with earlier days a tap away. Read with the parent token; a realtime 'carelog' event (sent only
 * to this child's own family) refreshes it. Hidden while the school has the care log off.
 */
export function ChildCareLogPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const day = useChildCareDay(child._id, date);

  if (day.isError && isApiError(day.error) && day.error.status === 403) return null;
  const shown = day.data;
  const isToday = !shown || shown.date === shown.today;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-carelog-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-carelog-heading">
            {isToday
              ? t('carelog.parent.heading')
              : t('carelog.parent.headingDay', { date: formatObservationDate(shown.date) })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('carelog.parent.intro', { name: fullName(child) })}
          </Text>
        </Stack>
        {day.isPending && (
          <Center py="md" role="status" aria-label={t('carelog.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {day.isError && (
          <LoadError error={day.error} onRetry={() => void day.refetch()} title={t('carelog.loadError')} />
        )}
        {shown && shown.entries.length === 0 && <Text c="dimmed">{t('carelog.parent.empty')}</Text>}
        {shown && shown.entries.length > 0 && (
          <Stack
            component="ol"
            gap="xs"
            aria-label={t('carelog.title')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {shown.entries.map((entry) => (
              <Group key={entry._id} component="li" wrap="nowrap" align="flex-start" gap="sm">
                <Text fw={600} miw={48} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {entry.time}
                </Text>
                <Stack gap={0}>
                  <Text>{describeCareEntry(t, entry)}</Text>
                  {entry.note && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {entry.note}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('carelog.parent.by', { name: entry.created_by.name })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
        {shown && (shown.previous_date || shown.date !== shown.today) && (
          <Group justify="space-between">
            <Button
              variant="default"
              size="xs"
              disabled={!shown.previous_date}
              onClick={() => shown.previous_date && setDate(shown.previous_date)}
            >
              {t('carelog.parent.earlier')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={shown.date === shown.today}
              onClick={() =>
                setDate(shown.next_date && shown.next_date < shown.today ? shown.next_date : null)
              }
            >
              {t('carelog.parent.later')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
