import {
  ActionIcon,
  Box,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  useDirection,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, apiErrorCodes } from '../../../lib/api-error';
import { teacherMoment } from '../../../lib/dates';
import { translateServerMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/language';
import { tokenPairOf, useSession } from '../../../lib/session-store';
import { useAskCueWidget } from '../api/ask-cue-widget';
import { useDraggable } from '../hooks/use-draggable';
import { answerText, messageToSend, missingContext } from '../widget-rules';

export interface CueWidgetProps {
  /** The class selected in the top bar. */
  classId: string | null;
  userId: string | null;
  userName: string;
}

interface WidgetMessage {
  id: number;
  from: 'user' | 'cue' | 'error';
  text: string;
}

function ChatIcon() {
  return (
    <svg width={26} height={26} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10h8M8 13h5" />
    </svg>
  );
}

/** The widget's failure in words: the server's message when it gave one, else 'Failed to get response'. */
function failureText(error: unknown, fallback: string): string {
  if (
    isApiError(error) &&
    error.code !== apiErrorCodes.network &&
    error.code !== apiErrorCodes.invalidResponse &&
    !error.code.startsWith('HTTP_')
  ) {
    return translateServerMessage(error.message);
  }
  return fallback;
}

function OpenWidget({ classId, userId, userName, onClose }: CueWidgetProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { position, size, handleProps } = useDraggable(dir);
  const session = useSession();
  const token = session ? (tokenPairOf(session, 'staff')?.access_token ?? null) : null;
  const ask = useAskCueWidget();
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<WidgetMessage[]>([]);
  const nextId = useRef(0);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The newest message in view.
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [messages, ask.isPending]);

  const add = (from: WidgetMessage['from'], text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setMessages((current) => [...current, { id, from, text }]);
  };

  const send = () => {
    const message = messageToSend(draft, ask.isPending);
    if (message === null) return;
    const missing = missingContext({ token, classId, userId });
    if (missing.length > 0 || !classId) {
      add('error', t('cueWidget.missingContext', { names: missing.join(', ') }));
      return;
    }
    setDraft('');
    add('user', message);
    const now = teacherMoment(new Date());
    ask.mutate(
      {
        user_query: {
          class_id: classId,
          user_input: message,
          date: now.date,
          time: now.time,
        },
        // The bearer header carries the token; the body says who asks, as the spec's payload.
        user_details: { user_id: userId ?? undefined, user_name: userName, user_role: 'staff' },
        language: currentLanguage(),
      },
      {
        onSuccess: (answer) =>
          add('cue', answerText(answer, (name) => t('cueWidget.toolCall', { name })) || '…'),
        onError: (error) => add('error', failureText(error, t('cueWidget.failed'))),
      },
    );
  };

  return (
    <Paper
      component="section"
      aria-label={t('cueWidget.title')}
      shadow="xl"
      radius="md"
      withBorder
      style={{
        position: 'fixed',
        left: position.x,
        top: position.y,
        width: size.width,
        height: size.height,
        zIndex: 210,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="sm"
        py={6}
        bg="teal.7"
        c="white"
        tabIndex={0}
        role="group"
        aria-label={t('cueWidget.dragHandle')}
        title={t('cueWidget.dragHandle')}
        data-testid="cue-widget-handle"
        style={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}
        {...handleProps}
      >
        <Text fw={600}>{t('cueWidget.title')}</Text>
        <CloseButton
          variant="transparent"
          c="white"
          size="lg"
          aria-label={t('cueWidget.close')}
          onClick={onClose}
        />
      </Group>
      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} px="sm" py="xs">
        <Stack gap="xs" role="log" aria-live="polite">
          {messages.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('cueWidget.empty')}
            </Text>
          )}
          {messages.map((message) => (
            <Box
              key={message.id}
              p="xs"
              bg={message.from === 'user' ? 'teal.0' : message.from === 'error' ? 'red.0' : 'gray.0'}
              c={message.from === 'error' ? 'red.8' : undefined}
              role={message.from === 'error' ? 'alert' : undefined}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                alignSelf: message.from === 'user' ? 'flex-end' : 'flex-start',
                maxWidth: '90%',
              }}
            >
              <Text size="xs" fw={600}>
                {message.from === 'user' ? t('cueWidget.you') : t('cueWidget.cue')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Text>
            </Box>
          ))}
          {ask.isPending && (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('cueWidget.thinking')}
              </Text>
            </Group>
          )}
        </Stack>
      </ScrollArea>
      <Box
        component="form"
        p="sm"
        style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)' }}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Textarea
            aria-label={t('cueWidget.inputLabel')}
            placeholder={t('cueWidget.inputPlaceholder')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
            autosize
            minRows={1}
            maxRows={4}
            style={{ flex: 1 }}
          />
          <Button type="submit" disabled={ask.isPending || draft.trim() === ''} mih={44}>
            {t('cueWidget.send')}
          </Button>
        </Group>
      </Box>
    </Paper>
  );
}

/**
 * Spec "Floating AI chat widget" (a testing aid): a round button at the bottom start corner; open,
 * a draggable 420 × 560 chat that asks POST cue_widget/ask and shows the answer or why it failed.
 * Shown only with super_admin.access_new_modules (the layout decides).
 */
export function CueWidget(props: CueWidgetProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (opened) return <OpenWidget {...props} onClose={() => setOpened(false)} />;
  return (
    <ActionIcon
      radius="xl"
      size={56}
      color="teal"
      variant="filled"
      aria-label={t('cueWidget.open')}
      onClick={() => setOpened(true)}
      style={{
        position: 'fixed',
        insetInlineStart: '1rem',
        insetBlockEnd: 'calc(var(--staff-bottom-bar, 0px) + 1rem)',
        zIndex: 210,
      }}
    >
      <ChatIcon />
    </ActionIcon>
  );
}
