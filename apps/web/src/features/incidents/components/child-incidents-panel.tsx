import type { ChildSummary } from '@cue/contracts';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useAcknowledgeIncident, useChildIncidents } from '../api/incidents-api';
import { IncidentCard } from './incident-card';

/**
 * Parent dashboard: incidents and accidents staff recorded for the child; the parent
 * acknowledges each. An 'incident' event refreshes it live.
 */
export function ChildIncidentsPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const incidents = useChildIncidents(child._id);
  const acknowledge = useAcknowledgeIncident();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-incidents-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-incidents-heading">
            {t('incidents.parentHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('incidents.parentIntro', { name: fullName(child) })}
          </Text>
        </Stack>
        {incidents.isPending && (
          <Center py="md" role="status" aria-label={t('shell.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {incidents.isError && <Text c="red">{errorMessage(incidents.error)}</Text>}
        {incidents.isSuccess && incidents.data.length === 0 && (
          <Text c="dimmed">{t('incidents.parentEmpty')}</Text>
        )}
        {incidents.data?.map((incident) => (
          <IncidentCard
            key={incident._id}
            incident={incident}
            actions={
              !incident.acknowledged_at && (
                <Button
                  h={48}
                  style={{ alignSelf: 'flex-start' }}
                  loading={acknowledge.isPending && acknowledge.variables === incident._id}
                  onClick={() =>
                    acknowledge.mutate(incident._id, { onError: (error) => showError(errorMessage(error)) })
                  }
                >
                  {t('incidents.acknowledge')}
                </Button>
              )
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}
