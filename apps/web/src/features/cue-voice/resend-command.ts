import { CueCommandPayloadSchema, assistantSocketEvents, type TaskLogEntry } from '@cue/contracts';
import i18n from '../../lib/i18n';
import { showError, showSuccess } from '../../lib/notify';
import type { RealtimeSocket } from '../../lib/socket';
import type { CueCommander } from './cue-command';
import { freshStaffToken } from './staff-token';

/** What the server keeps of a command for Retry (never the token): the payload without user_details. */
const StoredCommandSchema = CueCommandPayloadSchema.omit({ user_details: true });

/** Whether a task log entry can be sent again from here: a failed Cue command with its request kept. */
export function canResendCommand(entry: TaskLogEntry): boolean {
  return (
    entry.endpointName === assistantSocketEvents.command &&
    StoredCommandSchema.safeParse(entry.context.payload).success
  );
}

/**
 * The task log's Retry for a Cue command: the stored request again with the same request id, as
 * the signed-in teacher with a fresh token (the server restarts the failed entry).
 */
export async function resendCommand(
  socket: RealtimeSocket | null,
  entry: TaskLogEntry,
  commander: CueCommander,
): Promise<boolean> {
  const stored = StoredCommandSchema.safeParse(entry.context.payload);
  const token = await freshStaffToken();
  if (!stored.success || !token || !commander.userId || !socket?.connected) {
    showError(i18n.t('cueVoice.notSent'));
    return false;
  }
  socket.emit(assistantSocketEvents.command, {
    ...stored.data,
    request_id: entry.id,
    user_details: { token, user_id: commander.userId, user_name: commander.userName, user_role: 'staff' },
  });
  showSuccess(i18n.t('cueVoice.requestSent'));
  return true;
}
