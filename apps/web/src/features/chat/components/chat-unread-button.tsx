import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useChatUnread } from '../api/chat-api';

/**
 * The top bar's way into chat, with the unread count (refreshed by realtime 'chat' events).
 * `onlyUnreadOnPhone`: on a phone it shows only while something is unread (the staff bar is full
 * there, and Communication in the bottom bar already leads to chat).
 * Staff bars show it only where chat is open (role and module, from the navigation's source);
 * a family has no module list, so the badge's own answer decides: a 403 means chat is off in
 * every school of the family, and the button goes away.
 */
export function ChatUnreadButton({ onlyUnreadOnPhone = false }: { onlyUnreadOnPhone?: boolean }) {
  const { t } = useTranslation();
  const unread = useChatUnread();
  const count = unread.data?.total_unread ?? 0;
  if (isApiError(unread.error) && unread.error.status === 403) return null;
  const label = count > 0 ? t('chat.openWithUnread', { count }) : t('chat.open');
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={16}
      disabled={count === 0}
      offset={4}
      visibleFrom={onlyUnreadOnPhone && count === 0 ? 'sm' : undefined}
    >
      <ActionIcon component={Link} to="/communication/chat" variant="subtle" size="lg" aria-label={label}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden>
          <path d="M4 5h16v11H9l-5 4V5z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </ActionIcon>
    </Indicator>
  );
}
