import { journalReactions, type JournalEntry, type JournalReaction } from '@cue/contracts';
import { Badge, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { AttachmentList } from '../../media/components/attachment-list';
import { useCommentOnPost, useDeleteJournalPost, useReactToPost } from '../api/journal-api';

const reactionEmoji: Record<JournalReaction, string> = { heart: '❤️', thumbs_up: '👍', smile: '😊' };

/**
 * One journal post, as staff (`as="staff"`: the child's name, who has read it, replies, delete)
 * or as the child's family (`as="parent"`: react, comment) see it, with its photos and comments.
 */
export function JournalPostCard({
  entry,
  as,
  onExpired,
}: {
  entry: JournalEntry;
  as: 'staff' | 'parent';
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const comment = useCommentOnPost(as);
  const react = useReactToPost();
  const remove = useDeleteJournalPost();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    comment.mutate({ id: entry._id, text }, { onSuccess: () => setText('') });
  };
  const counts = new Map(entry.reactions.map((r) => [r.reaction, r.count]));
  // A daily report is titled by its day, in the reader's language (decision 047).
  const daily = entry.kind === 'daily_report';
  const title = daily
    ? t('journal.daily.postTitle', { date: formatObservationDate(entry.date) })
    : entry.title;
  const error = comment.error ?? react.error ?? remove.error;

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={title}
      style={daily ? { borderInlineStart: '4px solid var(--mantine-color-teal-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
          <Text fw={600}>{title}</Text>
          {!daily && (
            <Text size="sm" c="dimmed">
              {formatObservationDate(entry.date)}
            </Text>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`journal.kind.${entry.kind}`)}
          </Badge>
          {as === 'staff' && (
            <Text size="sm" fw={500}>
              {entry.student_name}
            </Text>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{entry.body}</Text>
        <AttachmentList media={entry.media} onExpired={onExpired} />
        <Text size="xs" c="dimmed">
          {t('journal.by', { name: entry.created_by.name })}
        </Text>

        <Group gap={6} role="group" aria-label={t('journal.reactions.label')}>
          {as === 'parent'
            ? journalReactions.map((reaction) => {
                const mine = entry.my_reaction === reaction;
                return (
                  <Button
                    key={reaction}
                    size="compact-sm"
                    variant={mine ? 'light' : 'subtle'}
                    aria-pressed={mine}
                    aria-label={t(`journal.reactions.${reaction}`)}
                    loading={react.isPending && react.variables?.reaction === reaction}
                    onClick={() => react.mutate({ id: entry._id, reaction: mine ? null : reaction })}
                  >
                    {reactionEmoji[reaction]} {counts.get(reaction) ?? ''}
                  </Button>
                );
              })
            : entry.reactions.map((r) => (
                <Text
                  key={r.reaction}
                  size="sm"
                  aria-label={`${t(`journal.reactions.${r.reaction}`)}: ${r.count}`}
                >
                  {reactionEmoji[r.reaction]} {r.count}
                </Text>
              ))}
        </Group>

        {as === 'staff' && (
          <Text size="xs" c="dimmed">
            {entry.read_by.length === 0
              ? t('journal.readBy.none')
              : t('journal.readBy.some', { names: entry.read_by.map((r) => r.name).join(', ') })}
          </Text>
        )}

        <Stack gap={4} role="list" aria-label={t('journal.comments.label')}>
          {entry.comments.map((c) => (
            <Stack
              key={c._id}
              gap={0}
              role="listitem"
              ps="sm"
              style={{ borderInlineStart: '2px solid var(--mantine-color-gray-3)' }}
            >
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {c.author.name}
                </Text>
                {c.author.kind === 'staff' && (
                  <Badge size="xs" variant="outline">
                    {t('journal.comments.staffTag')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.text}
              </Text>
            </Stack>
          ))}
        </Stack>
        <form onSubmit={send}>
          <Group gap={6} wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              aria-label={as === 'staff' ? t('journal.comments.reply') : t('journal.comments.write')}
              placeholder={as === 'staff' ? t('journal.comments.reply') : t('journal.comments.write')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={2000}
            />
            <Button type="submit" variant="light" loading={comment.isPending} disabled={!text.trim()}>
              {t('journal.comments.send')}
            </Button>
          </Group>
        </form>
        {error && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(error)}
          </Text>
        )}
        {as === 'staff' && entry.can_delete && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
              {t('journal.delete.action')}
            </Button>
          </Group>
        )}
        <Modal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t('journal.delete.action')}
          centered
        >
          <Stack>
            <Text>{t('journal.delete.confirm')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('journal.delete.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(entry._id, { onSuccess: () => setConfirming(false) })}
              >
                {t('journal.delete.action')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Stack>
    </Card>
  );
}
