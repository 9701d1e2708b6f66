import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Closes Chat with Cue from its own header (44 px, named "Close Chat with Cue"). It lives in the
 * header, not floating over the corner, so it can never sit on the Send button (issue 10).
 */
export function ChatCloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      size={44}
      radius="xl"
      variant="subtle"
      color="gray"
      aria-label={t('cueChat.close')}
      onClick={onClose}
      style={{ flexShrink: 0 }}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        aria-hidden
      >
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </ActionIcon>
  );
}
