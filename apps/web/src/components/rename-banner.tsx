import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec sections 1 and 9: once dismissed, the rename banner stays hidden on this browser. */
export const RENAME_BANNER_DISMISSED_KEY = 'cue.renameBannerDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(RENAME_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Tells users the product was renamed to Cue and asks them to bookmark the new address. */
export function RenameBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(RENAME_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Storage can be full or blocked; the banner still goes away for this visit.
    }
    setDismissed(true);
  };

  return (
    <Alert
      color="indigo"
      variant="light"
      radius="md"
      mb="md"
      title={t('renameBanner.title')}
      withCloseButton
      closeButtonLabel={t('renameBanner.dismiss')}
      // A 44 px target, not Mantine's 20 px: dismissed with a thumb on a phone.
      styles={{
        closeButton: { width: 44, height: 44, minWidth: 44, marginBlockStart: -10, marginInlineEnd: -10 },
      }}
      onClose={dismiss}
    >
      <Text size="sm">{t('renameBanner.body', { address: window.location.origin })}</Text>
    </Alert>
  );
}
