import { Box, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** Spec section 8 "Offline": a bar fixed at the bottom of the screen while the browser is offline. */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Box
      role="status"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      py={6}
      px="md"
      bg="red.8"
      c="white"
      style={{ zIndex: 1000, textAlign: 'center' }}
    >
      <Text size="sm" fw={600}>
        {t('offline.message')}
      </Text>
    </Box>
  );
}
