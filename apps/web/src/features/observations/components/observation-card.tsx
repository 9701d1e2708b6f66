import type { Observation } from '@cue/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { AttachmentList } from '../../media/components/attachment-list';
import { observationsQueryKeys } from '../api/observations-query-keys';
import { CompetencyBadges } from '../../curriculum/components/competency-badges';
import { ObservationTagBadges } from './observation-tag-badges';

/** The observation's files; an expired link refetches the observations for fresh ones. */
function ObservationAttachments({ observation }: { observation: Observation }) {
  const queryClient = useQueryClient();
  return (
    <AttachmentList
      media={observation.media ?? []}
      onExpired={() => void queryClient.invalidateQueries({ queryKey: observationsQueryKeys.all })}
    />
  );
}

/** One saved observation with its actions; the heading names the child or the day, whichever the group does not. */
export function ObservationCard({
  observation,
  heading,
  onEdit,
  onDelete,
  onShare,
  isSharing,
}: {
  observation: Observation;
  heading: 'student' | 'date';
  onEdit: () => void;
  onDelete: () => void;
  onShare: () => void;
  isSharing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={observation.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {observation.title}
            </Text>
            <Text size="sm" c="dimmed">
              {heading === 'student' ? formatObservationDate(observation.date) : observation.student_name}
            </Text>
          </Stack>
          {/* The badges keep their size ("Draft", never "DRA…"): the title wraps, and badges wrap
              under each other when a phone is too narrow for them side by side. */}
          <Group gap={4} wrap="wrap" justify="flex-end" style={{ flexShrink: 0, maxInlineSize: '60%' }}>
            {observation.type_of_anecdote === 'report_card' && (
              <Badge variant="light" color="grape">
                {t('observations.types.report_card')}
              </Badge>
            )}
            {observation.shared_to_journal && (
              <Badge variant="light" color="teal">
                {t('observations.list.inJournal')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{observation.general_note}</Text>
        <ObservationTagBadges tags={observation.tags ?? []} />
        <CompetencyBadges competencies={observation.competencies ?? []} />
        {(observation.media?.length ?? 0) > 0 && <ObservationAttachments observation={observation} />}
        <Text size="xs" c="dimmed">
          {t('observations.list.by', { name: observation.created_by.name })}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="sm" variant="light" onClick={onShare} loading={isSharing}>
            {observation.shared_to_journal
              ? t('observations.actions.shareAgain')
              : t('observations.actions.share')}
          </Button>
          {observation.can_edit && (
            <>
              <Button size="sm" variant="default" onClick={onEdit}>
                {t('observations.actions.edit')}
              </Button>
              <Button size="sm" variant="subtle" color="red" onClick={onDelete}>
                {t('observations.actions.delete')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
