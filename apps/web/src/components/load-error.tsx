import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';

/**
 * What a screen shows when its data could not be loaded: what failed (a heading of the screen's
 * own, if given), the server's reason, and 'Try again'.
 */
export function LoadError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      {title ? (
        <>
          <Text c="red">{title}</Text>
          <Text size="sm" c="dimmed">
            {errorMessage(error)}
          </Text>
        </>
      ) : (
        <Text c="red">{errorMessage(error)}</Text>
      )}
      <Button variant="light" onClick={onRetry}>
        {t('errors.tryAgain')}
      </Button>
    </Stack>
  );
}
