import type { TaskLogEntry } from '@cue/contracts';
import { Badge, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUndo } from '../command-summary';

export interface UndoCommandProps {
  entry: TaskLogEntry;
  onUndo: (requestId: string) => Promise<boolean>;
}

/**
 * A finished command's Undo (in its toast and its task log entry) while the 10 minutes last, and
 * "Undone" once it was taken back (here, or in another tab: the entry says so).
 */
export function UndoCommand({ entry, onUndo }: UndoCommandProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'undone'>('idle');
  const [open, setOpen] = useState(() => canUndo(entry, Date.now()));
  const until = entry.context.undo_until;
  // Undo goes away when its 10 minutes end, even if nothing else changes on screen.
  useEffect(() => {
    if (typeof until !== 'string') return;
    const left = Date.parse(until) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [until]);
  if (state === 'undone' || entry.context.undone_at) {
    return (
      <Badge color="gray" variant="light">
        {t('taskLog.undoneBadge')}
      </Badge>
    );
  }
  if (!open) return null;
  return (
    <Button
      size="xs"
      mih={44}
      variant="light"
      // Never squeezed by a long summary beside it on a phone ("Unc…"): the words wrap instead.
      style={{ flexShrink: 0 }}
      loading={state === 'busy'}
      onClick={async () => {
        setState('busy');
        setState((await onUndo(entry.id)) ? 'undone' : 'idle');
      }}
    >
      {t('taskLog.undo')}
    </Button>
  );
}
