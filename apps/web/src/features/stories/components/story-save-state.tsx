import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import type { SaveState } from '../hooks/use-story-autosave';

/** "Saving… / Saved at HH:mm / Not saved — Retry", and the 409 with its Reload. */
export function StorySaveState({
  state,
  onRetry,
  onReload,
}: {
  state: SaveState;
  onRetry: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'idle':
      return null;
    case 'incomplete':
      return (
        <Text size="sm" c="dimmed" role="status">
          {t(`stories.save.needs.${state.missing}`)}
        </Text>
      );
    case 'pending':
    case 'saving':
      return (
        <Text size="sm" c="dimmed" role="status">
          {t('stories.save.saving')}
        </Text>
      );
    case 'saved':
      return (
        <Text size="sm" c="teal" role="status">
          {t('stories.save.savedAt', { time: formatDate(state.at, 'HH:mm') })}
        </Text>
      );
    case 'failed':
      return (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red">
            {t('stories.save.notSaved')} {errorMessage(state.error)}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('stories.save.retry')}
          </Button>
        </Group>
      );
    case 'conflict':
      return (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red">
            {errorMessage(state.error)}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onReload}>
            {t('stories.save.reload')}
          </Button>
        </Group>
      );
  }
}
