import type { CueCommandPayload, TaskLogEntry } from '@cue/contracts';
import i18n from '../../lib/i18n';
import { showError, showSuccess } from '../../lib/notify';
import type { RealtimeSocket } from '../../lib/socket';
import type { CueCommander } from './cue-command';
import { cueEvents } from './cue-events';
import { freshStaffToken } from './staff-token';

/** What the server keeps of a command for Retry (never the token): the payload without user_details. */
type StoredCommand = Omit<CueCommandPayload, 'user_details'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The stored request of a Cue command's entry, checked by hand (the server checks it again on
 * arrival; the contracts' schema would download with every staff screen).
 */
function storedCommandOf(entry: TaskLogEntry): StoredCommand | null {
  if (entry.endpointName !== cueEvents.command) return null;
  const payload = entry.context.payload;
  if (!isRecord(payload) || !isRecord(payload.user_query)) return null;
  const { command, class_id: classId, date, time } = payload.user_query;
  const texts = [command, classId, date, time, payload.age_group, payload.language];
  if (!texts.every((value) => typeof value === 'string' && value !== '')) return null;
  return {
    user_query: { command, class_id: classId, date, time } as StoredCommand['user_query'],
    age_group: payload.age_group as string,
    language: payload.language as StoredCommand['language'],
    request_id: entry.id,
  };
}

/** Whether a task log entry can be sent again from here: a Cue command with its request kept. */
export function canResendCommand(entry: TaskLogEntry): boolean {
  return storedCommandOf(entry) !== null;
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
  const stored = storedCommandOf(entry);
  const token = await freshStaffToken();
  if (!stored || !token || !commander.userId || !socket?.connected) {
    showError(i18n.t('cueVoice.notSent'));
    return false;
  }
  socket.emit(cueEvents.command, {
    ...stored,
    user_details: { token, user_id: commander.userId, user_name: commander.userName, user_role: 'staff' },
  });
  showSuccess(i18n.t('cueVoice.requestSent'));
  return true;
}
