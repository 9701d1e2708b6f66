import type { DueDose, MedicationRequest } from '@cue/contracts';
import { Alert, Button, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useAcknowledgeMedication, useClassMedication } from '../api/medication-api';
import { MedicationRequestCard } from './medication-request-card';
import { RecordDoseModal } from './record-dose-modal';

/**
 * The class's medication for staff: an alert of the doses due now (passed, or within 30 minutes),
 * then each current request to acknowledge and record doses against. Live: a 'medication' event
 * refreshes it, and it re-reads every minute as doses fall due.
 */
export function StaffMedicationBoard({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const board = useClassMedication(classId);
  const acknowledge = useAcknowledgeMedication();
  const [giving, setGiving] = useState<{ request: MedicationRequest; time: string | null } | null>(null);

  if (board.isPending) {
    return (
      <Center py="md" role="status" aria-label={t('shell.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (board.isError) return <Text c="red">{errorMessage(board.error)}</Text>;
  const { requests, due, staff_choices: staffChoices } = board.data;
  const byId = new Map(requests.map((request) => [request._id, request]));
  const active = requests.filter((request) => request.end_date >= board.data.date);
  const ended = requests.filter((request) => request.end_date < board.data.date);

  const dueLine = (dose: DueDose) =>
    t(dose.overdue ? 'medication.overdueLine' : 'medication.dueLine', {
      name: dose.student_name,
      medicine: dose.medicine_name,
      dose: dose.dose,
      time: formatTime(dose.due_at),
    });

  return (
    <Stack gap="md">
      {due.count > 0 ? (
        <Alert color="red" title={t('medication.dueTitle', { count: due.count })} role="alert">
          <List spacing="xs">
            {due.due.map((dose) => (
              <List.Item key={`${dose.request_id}-${dose.scheduled_time}`}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm">{dueLine(dose)}</Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() =>
                      setGiving({ request: byId.get(dose.request_id)!, time: dose.scheduled_time })
                    }
                  >
                    {t('medication.recordDose')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text c="dimmed">{t('medication.nothingDue')}</Text>
      )}

      <Title order={2} fz="h4">
        {t('medication.currentHeading')}
      </Title>
      {active.length === 0 && <Text c="dimmed">{t('medication.empty')}</Text>}
      {active.map((request) => (
        <MedicationRequestCard
          key={request._id}
          request={request}
          showChild
          actions={
            <Group gap="sm" wrap="wrap">
              {!request.acknowledged_at && (
                <Button
                  h={44}
                  variant="light"
                  loading={acknowledge.isPending && acknowledge.variables === request._id}
                  onClick={() =>
                    acknowledge.mutate(request._id, { onError: (error) => showError(errorMessage(error)) })
                  }
                >
                  {t('medication.acknowledge')}
                </Button>
              )}
              {request.start_date <= board.data.date && (
                <Button h={44} onClick={() => setGiving({ request, time: null })}>
                  {t('medication.recordDose')}
                </Button>
              )}
            </Group>
          }
        />
      ))}
      {ended.length > 0 && (
        <>
          <Title order={2} fz="h4">
            {t('medication.endedHeading')}
          </Title>
          {ended.map((request) => (
            <MedicationRequestCard key={request._id} request={request} showChild />
          ))}
        </>
      )}
      {giving && (
        <RecordDoseModal
          request={giving.request}
          scheduledTime={giving.time}
          staffChoices={staffChoices}
          onClose={() => setGiving(null)}
        />
      )}
    </Stack>
  );
}
