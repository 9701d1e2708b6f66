import type { MedicationRequest } from '@cue/contracts';
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { formatObservationDate, formatTimeAndDate } from '../../../lib/dates';

/** One request as staff and parents read it: what, how much, when, prescription photos, doses given. */
export function MedicationRequestCard({
  request,
  showChild,
  actions,
}: {
  request: MedicationRequest;
  showChild: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = showChild ? `${request.student_name}: ${request.medicine_name}` : request.medicine_name;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={600}>{title}</Text>
          {request.acknowledged_by ? (
            <Badge color="teal" variant="light">
              {t('medication.acknowledgedBy', { name: request.acknowledged_by.name })}
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              {t('medication.awaitingAcknowledgement')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('medication.doseAt', { dose: request.dose, times: request.times.join(', ') })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('medication.dates', {
            start: formatObservationDate(request.start_date),
            end: formatObservationDate(request.end_date),
          })}
        </Text>
        {request.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {request.notes}
          </Text>
        )}
        {request.media.length > 0 && (
          <Group gap="xs">
            {request.media.map((file, index) => (
              <a key={file._id} href={file.media_link} target="_blank" rel="noreferrer">
                <MediaImage
                  src={file.thumbnail_link ?? file.media_link}
                  alt={t('medication.prescriptionPhoto', { n: index + 1 })}
                  style={{ inlineSize: 72, blockSize: 72, objectFit: 'cover', borderRadius: 6 }}
                />
              </a>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('medication.requestedBy', { name: request.requested_by.name })}
        </Text>
        {request.doses.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('medication.dosesGiven')}
            </Text>
            <List size="sm" spacing={2}>
              {request.doses.map((dose) => (
                <List.Item key={dose._id}>
                  {t('medication.doseLine', {
                    when: formatTimeAndDate(dose.given_at),
                    dose: dose.dose,
                    name: dose.given_by.name,
                  })}
                  {dose.witness && ` ${t('medication.witnessedBy', { name: dose.witness.name })}`}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {actions}
      </Stack>
    </Card>
  );
}
