import { displayClassName, type Homework } from '@cue/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAnnouncementDate, formatDate } from '../../../lib/dates';
import { fullName } from '../../../lib/person-name';
import { AttachmentList } from '../../media/components/attachment-list';
import { homeworkQueryKeys } from '../api/homework-query-keys';
import type { ReactNode } from 'react';

/** Whether the due date (school-local 'YYYY-MM-DD') is before today on this device. */
export function isPastDue(dueDate: string, now: Date = new Date()): boolean {
  return dueDate < formatDate(now, 'YYYY-MM-DD');
}

/**
 * One homework: title, class and children, due date, instructions and attachments. Staff get the
 * submitted count (opening who has done it), Edit and Delete when they may; families get
 * `children` below (their Mark as done).
 */
export function HomeworkCard({
  homework,
  onEdit,
  onDelete,
  onOpenSubmissions,
  isBusy = false,
  children,
}: {
  homework: Homework;
  onEdit?: () => void;
  onDelete?: () => void;
  onOpenSubmissions?: () => void;
  isBusy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const staffView = onEdit !== undefined;
  const audience =
    homework.children.length > 0
      ? homework.children.map((child) => child.first_name).join(', ')
      : t('homework.card.wholeClass');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={homework.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: 1, minInlineSize: 0 }}>
            {homework.title}
          </Text>
          <Group gap={4} wrap="wrap" justify="flex-end" style={{ flexShrink: 0, maxInlineSize: '60%' }}>
            {!homework.is_published && (
              <Badge variant="light" color="gray">
                {t('homework.card.draft')}
              </Badge>
            )}
            {homework.is_published && staffView && (
              <Badge variant="light" color="teal">
                {t('homework.card.published')}
              </Badge>
            )}
            {isPastDue(homework.due_date) && (
              <Badge variant="light" color="orange">
                {t('homework.card.overdue')}
              </Badge>
            )}
          </Group>
        </Group>
        {/* One line of text, so a phone wraps it between words, never before a lone '·'. */}
        <Text size="sm" c="dimmed">
          <Text span size="sm" fw={500} c="var(--mantine-color-text)">
            {t('homework.card.due', { date: formatAnnouncementDate(homework.due_date) })}
          </Text>
          {` · ${displayClassName(homework.class.class_name)} · ${audience}`}
        </Text>
        {homework.instructions && <Text style={{ whiteSpace: 'pre-wrap' }}>{homework.instructions}</Text>}
        {homework.homework_media.length > 0 && (
          <AttachmentList
            media={homework.homework_media}
            onExpired={() => void queryClient.invalidateQueries({ queryKey: homeworkQueryKeys.all })}
          />
        )}
        {children}
        {staffView && (
          <Group gap="xs" justify="space-between" align="center">
            <Text size="xs" c="dimmed">
              {t('homework.card.by', { name: fullName(homework.created_by) })}
            </Text>
            <Group gap="xs">
              {homework.is_published && onOpenSubmissions && (
                <Button size="sm" variant="light" onClick={onOpenSubmissions}>
                  {t('homework.card.submitted', {
                    done: homework.submitted_count ?? 0,
                    total: homework.addressed_count ?? 0,
                  })}
                </Button>
              )}
              {homework.can_manage && (
                <Button size="sm" variant="default" onClick={onEdit} disabled={isBusy}>
                  {t('homework.card.edit')}
                </Button>
              )}
              {homework.can_manage && onDelete && (
                <Button size="sm" variant="subtle" color="red" onClick={onDelete} disabled={isBusy}>
                  {t('homework.card.delete')}
                </Button>
              )}
            </Group>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
