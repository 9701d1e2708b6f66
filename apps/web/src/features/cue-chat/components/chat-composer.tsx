import type { AssistantMode } from '@cue/contracts';
import { ActionIcon, Chip, Group, Stack, Switch, Textarea, useDirection } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSend } from '../chat-request';
import { useChatDraft } from '../hooks/use-chat-draft';
import { useCoarsePointer } from '../hooks/use-coarse-pointer';
import { quickPrompts } from '../quick-prompts';

/** A paper plane pointing the way text runs (mirrored right to left). */
function SendIcon() {
  const { dir } = useDirection();
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden
      style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M3 20.5l18-8.5L3 3.5v6.6l12 1.9-12 1.9z" />
    </svg>
  );
}

export interface ComposerSubmit {
  userInput: string;
  requestedTools: string[];
  mode: AssistantMode;
}

/**
 * The chat input (spec sections 2, 5): quick prompt chips that pick a tool and prefill an
 * example, the Reasoning toggle, and a textarea where Enter sends and Shift+Enter is a newline.
 * The Send button beside it sends too (on a phone it is the way to send), enabled only with
 * text. Trimmed empty input never sends; nothing is sent while an answer is on its way. The text
 * is kept under `draftKey` until it is sent, so closing the chat does not lose it.
 */
export function ChatComposer({
  onSubmit,
  isBusy,
  isDisabled = false,
  draftKey,
}: {
  onSubmit: (question: ComposerSubmit) => Promise<boolean> | boolean;
  isBusy: boolean;
  isDisabled?: boolean;
  /** Where the unsent text is kept (lib/chat-drafts.ts: per teacher and class). */
  draftKey: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useChatDraft(draftKey);
  const isTouch = useCoarsePointer();
  const [tool, setTool] = useState<string | null>(null);
  const [isReasoning, setReasoning] = useState(false);
  const examples = quickPrompts.map((prompt) => t(prompt.exampleKey));
  const sendable = canSend(text) && !isBusy && !isDisabled;

  const submit = async () => {
    if (!sendable) return;
    const sent = await onSubmit({
      userInput: text.trim(),
      requestedTools: tool ? [tool] : [],
      mode: isReasoning ? 'reasoning' : 'fast',
    });
    if (sent) {
      setText('');
      setTool(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const pickTool = (value: string | null) => {
    setTool(value);
    const prompt = quickPrompts.find((candidate) => candidate.tool === value);
    // The example replaces an empty box or another chip's example, never the teacher's words.
    if (prompt && (text.trim() === '' || examples.includes(text))) setText(t(prompt.exampleKey));
    if (!prompt && examples.includes(text)) setText('');
  };

  return (
    <Stack gap={6}>
      <Group gap={6} justify="space-between" wrap="wrap">
        <Group gap={6} role="group" aria-label={t('cueChat.chips.label')}>
          {quickPrompts.map((prompt) => (
            <Chip
              key={prompt.tool}
              size="sm"
              checked={tool === prompt.tool}
              onChange={() => pickTool(tool === prompt.tool ? null : prompt.tool)}
            >
              {t(prompt.labelKey)}
            </Chip>
          ))}
        </Group>
        <Switch
          label={t('cueChat.reasoning')}
          checked={isReasoning}
          onChange={(event) => setReasoning(event.currentTarget.checked)}
        />
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('cueChat.inputLabel')}
          // A phone's keyboard has no Shift+Enter to speak of.
          placeholder={isTouch ? t('cueChat.placeholderTouch') : t('cueChat.placeholder')}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          size={44}
          radius="xl"
          aria-label={t('cueChat.send')}
          disabled={!sendable}
          // Keeps the focus (and a phone's keyboard) in the textarea: no jump under the finger.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void submit()}
        >
          <SendIcon />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
