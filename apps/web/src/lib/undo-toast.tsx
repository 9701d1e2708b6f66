import { Button, Group, Text } from '@mantine/core';
import { useRef } from 'react';

/** The body of an undoable toast (lib/notify.ts showUndoable): the message and one Undo button. */
export function UndoToast({
  message,
  undoLabel,
  onUndo,
}: {
  message: string;
  undoLabel: string;
  onUndo: () => void;
}) {
  // A double tap must not undo twice (the second could undo a later change).
  const done = useRef(false);
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{message}</Text>
      <Button
        size="compact-md"
        h={44}
        variant="light"
        onClick={() => {
          if (done.current) return;
          done.current = true;
          onUndo();
        }}
      >
        {undoLabel}
      </Button>
    </Group>
  );
}
