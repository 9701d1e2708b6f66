import type { TaskLogEntry } from '@cue/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeSummary, summaryOf } from '../command-summary';
import { UndoCommand } from './undo-command';

/** The body of a finished command's toast: what was saved, and Undo (decision 028). */
export function CommandToast({
  entry,
  onUndo,
}: {
  entry: TaskLogEntry;
  onUndo: (requestId: string) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const summary = summaryOf(entry);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {summary ? describeSummary(summary, t, i18n.language) : entry.content}
      </Text>
      <UndoCommand entry={entry} onUndo={onUndo} />
    </Group>
  );
}
