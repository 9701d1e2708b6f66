import { DEFAULT_AGE_GROUP, type CueCommandPayload, type TaskLogEntry } from '@cue/contracts';
import type { Language } from '../../lib/language';
import { cueResultCodes, type CueResultCode } from './cue-events';
import type { TeacherMoment } from './teacher-now';

/** Who is giving the command (the signed-in staff member). */
export interface CueCommander {
  userId: string | null;
  userName: string;
}

export interface CueCommandInput {
  command: string;
  /** The class selected in the top bar's class switcher. */
  classId: string | null;
  commander: CueCommander;
  /** A fresh access token (apiClient.ensureFreshSession), null when the session has none. */
  token: string | null;
  language: Language;
  requestId: string;
  /** The teacher's date and time now (teacherNow). */
  moment: TeacherMoment;
  ageGroup?: string;
}

/** Spec section 5: the names the 'Missing values: ' message lists, in its order. */
export type MissingValue = 'token' | 'classId' | 'userId' | 'command';

export type CueCommandBuild =
  { ok: true; payload: CueCommandPayload } | { ok: false; missing: MissingValue[] };

/**
 * The `cue-command` payload (spec section 7 "Voice command submit"): the command, the selected
 * class, the teacher's date (DD-MM-YYYY) and time (hh:mm A, in English: see teacherNow), the
 * default age group, who asks and in which language. A command needs a token, a class,
 * a user id and some words; otherwise the names of what is missing.
 */
export function buildCueCommand(input: CueCommandInput): CueCommandBuild {
  const command = input.command.trim();
  const missing: MissingValue[] = [];
  if (!input.token) missing.push('token');
  if (!input.classId) missing.push('classId');
  if (!input.commander.userId) missing.push('userId');
  if (!command) missing.push('command');
  if (missing.length > 0 || !input.token || !input.classId || !input.commander.userId) {
    return { ok: false, missing };
  }
  return {
    ok: true,
    payload: {
      user_query: {
        command,
        class_id: input.classId,
        date: input.moment.date,
        time: input.moment.time,
      },
      age_group: input.ageGroup ?? DEFAULT_AGE_GROUP,
      user_details: {
        token: input.token,
        user_id: input.commander.userId,
        user_name: input.commander.userName,
        user_role: 'staff',
      },
      language: input.language,
      request_id: input.requestId,
    },
  };
}

/** A new request id: the task log entry follows it, and Retry sends it again. */
export function newCueRequestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `cue-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The result codes voice commands finish with today (spec section 4, and decision 046's 7 and 8; 4 and 6 come later). */
const finishingCodes = new Set<number>([
  cueResultCodes.attendanceMarked,
  cueResultCodes.announcementCreated,
  cueResultCodes.storyGenerated,
  cueResultCodes.observationCreated,
  cueResultCodes.careLogRecorded,
  cueResultCodes.journalPostShared,
]);

/** Where a command's task log entry stands, as the Cue button cares about it. */
export type CueCommandOutcome =
  | { status: 'running' }
  | { status: 'finished'; resultCode: CueResultCode }
  | { status: 'failed'; message: string };

/** Reads a command's entry: finished at 100 with a result code, failed with an error, else running. */
export function commandOutcome(entry: TaskLogEntry): CueCommandOutcome {
  if (entry.error) return { status: 'failed', message: entry.error };
  const code = entry.context.result_code;
  if (entry.progressLevel >= 100 && typeof code === 'number' && finishingCodes.has(code)) {
    return { status: 'finished', resultCode: code as CueResultCode };
  }
  return { status: 'running' };
}
