import { Box, Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatCloseButton } from '../../features/cue-chat/components/chat-close-button';
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

const fullScreen = { position: 'fixed', inset: 0, zIndex: 250 } as const;

/** The chat's close button where the chat itself is not there yet (the round button is hidden). */
function CloseCorner({ onClose }: { onClose: () => void }) {
  return (
    <Box pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
      <ChatCloseButton onClose={onClose} />
    </Box>
  );
}

function ChatUnavailable({ onClose }: ChatWithCueProps) {
  const { t } = useTranslation();
  return (
    <Center bg="var(--mantine-color-body)" p="md" style={fullScreen}>
      <Text role="alert" ta="center">
        {t('cueChat.unavailable')}
      </Text>
      <CloseCorner onClose={onClose} />
    </Center>
  );
}

function ChatLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Center bg="var(--mantine-color-body)" style={fullScreen}>
      <Loader aria-label={t('cueChat.title')} />
      <CloseCorner onClose={onClose} />
    </Center>
  );
}

/**
 * Chat with Cue in the staff layout: the round button, or the chat itself while `?cue=true`.
 * Only for staff of a school with the cue_chat module (spec section 6). The chat's code is
 * downloaded when it first opens, never with the dashboard (web budget, decision 007).
 */
export function CueChatSlot({ user }: { user: StaffUser }) {
  const settings = useSchoolSettings();
  const { isOpen, setOpen } = useCueOverlayParam();
  const [Chat, setChat] = useState<ChatComponent>(loadChat);
  // Whether the chat was closed here: the round button then takes the focus back.
  const [wasClosed, setClosed] = useState(false);
  if (!settings.data?.school_permissions.cue_chat.enabled) return null;
  const { staff } = user;
  const close = () => {
    setOpen(false);
    setClosed(true);
    // A chat that could not download is fetched again on the next opening.
    if (downloadFailed) {
      downloadFailed = false;
      setChat(loadChat);
    }
  };
  // While the chat is open its header holds the close button; nothing floats over its Send.
  if (!isOpen) return <CueChatButton onOpen={() => setOpen(true)} takesFocus={wasClosed} />;
  return (
    <Suspense fallback={<ChatLoading onClose={close} />}>
      <Chat
        userId={staff._id.$oid}
        userName={`${staff.first_name} ${staff.last_name}`.trim()}
        onClose={close}
      />
    </Suspense>
  );
}
