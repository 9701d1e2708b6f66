import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { useChatThreads } from '../api/chat-api';
import { QuietHoursForm } from './quiet-hours-form';
import { ThreadList, useThreadTitle } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * /communication/chat for staff and families alike: the thread list (grouped by class, unread
 * badges) and the open thread. On a phone the list, then the thread with a way back; on a wide
 * screen side by side. The open thread is in the address (?thread=), so Back closes it.
 */
export function ChatScreen({
  myUserId,
  isStaff,
  isAdmin,
}: {
  myUserId: string;
  isStaff: boolean;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)');
  const [params, setParams] = useSearchParams();
  const threads = useChatThreads();
  const title = useThreadTitle();
  const selectedId = params.get('thread');
  if (threads.isPending) return <PageLoader />;
  if (threads.isError) {
    return (
      <Stack align="flex-start">
        <Text c="red">{errorMessage(threads.error)}</Text>
        <Button variant="light" onClick={() => void threads.refetch()}>
          {t('errors.tryAgain')}
        </Button>
      </Stack>
    );
  }
  const list = threads.data.threads;
  const selected = list.find((th) => th._id === selectedId) ?? null;
  const select = (id: string) => setParams({ thread: id });
  const close = () => setParams({});

  const listPane = (
    <Stack gap="md">
      {isAdmin && <QuietHoursForm />}
      {list.length === 0 ? (
        <Text c="dimmed">{t('chat.noThreads')}</Text>
      ) : (
        <ThreadList
          threads={list}
          selectedId={selected?._id ?? null}
          onSelect={select}
          onPictureExpired={() => void threads.refetch()}
        />
      )}
    </Stack>
  );
  const threadPane = selected && (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        {!wide && (
          <Button variant="subtle" size="compact-sm" onClick={close}>
            {t('chat.back')}
          </Button>
        )}
        <Title order={2} fz="h3">
          {title(selected)}
        </Title>
      </Group>
      <ThreadView key={selected._id} thread={selected} myUserId={myUserId} isStaff={isStaff} />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('chat.title')}
      </Title>
      {wide ? (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Box w={320} style={{ flexShrink: 0 }}>
            {listPane}
          </Box>
          <Box miw={0} style={{ flex: 1 }}>
            {threadPane ?? <Text c="dimmed">{t('chat.pickThread')}</Text>}
          </Box>
        </Group>
      ) : (
        (threadPane ?? listPane)
      )}
    </Stack>
  );
}
