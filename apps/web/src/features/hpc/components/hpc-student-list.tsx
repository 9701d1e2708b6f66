import type { HpcStudentProgress } from '@cue/contracts';
import { Anchor, Badge, Group, Paper, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { fullName } from '../../../lib/person-name';
import { useHpcStudentList } from '../api/hpc-student-list';
import { orderStudents, studentOrders, type StudentOrder } from '../student-order';
import { HpcStatusBadge } from './hpc-status-badge';

function StudentRow({ row, href }: { row: HpcStudentProgress; href: string }) {
  const { t } = useTranslation();
  const name = fullName(row.student);
  const percent = row.levels_expected === 0 ? 0 : Math.round((100 * row.levels_set) / row.levels_expected);
  const unsupported = row.judged_without_evidence.length;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={href} fw={600} truncate style={{ minWidth: 0 }}>
            {name}
          </Anchor>
          <HpcStatusBadge status={row.status} />
        </Group>
        <Stack gap={2}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('hpc.list.levels', { set: row.levels_set, expected: row.levels_expected })}
            </Text>
            <Text size="xs" c="dimmed">
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} size="sm" aria-hidden />
        </Stack>
        <Group gap={6} wrap="wrap">
          {row.evidence_count === 0 ? (
            <Badge color="red" variant="light" styles={{ root: { textTransform: 'none' } }}>
              {t('hpc.list.noEvidence')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" styles={{ root: { textTransform: 'none' } }}>
              {t('hpc.list.evidence', { n: row.evidence_count })}
            </Badge>
          )}
          {unsupported > 0 && (
            <Badge
              color="orange"
              variant="light"
              styles={{ root: { textTransform: 'none' } }}
              title={row.judged_without_evidence.join(', ')}
            >
              {t('hpc.list.withoutEvidence', { n: unsupported })}
            </Badge>
          )}
          <Badge
            color={row.self_assessment_done ? 'teal' : 'gray'}
            variant="light"
            styles={{ root: { textTransform: 'none' } }}
          >
            {row.self_assessment_done ? t('hpc.list.selfDone') : t('hpc.list.selfNotDone')}
          </Badge>
          <Badge color="gray" variant="light" styles={{ root: { textTransform: 'none' } }}>
            {t('hpc.list.narratives', { done: row.narratives_done, expected: row.narratives_expected })}
          </Badge>
          <FeedbackInBadges feedback={row.feedback_in} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** Which of the cycle's feedback forms have answers for the child (a form not made: nothing). */
function FeedbackInBadges({ feedback }: { feedback: HpcStudentProgress['feedback_in'] }) {
  const { t } = useTranslation();
  if (!feedback) return null;
  const badges = [
    feedback.parent !== null && {
      key: 'parent',
      done: feedback.parent,
      label: t(feedback.parent ? 'hpc.list.familyIn' : 'hpc.list.familyNotIn'),
    },
    feedback.self !== null && {
      key: 'self',
      done: feedback.self,
      label: t(feedback.self ? 'hpc.list.selfFeedbackIn' : 'hpc.list.selfFeedbackNotIn'),
    },
    feedback.peer !== null && {
      key: 'peer',
      done: feedback.peer > 0,
      label: t('hpc.list.friendsIn', { count: feedback.peer }),
    },
  ].filter((badge) => badge !== false);
  return badges.map((badge) => (
    <Badge
      key={badge.key}
      color={badge.done ? 'teal' : 'gray'}
      variant="light"
      styles={{ root: { textTransform: 'none' } }}
    >
      {badge.label}
    </Badge>
  ));
}

/**
 * The class's children in a cycle with how far each card is: levels set of those expected,
 * evidence, levels judged without evidence, the self-assessment, narratives and the card's
 * status. Ordered by default so the children lacking evidence come first; a name opens the card.
 */
export function HpcStudentList({
  cycleId,
  cardHref,
}: {
  cycleId: string;
  cardHref: (studentId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const list = useHpcStudentList(cycleId);
  const [order, setOrder] = useState<StudentOrder>('needsEvidence');

  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return (
      <LoadError title={t('hpc.list.loadError')} error={list.error} onRetry={() => void list.refetch()} />
    );
  if (list.data.students.length === 0) return <Text c="dimmed">{t('hpc.list.empty')}</Text>;

  const rows = orderStudents(list.data.students, order, i18n.language);
  const published = list.data.students.filter((row) => row.status === 'published').length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('hpc.list.summary', {
            published,
            total: list.data.students.length,
            scheme: list.data.scheme.name,
          })}
        </Text>
        <Select
          label={t('hpc.list.orderLabel')}
          data={studentOrders.map((value) => ({ value, label: t(`hpc.list.order.${value}`) }))}
          value={order}
          onChange={(value) => value && setOrder(value as StudentOrder)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        component="ul"
        aria-label={t('hpc.list.label')}
        style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}
      >
        {rows.map((row) => (
          <StudentRow key={row.student._id} row={row} href={cardHref(row.student._id)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
