import type { Incident } from '@cue/contracts';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useClassIncidents } from '../api/incidents-api';
import { IncidentCard } from './incident-card';
import { IncidentFormModal } from './incident-form-modal';

/** The class's incidents for staff, newest first: record one, correct one not yet acknowledged. */
export function StaffIncidentsBoard({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const board = useClassIncidents(classId);
  const [editing, setEditing] = useState<Incident | 'new' | null>(null);

  if (board.isPending) {
    return (
      <Center py="md" role="status" aria-label={t('shell.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (board.isError) return <Text c="red">{errorMessage(board.error)}</Text>;
  const { incidents, unacknowledged_count: waiting, staff_choices: staffChoices } = board.data;

  return (
    <Stack gap="md">
      <Button h={48} onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
        {t('incidents.record')}
      </Button>
      {waiting > 0 && <Text c="orange.8">{t('incidents.waiting', { count: waiting })}</Text>}
      {incidents.length === 0 && <Text c="dimmed">{t('incidents.empty')}</Text>}
      {incidents.map((incident) => (
        <IncidentCard
          key={incident._id}
          incident={incident}
          actions={
            incident.may_edit && (
              <Button
                variant="default"
                h={44}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setEditing(incident)}
              >
                {t('incidents.edit')}
              </Button>
            )
          }
        />
      ))}
      {editing && (
        <IncidentFormModal
          classId={classId}
          incident={editing === 'new' ? null : editing}
          staffChoices={staffChoices}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
