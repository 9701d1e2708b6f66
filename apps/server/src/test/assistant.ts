import { decodeJwt } from 'jose';
import { isoToStoredDate, type TaskLogEntry } from '@cue/contracts';
import { collect, eventually, type TestSocket } from './socket-client.js';
import type { TestApp } from './test-app.js';
import { schoolToday } from '../lib/school-time.js';
import type { Actor } from '../modules/auth/session.service.js';

/** The signed-in user's id, as the web sends it in `user_details.user_id`. */
export const userIdOf = (token: string): string => decodeJwt(token).sub!;

/** The actor a staff token stands for (as the auth guard resolves it), for service-level tests. */
export function staffActorOf(token: string, schoolId: string): Actor {
  const claims = decodeJwt(token);
  return {
    userId: claims.sub!,
    kind: 'staff',
    sessionId: String(claims.sid),
    schoolId,
    isTemporary: false,
  };
}

/** The demo school's today (DD-MM-YYYY) and a time of day, as a teacher's browser sends them. */
export function teacherNow(t: TestApp): { date: string; isoDate: string; time: string } {
  const isoDate = schoolToday('Asia/Kolkata', t.clock.now());
  return { date: isoToStoredDate(isoDate), isoDate, time: '02:30 PM' };
}

/** A chat-with-cue payload as the web sends it. */
export function chatPayload(
  t: TestApp,
  token: string,
  classId: string,
  userInput: string,
  requestId?: string,
) {
  const { date, time } = teacherNow(t);
  return {
    user_query: {
      class_id: classId,
      user_input: userInput,
      requested_tools: [],
      mode: 'fast' as const,
      date,
      time,
    },
    language: 'en' as const,
    user_details: { token, user_id: userIdOf(token), user_name: 'Teacher', user_role: 'staff' as const },
    ...(requestId && { request_id: requestId }),
  };
}

/** A cue-command payload as the web sends it. */
export function commandPayload(
  t: TestApp,
  token: string,
  classId: string,
  command: string,
  requestId: string,
) {
  const { date, time } = teacherNow(t);
  return {
    user_query: { command, class_id: classId, date, time },
    age_group: '2y 3m - 3y 0m',
    user_details: { token, user_id: userIdOf(token), user_name: 'Teacher', user_role: 'staff' as const },
    language: 'en' as const,
    request_id: requestId,
  };
}

/**
 * Cue commands sent over one of the teacher's sockets, and each one's last task log entry as the
 * voice button's task log shows it. `run` waits until the command is done or has failed.
 */
export function cueCommands(t: TestApp, tab: TestSocket, token: string) {
  const batches = collect(tab, 'verbose-log');
  const finalEntry = (requestId: string): TaskLogEntry | undefined =>
    batches
      .flat()
      .filter((entry) => entry.id === requestId)
      .at(-1);
  const run = async (classId: string, command: string, requestId: string, ms = 3000) => {
    tab.emit('cue-command', commandPayload(t, token, classId, command, requestId));
    await eventually(() => {
      const entry = finalEntry(requestId);
      return entry?.progressLevel === 100 || entry?.currentStage === 'error';
    }, ms);
    return finalEntry(requestId)!;
  };
  return { run, finalEntry };
}
