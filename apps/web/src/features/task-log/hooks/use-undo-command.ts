import type { CueUndoAnswer } from '@cue/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import type { RealtimeSocket } from '../../../lib/socket';
import { taskLogEvents } from '../task-log';

/**
 * Undo of a finished Cue command (cue-command-undo, decision 028). Resolves true once the server
 * restored the state before; a refusal (too late, already undone, a sent announcement) is told
 * in the teacher's language. Every tab then sees the entry's "Undone" through verbose-log.
 */
export function useUndoCommand(socket: RealtimeSocket | null) {
  const { t } = useTranslation();
  return useCallback(
    (requestId: string): Promise<boolean> =>
      new Promise((resolve) => {
        if (!socket?.connected) {
          showError(t('cueVoice.notSent'));
          resolve(false);
          return;
        }
        socket.emit(taskLogEvents.undo, { request_id: requestId }, (answer: CueUndoAnswer) => {
          if (answer.ok) showSuccess(t('taskLog.undone'));
          else showError(t(`taskLog.undoRefused.${answer.reason}`));
          resolve(answer.ok);
        });
      }),
    [socket, t],
  );
}
