import type { Incident } from '@cue/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeAndDate } from '../../../lib/dates';

/** One incident as staff and parents read it, with whether the family has acknowledged it. */
export function IncidentCard({ incident, actions }: { incident: Incident; actions?: ReactNode }) {
  const { t } = useTranslation();
  const title = t('incidents.cardTitle', { name: incident.student_name, location: incident.location });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={600}>{title}</Text>
          {incident.acknowledged_by ? (
            <Badge color="teal" variant="light">
              {t('incidents.acknowledgedBy', { name: incident.acknowledged_by.name })}
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              {t('incidents.notAcknowledged')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {formatTimeAndDate(incident.happened_at)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{incident.description}</Text>
        <Text size="sm">
          <Text span fw={500} size="sm">
            {t('incidents.firstAid')}:
          </Text>{' '}
          {incident.first_aid ?? t('incidents.noFirstAid')}
        </Text>
        {incident.staff_involved.length > 0 && (
          <Text size="sm">
            <Text span fw={500} size="sm">
              {t('incidents.staffInvolved')}:
            </Text>{' '}
            {incident.staff_involved.map((person) => person.name).join(', ')}
          </Text>
        )}
        <Text size="sm">
          {incident.parent_informed_at
            ? t('incidents.informedAt', {
                how: t(`incidents.how.${incident.parent_informed_how}`),
                when: formatTimeAndDate(incident.parent_informed_at),
              })
            : t(`incidents.how.${incident.parent_informed_how}`)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('incidents.recordedBy', { name: incident.recorded_by.name })}
        </Text>
        {actions}
      </Stack>
    </Card>
  );
}
