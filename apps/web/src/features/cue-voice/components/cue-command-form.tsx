import { Badge, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CueVoiceState } from '../cue-voice-state';
import { MicrophoneIcon } from './microphone-icon';

const statusColors = { idle: 'gray', active: 'red', paused: 'yellow', closed: 'gray' } as const;

export interface CueCommandFormProps {
  state: CueVoiceState;
  speechAvailable: boolean;
  onType: (command: string) => void;
  onListen: () => void;
  onPause: () => void;
  onClose: () => void;
  onSubmit: () => void;
}

/**
 * The Cue panel's content: its state, speech controls where the browser has speech recognition,
 * and the typed command box (always). Enter sends, Shift+Enter is a new line.
 */
export function CueCommandForm({
  state,
  speechAvailable,
  onType,
  onListen,
  onPause,
  onClose,
  onSubmit,
}: CueCommandFormProps) {
  const { t } = useTranslation();
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={t('cueVoice.heading')}>
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
              <Button variant="light" color="yellow" onClick={onPause}>
                {t('cueVoice.pause')}
              </Button>
            ) : (
              <Button
                variant="light"
                leftSection={<MicrophoneIcon />}
                onClick={onListen}
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
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter is a new line (as in the chat).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              submit(event);
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
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('cueVoice.close')}
          </Button>
          <Button type="submit" disabled={state.isBusy} mih={44}>
            {t('cueVoice.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
