import type { TaskLogEntry } from '@cue/contracts';
import { Badge, Button, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeSocket } from '../../../lib/socket';
import { isActive } from '../../media/upload/upload-queue';
import { useUploads } from '../../media/upload/uploads';
import { useTaskLog } from '../hooks/use-task-log';
import { useUndoCommand } from '../hooks/use-undo-command';
import { isDone } from '../task-log';

// The open panel (search, progress bars, lists) downloads when first shown (web budget, decision 007).
const TaskLogList = lazy(() => import('./task-log-list').then((module) => ({ default: module.TaskLogList })));

export interface TaskLogPanelProps {
  socket: RealtimeSocket | null;
  /** Whether this screen can send an entry's request again (e.g. a Cue command it knows). */
  canRetry: (entry: TaskLogEntry) => boolean;
  onRetry: (entry: TaskLogEntry) => void;
}

/** How long finished uploads stay in view before the panel it opened for them closes. */
export const UPLOADS_DONE_CLOSE_MS = 3000;

const place = {
  position: 'fixed',
  // Above the chat's round button in the bottom corner.
  insetInlineEnd: '1rem',
  insetBlockEnd: 'calc(var(--staff-bottom-bar, 0px) + 5.5rem)',
  zIndex: 190,
} as const;

/**
 * Spec "Floating panels": the task/progress log. The entries are followed from the start (and
 * replayed on every connection), and the uploads of this tab with progress; a Show Tasks button, once there is something to show, opens the
 * panel with Hide Tasks.
 */
export function TaskLogPanel({ socket, canRetry, onRetry }: TaskLogPanelProps) {
  const { t } = useTranslation();
  const log = useTaskLog(socket);
  const undo = useUndoCommand(socket);
  const [shown, setShown] = useState(false);
  const uploads = useUploads();
  const uploading = uploads.filter(isActive).length;
  const running = log.filter((entry) => !entry.error && !isDone(entry)).length + uploading;

  // A new upload opens the panel: the teacher sees each file's progress and can cancel it.
  const [seenUploading, setSeenUploading] = useState(uploading);
  const [openedForUploads, setOpenedForUploads] = useState(false);
  if (uploading !== seenUploading) {
    setSeenUploading(uploading);
    if (uploading > seenUploading && !shown) {
      setShown(true);
      setOpenedForUploads(true);
    }
  }
  // Opened for uploads and all went up: it closes by itself a moment later, off the photos it
  // covered. A failed file keeps it open (its message matters); so does a panel the teacher opened.
  const uploadFailed = uploads.some((item) => item.state === 'failed');
  useEffect(() => {
    if (!shown || !openedForUploads || uploading > 0 || uploadFailed) return;
    const timer = setTimeout(() => {
      setShown(false);
      setOpenedForUploads(false);
    }, UPLOADS_DONE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [shown, openedForUploads, uploading, uploadFailed]);
  const hide = () => {
    setShown(false);
    setOpenedForUploads(false);
  };

  if (log.length === 0 && uploads.length === 0) return null;

  const showButton = (
    <Button
      style={place}
      variant="default"
      mih={44}
      onClick={() => setShown(true)}
      rightSection={
        running > 0 ? (
          <Badge size="sm" circle>
            {running}
          </Badge>
        ) : undefined
      }
    >
      {t('taskLog.show')}
    </Button>
  );
  if (!shown) return showButton;
  return (
    <Suspense fallback={<Loader size="sm" style={place} aria-label={t('taskLog.heading')} />}>
      <TaskLogList
        log={log}
        uploads={uploads}
        place={place}
        onHide={hide}
        canRetry={canRetry}
        onRetry={onRetry}
        onUndo={undo}
      />
    </Suspense>
  );
}
