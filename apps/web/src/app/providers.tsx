import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazySlot } from '../components/lazy-slot';
import { currentLanguage, directionOf } from '../lib/language';
import { useToastsShown } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

const Notifications = lazySlot(() => import('@mantine/notifications').then((module) => module.Notifications));

/** Where toasts appear; downloaded with the first toast (lib/notify.ts). */
function ToastHost() {
  if (!useToastsShown()) return null;
  return <Notifications position="top-center" limit={3} />;
}

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
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
