import { Box, Group, Select, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusPickerComponent } from '../card-context';
import { useVisualViewportHeight } from '../hooks/use-visual-viewport-height';
import { ChatCloseButton } from './chat-close-button';
import { ChatPanel } from './chat-panel';
import classes from './cue-chat.module.css';

export interface CueChatOverlayProps {
  onClose: () => void;
  userId: string;
  userName: string;
  classes: { id: string; name: string }[];
  selectedClassId: string | null;
  onSelectClass: (classId: string) => void;
  StatusPicker: StatusPickerComponent;
}

/**
 * Chat with Cue (spec sections 1, 2, 4): a full-screen panel that slides in (0.4 s, none with
 * reduced motion) over the page. Its height follows the phone's visible area, so the input stays
 * above the keyboard. The close button is in its header (the round button hides while it is
 * open, so nothing floats over Send); Escape closes it too, unless a modal over it has the focus.
 */
export function CueChatOverlay({
  onClose,
  userId,
  userName,
  classes: classList,
  selectedClassId,
  onSelectClass,
  StatusPicker,
}: CueChatOverlayProps) {
  const { t } = useTranslation();
  const visible = useVisualViewportHeight();
  const dialog = useRef<HTMLDivElement>(null);

  // Focus moves into the chat as it opens (a screen reader announces it), without opening a
  // phone's keyboard as focusing the input would.
  useEffect(() => dialog.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Escape in a modal over the chat (a card's photo picker or viewer) closes only that modal.
      const inDialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (inDialog && inDialog !== dialog.current) return;
      onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const classOptions = classList.map((schoolClass) => ({ value: schoolClass.id, label: schoolClass.name }));

  return (
    <Box
      ref={dialog}
      tabIndex={-1}
      className={classes.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={t('cueChat.title')}
      bg="var(--mantine-color-body)"
      style={{
        position: 'fixed',
        insetBlockStart: visible ? visible.offsetTop : 0,
        insetInline: 0,
        blockSize: visible ? `${visible.height}px` : '100dvh',
        zIndex: 250,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group
        justify="space-between"
        px="md"
        py="xs"
        gap="xs"
        wrap="nowrap"
        style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={1} size="h4" style={{ flex: 1, minInlineSize: 0 }}>
          {t('cueChat.title')}
        </Title>
        {classList.length > 0 ? (
          <Select
            aria-label={t('cueChat.classLabel')}
            data={classOptions}
            value={selectedClassId}
            onChange={(value) => value && onSelectClass(value)}
            allowDeselect={false}
            comboboxProps={{ zIndex: 300 }}
            w={200}
            maw="45%"
            styles={{ input: { minBlockSize: 44 } }}
          />
        ) : null}
        <ChatCloseButton onClose={onClose} />
      </Group>
      {selectedClassId ? (
        <ChatPanel
          key={selectedClassId}
          classId={selectedClassId}
          userId={userId}
          userName={userName}
          classOptions={classOptions}
          StatusPicker={StatusPicker}
        />
      ) : (
        <Text p="md" ta="center">
          {t('cueChat.noClasses')}
        </Text>
      )}
    </Box>
  );
}
