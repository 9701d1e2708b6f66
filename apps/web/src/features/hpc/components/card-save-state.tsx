import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import type { CardSaveState } from '../hooks/use-card-saver';

/** "Saving… / Saved at HH:mm / Not saved — Retry", and a 409's message with Reload. */
export function CardSaveStatus({
  state,
  onRetry,
  onReload,
}: {
  state: CardSaveState;
  onRetry: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'idle':
      return null;
    case 'saving':
      return (
        <Text size="sm" c="dimmed" role="status">
          {t('hpc.save.saving')}
        </Text>
      );
    case 'saved':
      return (
        <Text size="sm" c="teal" role="status">
          {t('hpc.save.savedAt', { time: formatDate(state.at, 'HH:mm') })}
        </Text>
      );
    case 'failed':
      return (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red">
            {t('hpc.save.notSaved')} {errorMessage(state.error)}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('hpc.save.retry')}
          </Button>
        </Group>
      );
    case 'conflict':
      return (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red">
            {t('hpc.save.conflict')} {errorMessage(state.error)}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onReload}>
            {t('hpc.save.reload')}
          </Button>
        </Group>
      );
  }
}
