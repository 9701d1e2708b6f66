import type { CueCommandPayload, TaskLogEntry } from '@cue/contracts';
import { createElement, useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/language';
import { showActionToast, showError, showSuccess } from '../../../lib/notify';
import { CommandToast } from '../../task-log/components/command-toast';
import { useUndoCommand } from '../../task-log/hooks/use-undo-command';
import type { RealtimeSocket } from '../../../lib/socket';
import {
  buildCueCommand,
  commandOutcome,
  newCueRequestId,
  type CueCommander,
  type MissingValue,
} from '../cue-command';
import { cueEvents } from '../cue-events';
import { freshStaffToken } from '../staff-token';
import { teacherNow } from '../teacher-now';
import { cueVoiceReducer, initialCueVoiceState, type CueVoiceAction } from '../cue-voice-state';

export interface UseCueCommandOptions {
  socket: RealtimeSocket | null;
  classId: string | null;
  commander: CueCommander;
}

/**
 * Sends Cue commands on `cue-command` and follows each one through its task log entry
 * (`verbose-log`, keyed by the request id): 'Request sent to Cue' when sent, 'Cue has finished
 * processing your command' when the entry reaches 100 with a result code, the failure box when it
 * fails. Retry sends the same request id again (the server restarts the failed entry).
 */
export function useCueCommand({ socket, classId, commander }: UseCueCommandOptions) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(cueVoiceReducer, initialCueVoiceState);
  const undo = useUndoCommand(socket);
  const lastPayload = useRef<CueCommandPayload | null>(null);
  // The command the socket listeners follow (changed by the handlers below, never by a render).
  const following = useRef({ requestId: null as string | null, isBusy: false, seenEntry: false });

  useEffect(() => {
    if (!socket) return;
    const onEntries = (entries: TaskLogEntry[]) => {
      const { requestId, isBusy } = following.current;
      if (!requestId || !isBusy) return;
      // The newest state of the entry in this batch (a batch holds one state per entry).
      const entry = entries.find((candidate) => candidate.id === requestId);
      if (!entry) return;
      following.current.seenEntry = true;
      const outcome = commandOutcome(entry);
      if (outcome.status === 'finished') {
        following.current.isBusy = false;
        dispatch({ type: 'finished', resultCode: outcome.resultCode });
        // What was saved, with Undo while its 10 minutes last (decision 028).
        const until = entry.context.undo_until;
        showActionToast({
          title: t('cueVoice.finished'),
          body: createElement(CommandToast, { entry, onUndo: undo }),
          autoClose: typeof until === 'string' ? Math.max(4000, Date.parse(until) - Date.now()) : 6000,
        });
      } else if (outcome.status === 'failed') {
        following.current.isBusy = false;
        dispatch({ type: 'failed', message: translateServerMessage(outcome.message) });
      }
    };
    // A command refused before it had an entry (bad payload, a class the teacher may not use)
    // comes back as a `message` only; the connection shows it as a toast too.
    const onMessage = (payload: { error?: string }) => {
      const { requestId, isBusy, seenEntry } = following.current;
      if (!requestId || !isBusy || seenEntry || typeof payload?.error !== 'string') return;
      following.current.isBusy = false;
      dispatch({ type: 'failed', message: translateServerMessage(payload.error) });
    };
    socket.on(cueEvents.verboseLog, onEntries);
    socket.on('message', onMessage);
    return () => {
      socket.off(cueEvents.verboseLog, onEntries);
      socket.off('message', onMessage);
    };
  }, [socket, t, undo]);

  const missingValuesMessage = useCallback(
    (missing: MissingValue[]) =>
      t('cueVoice.missingValues', { names: missing.map((name) => t(`cueVoice.values.${name}`)).join(', ') }),
    [t],
  );

  /** Emits a payload when the socket is connected; says so when it is not. */
  const emit = useCallback(
    (payload: CueCommandPayload): boolean => {
      if (!socket?.connected) {
        showError(t('cueVoice.notSent'));
        return false;
      }
      lastPayload.current = payload;
      following.current.seenEntry = false;
      socket.emit(cueEvents.command, payload);
      showSuccess(t('cueVoice.requestSent'));
      return true;
    },
    [socket, t],
  );

  /** Sends a typed or spoken command. False when it was not sent (missing values, no connection). */
  const submit = useCallback(
    async (command: string): Promise<boolean> => {
      if (following.current.isBusy) return false;
      const built = buildCueCommand({
        command,
        classId,
        commander,
        token: await freshStaffToken(),
        language: currentLanguage(),
        requestId: newCueRequestId(),
        moment: await teacherNow(new Date()),
      });
      if (!built.ok) {
        showError(missingValuesMessage(built.missing));
        return false;
      }
      if (!emit(built.payload)) return false;
      following.current = { requestId: built.payload.request_id, isBusy: true, seenEntry: false };
      dispatch({ type: 'sent', requestId: built.payload.request_id });
      return true;
    },
    [classId, commander, emit, missingValuesMessage],
  );

  /** The failure box's Retry: the same request id, with a fresh token. */
  const retry = useCallback(async (): Promise<void> => {
    const payload = lastPayload.current;
    if (!payload) return;
    const token = await freshStaffToken();
    if (!token) {
      showError(missingValuesMessage(['token']));
      return;
    }
    if (!emit({ ...payload, user_details: { ...payload.user_details, token } })) return;
    following.current.isBusy = true;
    dispatch({ type: 'retry' });
  }, [emit, missingValuesMessage]);

  const send = useCallback((action: CueVoiceAction) => dispatch(action), []);

  return { state, dispatch: send, submit, retry };
}
