import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentLanguage, directionOf } from '../lib/language';
import { theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals so tests see the DOM at once. */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  // The language module sets <html dir> before the first render and on every change; the
  // DirectionProvider starts from it and follows the attribute, so the whole layout mirrors.
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())}>
      <MantineProvider theme={theme} env={env}>
        <Notifications position="top-center" limit={3} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
