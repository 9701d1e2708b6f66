import { REFLECTION_COMMENT_MAX, type Reflection } from '@cue/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimeAndDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useCommentOnReflection } from '../api/comment-on-reflection';
import { periodLabel } from '../reflection-weeks';

const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The one thread under a reflection: coordinators' comments and the author's answers. */
function ReflectionComments({ reflection }: { reflection: Reflection }) {
  const { t } = useTranslation();
  const comment = useCommentOnReflection(reflection._id);
  const [text, setText] = useState('');
  const headingId = useId();
  const send = () => {
    if (!text.trim()) return;
    comment.mutate(
      { text: text.trim() },
      { onSuccess: () => setText(''), onError: (error) => showError(errorMessage(error)) },
    );
  };
  // Coordinators may always comment; the author answers once there is something to answer.
  const canWrite = reflection.can_comment && (!reflection.can_edit || reflection.comments.length > 0);
  if (reflection.comments.length === 0 && !canWrite) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Text size="sm" fw={600} id={headingId}>
        {t('reflections.comments.heading')}
      </Text>
      {reflection.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('reflections.comments.empty')}
        </Text>
      )}
      {reflection.comments.map((item) => (
        <Paper key={item._id} withBorder radius="sm" p="xs" component="article" aria-label={item.author.name}>
          <Text size="xs" c="dimmed">
            {item.author.name} · {formatTimeAndDate(item.created_at)}
          </Text>
          <Text size="sm" style={wrap}>
            {item.text}
          </Text>
        </Paper>
      ))}
      {canWrite && (
        <Stack gap={6}>
          <Textarea
            label={
              reflection.can_edit ? t('reflections.comments.answerLabel') : t('reflections.comments.label')
            }
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={REFLECTION_COMMENT_MAX}
            autosize
            minRows={1}
            maxRows={4}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={send} loading={comment.isPending} disabled={!text.trim()}>
              {t('reflections.comments.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One reflection: its week (with how the week's plan went) or project, the three texts, the
 * children to follow up, its competencies, the author (for coordinators) and the comment thread.
 */
export function ReflectionCard({
  reflection,
  showAuthor,
  weekPlanHref,
  onEdit,
  onDelete,
}: {
  reflection: Reflection;
  showAuthor: boolean;
  /** Where the class's weekly plan opens (week reflections link to it). */
  weekPlanHref?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const period = periodLabel(reflection.period_start, reflection.period_end, i18n.language);
  const summary = reflection.week_summary;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {reflection.kind === 'week'
                ? t('reflections.card.week', { period })
                : t('reflections.card.project', { title: reflection.project?.title ?? '' })}
            </Title>
            <Text size="xs" c="dimmed">
              {reflection.kind === 'project' && `${period} · `}
              {showAuthor && `${reflection.author.name} · `}
              {t('reflections.card.updated', { when: formatTimeAndDate(reflection.updated_at) })}
            </Text>
          </Stack>
          <Badge variant="light" color={reflection.kind === 'week' ? 'blue' : 'grape'}>
            {t(`reflections.kinds.${reflection.kind}`)}
          </Badge>
        </Group>
        {summary && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('reflections.card.summary', summary)}
            </Text>
            {weekPlanHref && (
              <Anchor component={Link} to={weekPlanHref} size="sm">
                {t('reflections.card.openWeekPlan')}
              </Anchor>
            )}
          </Group>
        )}
        {reflection.kind === 'project' && reflection.project?._id === null && (
          <Text size="xs" c="dimmed">
            {t('reflections.card.projectDeleted')}
          </Text>
        )}
        {(['what_worked', 'what_to_change', 'next_steps'] as const).map(
          (field) =>
            reflection[field] && (
              <Stack key={field} gap={0}>
                <Text size="sm" fw={600}>
                  {t(`reflections.fields.${field}`)}
                </Text>
                <Text size="sm" style={wrap}>
                  {reflection[field]}
                </Text>
              </Stack>
            ),
        )}
        {reflection.students.length > 0 && (
          <Group gap={4} role="list" aria-label={t('reflections.fields.students')}>
            <Text size="sm" fw={600} me={4}>
              {t('reflections.fields.students')}:
            </Text>
            {reflection.students.map((child) => (
              <Badge
                key={child._id}
                role="listitem"
                variant="light"
                color="orange"
                style={{ textTransform: 'none' }}
              >
                {fullName(child)}
              </Badge>
            ))}
          </Group>
        )}
        {reflection.competencies.length > 0 && (
          <Group gap={4} role="list" aria-label={t('reflections.fields.competencies')}>
            {reflection.competencies.map((competency) => (
              <Badge
                key={competency.code}
                role="listitem"
                variant="outline"
                color="indigo"
                size="sm"
                title={competency.title}
                style={{ textTransform: 'none', maxInlineSize: '100%' }}
              >
                {competency.title ? `${competency.code} · ${competency.title}` : competency.code}
              </Badge>
            ))}
          </Group>
        )}
        <ReflectionComments reflection={reflection} />
        {reflection.can_edit && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="light" onClick={onEdit}>
              {t('reflections.edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
              {t('reflections.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
