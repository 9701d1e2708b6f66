import type { ChatThread } from '@cue/contracts';
import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';

/** A thread's title: the child's name, or the class's broadcast. */
export function useThreadTitle() {
  const { t } = useTranslation();
  return (thread: ChatThread) =>
    thread.kind === 'broadcast'
      ? t('chat.broadcastTitle', { name: thread.class_name })
      : (thread.student_name ?? thread.class_name);
}

/** Threads grouped by class (broadcast first), each with its unread badge and last message. */
export function ThreadList({
  threads,
  selectedId,
  onSelect,
  onPictureExpired,
}: {
  threads: ChatThread[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A child's picture did not load (its link expired): the owner refetches the threads. */
  onPictureExpired?: () => void;
}) {
  const { t } = useTranslation();
  const title = useThreadTitle();
  const classes = [...new Map(threads.map((th) => [th.class_id, th.class_name]))];
  return (
    <Stack gap="md" component="nav" aria-label={t('chat.threadsLabel')}>
      {classes.map(([classId, className]) => {
        const ofClass = threads
          .filter((th) => th.class_id === classId)
          .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'broadcast' ? -1 : 1));
        return (
          <Stack key={classId} gap={4}>
            <Title order={2} fz="sm" c="dimmed">
              {className}
            </Title>
            {ofClass.map((thread) => (
              <UnstyledButton
                key={thread._id}
                onClick={() => onSelect(thread._id)}
                aria-current={thread._id === selectedId ? 'true' : undefined}
                p="xs"
                style={{
                  borderRadius: 8,
                  background: thread._id === selectedId ? 'var(--mantine-color-blue-light)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  {thread.kind === 'family' && thread.student_name && (
                    <PersonAvatar
                      firstName={thread.student_name.split(' ')[0] ?? ''}
                      lastName={thread.student_name.split(' ').slice(1).join(' ')}
                      picture={thread.student_profile_picture}
                      colorKey={thread.student_id ?? undefined}
                      size={36}
                      decorative
                      onImageError={onPictureExpired}
                    />
                  )}
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text fw={thread.unread > 0 ? 700 : 500} truncate>
                      {title(thread)}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {thread.last_message_preview || t('chat.noMessagesYet')}
                    </Text>
                  </Stack>
                  {thread.unread > 0 && (
                    <Badge
                      circle={thread.unread < 10}
                      aria-label={t('chat.unreadCount', { count: thread.unread })}
                    >
                      {thread.unread}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
