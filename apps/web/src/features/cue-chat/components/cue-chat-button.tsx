import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function ChatIcon({ isOpen }: { isOpen: boolean }) {
  return isOpen ? (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden
    >
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  ) : (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" />
      <path d="M12 8l.9 1.9L15 10.5l-2.1.6L12 13l-.9-1.9-2.1-.6 2.1-.6z" fill="currentColor" stroke="none" />
    </svg>
  );
}

/**
 * The round button at the bottom corner (spec section 2): opens and closes Chat with Cue. It
 * stays above the open chat, so the same button closes it.
 */
export function CueChatButton({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      size={56}
      radius="xl"
      variant="filled"
      aria-label={isOpen ? t('cueChat.close') : t('cueChat.open')}
      aria-expanded={isOpen}
      onClick={onToggle}
      style={{
        position: 'fixed',
        // Above the phone's bottom tab bar (whose height includes the safe area) when there is one.
        insetBlockEnd: 'calc(var(--staff-bottom-bar, env(safe-area-inset-bottom, 0px)) + 16px)',
        insetInlineEnd: 16,
        zIndex: 260,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <ChatIcon isOpen={isOpen} />
    </ActionIcon>
  );
}
