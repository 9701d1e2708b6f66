import { ActionIcon, Button, Group, Indicator, Loader, Paper, Popover, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

import { MicrophoneIcon } from './microphone-icon';

// The command form (text box, speech controls) downloads when the panel first opens (web budget,
// docs/decisions/007-web-budgets-and-languages.md).
const CueCommandForm = lazy(() =>
  import('./cue-command-form').then((module) => ({ default: module.CueCommandForm })),
);

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

  const onSubmit = () => {
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
        {/* The button is the popover's target, not the busy dot around it: the target gets
            aria-expanded, which a plain <div> may not carry (axe: aria-allowed-attr). */}
        <Indicator disabled={!state.isBusy} processing color="teal" size={10} offset={4}>
          <Popover.Target>
            <ActionIcon
              variant={isOpen ? 'filled' : 'subtle'}
              color={isOpen ? 'teal' : 'gray'}
              // 44 px: a touch target a teacher can hit with one thumb (issue 10); the icon stays small.
              size="xl"
              aria-label={t('cueVoice.button')}
              aria-expanded={isOpen}
              onClick={() => (isOpen ? close() : dispatch({ type: 'open' }))}
            >
              <MicrophoneIcon />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown>
          <Suspense fallback={<Loader size="sm" aria-label={t('cueVoice.heading')} />}>
            <CueCommandForm
              state={state}
              speechAvailable={speechAvailable}
              onType={(command) => dispatch({ type: 'type', command })}
              onListen={listen}
              onPause={pause}
              onClose={close}
              onSubmit={onSubmit}
            />
          </Suspense>
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
