import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { OfflineBar } from '../../components/offline-bar';

/**
 * Last line of defence: a screen that crashed while rendering, or whose code could not be
 * downloaded. It replaces RootLayout, so it shows the 'No Internet Connection' bar itself.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} fz="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('errors.generic')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
      <OfflineBar />
    </Center>
  );
}
