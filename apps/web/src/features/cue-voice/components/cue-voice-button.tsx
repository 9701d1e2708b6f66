import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Indicator,
  Loader,
  Paper,
  Popover,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';
import type { RealtimeSocket } from '../../../lib/socket';
import type { CueCommander } from '../cue-command';
import { useCueCommand } from '../hooks/use-cue-command';
import { isSpeechAvailable, startListening, type BrowserSpeechRecognition } from '../speech-recognition';

export interface CueVoiceButtonProps {
  socket: RealtimeSocket | null;
  /** The class selected in the top bar. */
  classId: string | null;
  commander: CueCommander;
}

function MicrophoneIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <rect x={9} y={3} width={6} height={11} rx={3} />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}

const statusColors = { idle: 'gray', active: 'red', paused: 'yellow', closed: 'gray' } as const;

/**
 * Spec "Top bar": the Cue voice button. It opens a panel where the teacher speaks (browsers with
 * speech recognition) or types a command (always); Cue acts on it directly and the task log
 * follows it. A failed command leaves a box with the message, Retry and Dismiss.
 */
export function CueVoiceButton({ socket, classId, commander }: CueVoiceButtonProps) {
  const { t } = useTranslation();
  const { state, dispatch, submit, retry } = useCueCommand({ socket, classId, commander });
  const [speechAvailable] = useState(isSpeechAvailable);
  const recognition = useRef<BrowserSpeechRecognition | null>(null);
  const heardBefore = useRef('');
  const isOpen = state.status !== 'closed';

  /** Stops listening without a word more: what was heard so far stays in the box. */
  const stopListening = () => {
    const listening = recognition.current;
    recognition.current = null;
    if (!listening) return;
    listening.onresult = null;
    listening.onend = null;
    listening.onerror = null;
    listening.abort();
  };
  // Listening ends with the panel (and the top bar).
  useEffect(() => () => recognition.current?.abort(), []);

  const listen = () => {
    if (state.isBusy) return;
    stopListening();
    heardBefore.current = state.command.trim();
    dispatch({ type: 'listen' });
    recognition.current = startListening(currentLanguage(), {
      onTranscript: (text, isFinal) => {
        const command = [heardBefore.current, text].filter(Boolean).join(' ');
        dispatch({ type: 'heard', command });
        if (isFinal && command) {
          recognition.current = null;
          void submit(command);
        }
      },
      onEnd: () => {
        recognition.current = null;
        dispatch({ type: 'speechEnded' });
      },
    });
  };

  const pause = () => {
    stopListening();
    dispatch({ type: 'pause' });
  };

  const close = () => {
    stopListening();
    dispatch({ type: 'close' });
  };

  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    stopListening();
    void submit(state.command);
  };

  return (
    <>
      <Popover
        opened={isOpen}
        onChange={(opened) => (opened ? dispatch({ type: 'open' }) : close())}
        position="bottom-end"
        width="min(24rem, calc(100vw - 1rem))"
        shadow="md"
        withinPortal
        trapFocus
      >
        <Popover.Target>
          <Indicator disabled={!state.isBusy} processing color="teal" size={10} offset={4}>
            <ActionIcon
              variant={isOpen ? 'filled' : 'subtle'}
              color={isOpen ? 'teal' : 'gray'}
              size="lg"
              aria-label={t('cueVoice.button')}
              aria-expanded={isOpen}
              onClick={() => (isOpen ? close() : dispatch({ type: 'open' }))}
            >
              <MicrophoneIcon />
            </ActionIcon>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown>
          <form onSubmit={onSubmit} aria-label={t('cueVoice.heading')}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Title order={2} size="h5">
                  {t('cueVoice.heading')}
                </Title>
                <Badge color={statusColors[state.status]} variant="light" role="status">
                  {t(`cueVoice.states.${state.status}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('cueVoice.hint')}
              </Text>
              {speechAvailable ? (
                <Group gap="xs">
                  {state.status === 'active' ? (
                    <Button variant="light" color="yellow" onClick={pause}>
                      {t('cueVoice.pause')}
                    </Button>
                  ) : (
                    <Button
                      variant="light"
                      leftSection={<MicrophoneIcon />}
                      onClick={listen}
                      disabled={state.isBusy}
                    >
                      {state.status === 'paused' ? t('cueVoice.resume') : t('cueVoice.listen')}
                    </Button>
                  )}
                </Group>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('cueVoice.noSpeech')}
                </Text>
              )}
              <Textarea
                label={t('cueVoice.commandLabel')}
                placeholder={t('cueVoice.commandPlaceholder')}
                value={state.command}
                onChange={(event) => dispatch({ type: 'type', command: event.currentTarget.value })}
                onKeyDown={(event) => {
                  // Enter sends, Shift+Enter is a new line (as in the chat).
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    onSubmit(event);
                  }
                }}
                autosize
                minRows={2}
                maxRows={5}
                data-autofocus
              />
              {state.result !== null && !state.isBusy && (
                <Text size="sm" c="teal" role="status">
                  {t(`cueVoice.results.${state.result}` as 'cueVoice.results.1')}
                </Text>
              )}
              {state.isBusy && (
                <Group gap="xs" wrap="nowrap" role="status">
                  <Loader size="xs" />
                  <Text size="sm">{t('cueVoice.busy')}</Text>
                </Group>
              )}
              <Group justify="flex-end" gap="xs">
                <Button variant="subtle" color="gray" onClick={close}>
                  {t('cueVoice.close')}
                </Button>
                <Button type="submit" disabled={state.isBusy} mih={44}>
                  {t('cueVoice.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      {state.failure !== null && (
        <Paper
          role="alert"
          aria-label={t('cueVoice.failureTitle')}
          withBorder
          shadow="lg"
          p="md"
          radius="md"
          style={{
            position: 'fixed',
            insetBlockStart: 'calc(72px + 0.5rem)',
            insetInlineEnd: '0.5rem',
            width: 'min(24rem, calc(100vw - 1rem))',
            zIndex: 300,
            borderInlineStart: '4px solid var(--mantine-color-red-6)',
          }}
        >
          <Stack gap="xs">
            <Text fw={600}>{t('cueVoice.failureTitle')}</Text>
            <Text size="sm">{state.failure}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" color="gray" onClick={() => dispatch({ type: 'dismiss' })}>
                {t('cueVoice.dismiss')}
              </Button>
              <Button color="red" onClick={() => void retry()}>
                {t('cueVoice.retry')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </>
  );
}
