import { Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatDraftKey } from '../../../lib/chat-drafts';
import { useCueRoster } from '../api/get-cue-roster';
import { useMarkToolCallSaved } from '../api/mark-tool-call-saved';
import {
  ChatCardsContext,
  type CardRef,
  type CardSaveOutcome,
  type ChatCardsValue,
  type StatusPickerComponent,
} from '../card-context';
import { teacherNow } from '../chat-request';
import type { ChatTurn } from '../chat-stream';
import { useCueChat } from '../hooks/use-cue-chat';
import type { ToolCardData } from '../tool-results';
import { ChatComposer } from './chat-composer';
import { ChatMessageView, StreamingMessageView, UserBubble } from './chat-message';
import classes from './cue-chat.module.css';
import { EditToolbar } from './edit-toolbar';

export interface ChatPanelProps {
  classId: string;
  userId: string;
  userName: string;
  classOptions: { value: string; label: string }[];
  StatusPicker: StatusPickerComponent;
}

function PulsingDot() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('cueChat.thinking')} py="xs">
      <span className={classes.pulsingDot} />
    </Box>
  );
}

function TurnView({ turn }: { turn: ChatTurn }) {
  const { t } = useTranslation();
  return (
    <>
      {turn.question !== null && <UserBubble text={turn.question} />}
      {turn.final ? (
        <ChatMessageView message={turn.final} />
      ) : turn.error !== null ? (
        <Text size="sm" c="red" role="alert">
          {turn.error || t('cueChat.failed')}
        </Text>
      ) : turn.streaming ? (
        <StreamingMessageView answer={turn.streaming} />
      ) : (
        <PulsingDot />
      )}
    </>
  );
}

/** One class's conversation with Cue: its messages and cards, and the input or the edit toolbar. */
export function ChatPanel({ classId, userId, userName, classOptions, StatusPicker }: ChatPanelProps) {
  const { t } = useTranslation();
  const chat = useCueChat({ classId, userId, userName });
  const roster = useCueRoster(classId);
  const markSaved = useMarkToolCallSaved(classId);
  const [savingCount, setSavingCount] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [edits, setEdits] = useState<ReadonlyMap<string, ToolCardData>>(new Map());
  // The edits as they were when editing began, for Cancel.
  const before = useRef<ToolCardData | undefined>(undefined);
  const end = useRef<HTMLDivElement>(null);

  const names = useMemo(
    () => new Map((roster.data ?? []).map((child) => [child._id, `${child.first_name} ${child.last_name}`])),
    [roster.data],
  );
  const savedToolCalls = useMemo(
    () => new Set(chat.conversation.data?.saved_tool_calls ?? []),
    [chat.conversation.data],
  );
  const savedCards = useMemo(
    () => new Map((chat.conversation.data?.saved_cards ?? []).map((saved) => [saved.tool_call_id, saved])),
    [chat.conversation.data],
  );

  const runSave = useCallback(
    async <T,>(
      card: CardRef,
      save: () => Promise<T>,
      options: { markSaved?: boolean; outcome?: (result: T) => CardSaveOutcome } = {},
    ): Promise<T> => {
      setSavingCount((count) => count + 1);
      try {
        const result = await save();
        if (options.markSaved !== false) {
          // The record is saved; if recording that fails the card only forgets it after a reload
          // (saving it again then finds the same records by their Idempotency-Keys).
          await markSaved
            .mutateAsync({
              message_id: card.messageId,
              tool_call_id: card.toolCallId,
              ...options.outcome?.(result),
            })
            .catch(() => undefined);
        }
        return result;
      } finally {
        setSavingCount((count) => count - 1);
      }
    },
    [markSaved],
  );

  const now = teacherNow();
  const value: ChatCardsValue = {
    classId,
    defaults: { today: now.date, now: now.time },
    studentName: (id) => names.get(id) ?? t('cueChat.cards.unknownStudent'),
    classOptions,
    savedToolCalls,
    savedCards,
    isSaving: savingCount > 0,
    runSave,
    editing,
    startEditing: (toolCallId, data) => {
      before.current = edits.get(toolCallId);
      setEdits((current) => new Map(current).set(toolCallId, current.get(toolCallId) ?? data));
      setEditing(toolCallId);
    },
    edits,
    setEdit: (toolCallId, data) => setEdits((current) => new Map(current).set(toolCallId, data)),
    StatusPicker,
  };

  const cancelEdit = () => {
    if (editing) {
      const previous = before.current;
      setEdits((current) => {
        const next = new Map(current);
        if (previous) next.set(editing, previous);
        else next.delete(editing);
        return next;
      });
    }
    setEditing(null);
  };

  const stored = chat.conversation.data?.messages ?? [];
  const isEmpty = stored.length === 0 && chat.turns.length === 0;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [stored.length, chat.turns]);

  return (
    <ChatCardsContext.Provider value={value}>
      {/* Focusable, so a keyboard can scroll back through a long conversation (axe-core). */}
      <Box
        style={{ flex: 1, overflowY: 'auto', minBlockSize: 0 }}
        px="md"
        py="sm"
        role="region"
        aria-label={t('cueChat.conversation')}
        tabIndex={0}
      >
        <Stack gap="md" maw={820} mx="auto">
          {chat.conversation.isPending ? (
            <Center py="xl">
              <Loader size="sm" aria-label={t('cueChat.loadingConversation')} />
            </Center>
          ) : chat.conversation.isError ? (
            <Stack align="center" gap="xs" py="xl">
              <Text size="sm">{t('cueChat.loadError')}</Text>
              <Button variant="default" onClick={() => void chat.conversation.refetch()}>
                {t('cueChat.retry')}
              </Button>
            </Stack>
          ) : null}
          {isEmpty && !chat.conversation.isPending && (
            <Stack align="center" gap={4} py="xl">
              <Title order={2} ta="center">
                {t('cueChat.welcome')}
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {t('cueChat.welcomeHint')}
              </Text>
            </Stack>
          )}
          {stored.map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
          {chat.turns.map((turn) => (
            <TurnView key={turn.key} turn={turn} />
          ))}
          <div ref={end} />
        </Stack>
      </Box>
      <Box
        px="md"
        pt="xs"
        style={{
          borderBlockStart: '1px solid var(--mantine-color-default-border)',
          // Clear of the phone's home indicator; nothing floats here (the round button hides).
          paddingBlockEnd: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom, 0px))',
        }}
      >
        <Box maw={820} mx="auto">
          {editing ? (
            <EditToolbar onDone={() => setEditing(null)} onCancel={cancelEdit} />
          ) : (
            <ChatComposer
              onSubmit={(question) => chat.send(question)}
              isBusy={chat.activity !== 'idle'}
              isDisabled={!chat.isConnected}
              draftKey={chatDraftKey(userId, classId)}
            />
          )}
        </Box>
      </Box>
    </ChatCardsContext.Provider>
  );
}
