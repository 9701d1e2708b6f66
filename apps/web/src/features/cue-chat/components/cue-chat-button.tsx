import { ActionIcon } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

function ChatIcon() {
  return (
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
 * The round button at the bottom corner (spec section 2): opens Chat with Cue. It is not shown
 * while the chat is open: the chat's header has its own close button, and a button floating in
 * this corner sat on top of Send (issue 10).
 */
export function CueChatButton({ onOpen, takesFocus = false }: { onOpen: () => void; takesFocus?: boolean }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // Back from a closed chat, focus returns here rather than falling to the page.
  useEffect(() => {
    if (takesFocus) button.current?.focus();
  }, [takesFocus]);
  return (
    <ActionIcon
      ref={button}
      size={56}
      radius="xl"
      variant="filled"
      aria-label={t('cueChat.open')}
      onClick={onOpen}
      style={{
        position: 'fixed',
        // Above the phone's bottom tab bar (whose height includes the safe area) when there is one.
        insetBlockEnd: 'calc(var(--staff-bottom-bar, env(safe-area-inset-bottom, 0px)) + 16px)',
        insetInlineEnd: 16,
        // Below Mantine's drawers and modals (200): above them it hid an open form's fields and
        // buttons on a phone (school setup's class, staff and child drawers).
        zIndex: 195,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <ChatIcon />
    </ActionIcon>
  );
}
