import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CueChatButton } from '../../features/cue-chat/components/cue-chat-button';
import { useCueOverlayParam } from '../../features/cue-chat/hooks/use-cue-overlay-param';
import { useSchoolSettings } from '../../features/schools/api/get-school-settings';
import type { StaffUser } from '../../features/users/api/get-current-user';
import type { ChatWithCueProps } from './chat-with-cue';

type ChatComponent = ComponentType<ChatWithCueProps>;

/** Whether the last download of the chat failed (offline): the next opening tries again. */
let downloadFailed = false;

const loadChat = (): ComponentType<ChatWithCueProps> =>
  lazy(() =>
    import('./chat-with-cue').then(
      (module) => ({ default: module.ChatWithCue }),
      () => {
        downloadFailed = true;
        return { default: ChatUnavailable };
      },
    ),
  );

function ChatUnavailable() {
  const { t } = useTranslation();
  return (
    <Center role="alert" bg="var(--mantine-color-body)" style={{ position: 'fixed', inset: 0, zIndex: 250 }}>
      {t('cueChat.unavailable')}
    </Center>
  );
}

function ChatLoading() {
  const { t } = useTranslation();
  return (
    <Center bg="var(--mantine-color-body)" style={{ position: 'fixed', inset: 0, zIndex: 250 }}>
      <Loader aria-label={t('cueChat.title')} />
    </Center>
  );
}

/**
 * Chat with Cue in the staff layout: the round button, and the chat itself while `?cue=true`.
 * Only for staff of a school with the cue_chat module (spec section 6). The chat's code is
 * downloaded when it first opens, never with the dashboard (web budget, decision 007).
 */
export function CueChatSlot({ user }: { user: StaffUser }) {
  const settings = useSchoolSettings();
  const { isOpen, setOpen, toggle } = useCueOverlayParam();
  const [Chat, setChat] = useState<ChatComponent>(loadChat);
  if (!settings.data?.school_permissions.cue_chat.enabled) return null;
  const { staff } = user;
  return (
    <>
      {isOpen && (
        <Suspense fallback={<ChatLoading />}>
          <Chat
            userId={staff._id.$oid}
            userName={`${staff.first_name} ${staff.last_name}`.trim()}
            onClose={() => {
              setOpen(false);
              // A chat that could not download is fetched again on the next opening.
              if (downloadFailed) {
                downloadFailed = false;
                setChat(loadChat);
              }
            }}
          />
        </Suspense>
      )}
      <CueChatButton
        isOpen={isOpen}
        onToggle={() => {
          if (isOpen && downloadFailed) {
            downloadFailed = false;
            setChat(loadChat);
          }
          toggle();
        }}
      />
    </>
  );
}
