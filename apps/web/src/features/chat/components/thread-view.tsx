import type { ChatThread, ChatThreadMessage, MediaFile } from '@cue/contracts';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatTimeAndDate } from '../../../lib/dates';
import { AttachmentField } from '../../media/components/attachment-field';
import { AttachmentList } from '../../media/components/attachment-list';
import { useChatMessages, useMarkChatRead, useRetractChatMessage, useSendChatMessage } from '../api/chat-api';
import { FamilyPhotoField } from './family-photo-field';

function MessageBubble({
  message,
  mine,
  onRetract,
  onExpired,
}: {
  message: ChatThreadMessage;
  mine: boolean;
  onRetract: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      maw="85%"
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        background: mine ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" fw={600}>
            {message.author_name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatTimeAndDate(message.sent_at)}
          </Text>
        </Group>
        {message.retracted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('chat.retracted')}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
        )}
        {message.media.length > 0 && <AttachmentList media={message.media} onExpired={onExpired} />}
        {mine && !message.retracted && (
          <Group gap="xs" justify="flex-end">
            {message.read_by_family && (
              <Text size="xs" c="teal">
                {t('chat.read')}
              </Text>
            )}
            <Button size="compact-xs" variant="subtle" color="red" onClick={onRetract}>
              {t('chat.retract')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** One thread: its history (oldest at the top, older pages on demand), the composer, receipts. */
export function ThreadView({
  thread,
  myUserId,
  isStaff,
}: {
  thread: ChatThread;
  myUserId: string;
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  const messages = useChatMessages(thread._id);
  const send = useSendChatMessage(thread._id);
  const markRead = useMarkChatRead(thread._id);
  const retract = useRetractChatMessage();
  const [text, setText] = useState('');
  const [media, setMedia] = useState<MediaFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const newestFirst = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const newestFromOthers = newestFirst.find((m) => m.author_id !== myUserId);

  // Seen on screen: the newest message of someone else is read.
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (thread.is_member && newestFromOthers && thread.unread > 0) markReadMutate(newestFromOthers._id);
  }, [thread.is_member, thread.unread, newestFromOthers, markReadMutate]);

  const submit = () => {
    if (uploading) return;
    if (text.trim() === '') {
      setError(t('chat.emptyMessage'));
      return;
    }
    setError(null);
    send.mutate(
      { message: text, media_ids: media.map((file) => file._id) },
      {
        onSuccess: () => {
          setText('');
          setMedia([]);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap="sm">
      {messages.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void messages.fetchNextPage()}
          loading={messages.isFetchingNextPage}
        >
          {t('chat.loadOlder')}
        </Button>
      )}
      {messages.isError && <Text c="red">{errorMessage(messages.error)}</Text>}
      <Stack gap="xs" role="log" aria-label={t('chat.messagesLabel')}>
        {messages.isSuccess && newestFirst.length === 0 && <Text c="dimmed">{t('chat.noMessagesYet')}</Text>}
        {[...newestFirst].reverse().map((message) => (
          <MessageBubble
            key={message._id}
            message={message}
            mine={message.author_id === myUserId}
            onRetract={() => retract.mutate(message._id)}
            onExpired={() => void messages.refetch()}
          />
        ))}
      </Stack>
      {thread.can_post ? (
        <Stack gap="xs">
          <Textarea
            label={t('chat.composerLabel')}
            placeholder={t('chat.composerPlaceholder')}
            rows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            error={error}
          />
          {isStaff ? (
            <AttachmentField value={media} onChange={setMedia} classId={thread.class_id} />
          ) : (
            <FamilyPhotoField value={media} onChange={setMedia} onUploadingChange={setUploading} />
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={send.isPending} disabled={uploading}>
              {t('chat.send')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {thread.closed
            ? t('chat.closed', { name: thread.student_name ?? '' })
            : thread.kind === 'broadcast' && !isStaff
              ? t('chat.broadcastReadOnly')
              : t('chat.readOnly')}
        </Text>
      )}
    </Stack>
  );
}
