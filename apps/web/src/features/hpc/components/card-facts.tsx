import type { HpcCard } from '@cue/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';

/** Attendance over the cycle's dates. */
export function CardAttendance({ attendance }: { attendance: HpcCard['attendance'] }) {
  const { t } = useTranslation();
  if (attendance.marked === 0) return <Text c="dimmed">{t('hpc.attendance.none')}</Text>;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color="teal" variant="light" size="lg" styles={{ root: { textTransform: 'none' } }}>
        {t('hpc.attendance.present', { n: attendance.present })}
      </Badge>
      <Badge color="red" variant="light" size="lg" styles={{ root: { textTransform: 'none' } }}>
        {t('hpc.attendance.absent', { n: attendance.absent })}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('hpc.attendance.marked', { n: attendance.marked })}
      </Text>
    </Group>
  );
}

/** The child's report-card observations of the cycle, newest as the server orders them. */
export function ReportCardObservations({
  observations,
}: {
  observations: HpcCard['report_card_observations'];
}) {
  const { t } = useTranslation();
  if (observations.length === 0) return <Text c="dimmed">{t('hpc.reportObservations.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
      {observations.map((observation) => (
        <Paper key={observation._id} component="li" withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            <bdi>{formatObservationDate(observation.date)}</bdi>
          </Text>
          <Text fw={600} size="sm">
            {observation.title}
          </Text>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {observation.general_note}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
