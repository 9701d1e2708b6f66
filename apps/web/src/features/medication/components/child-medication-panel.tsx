import type { ChildSummary } from '@cue/contracts';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { useChildMedication } from '../api/medication-api';
import { MedicationRequestCard } from './medication-request-card';
import { MedicationRequestForm } from './medication-request-form';

/**
 * Parent dashboard: the medicines the family asked staff to give the child, who acknowledged
 * them and each dose given; and the form to ask. A 'medication' event refreshes it live.
 */
export function ChildMedicationPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const requests = useChildMedication(child._id);
  const [asking, setAsking] = useState(false);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="child-medication-heading">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} fz="h4" id="child-medication-heading">
            {t('medication.parentHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('medication.parentIntro', { name: fullName(child) })}
          </Text>
        </Stack>
        {asking ? (
          <MedicationRequestForm studentId={child._id} onDone={() => setAsking(false)} />
        ) : (
          <Button h={48} variant="light" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
            {t('medication.form.open')}
          </Button>
        )}
        {requests.isPending && (
          <Center py="md" role="status" aria-label={t('shell.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {requests.isError && <Text c="red">{errorMessage(requests.error)}</Text>}
        {requests.isSuccess && requests.data.length === 0 && (
          <Text c="dimmed">{t('medication.parentEmpty')}</Text>
        )}
        {requests.data?.map((request) => (
          <MedicationRequestCard key={request._id} request={request} showChild={false} />
        ))}
      </Stack>
    </Paper>
  );
}
