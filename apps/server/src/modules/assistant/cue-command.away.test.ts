import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, apiPath, apiPaths, type AttendanceRegister, type Excusal } from '@cue/contracts';
import { cueCommands, teacherNow } from '../../test/assistant.js';
import { classesOf, demoPhones, studentsOf } from '../../test/demo.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { connectSocket, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 10, "no silent surprise": a Cue command "everyone is here except …" keeps the marks of
 * children the school already knows are away — a leave the teacher approved for the parent, an
 * excused mark the teacher gave — and a child the teacher names still gets what was said.
 */
describe('Cue commands keep children already away', () => {
  let t: TestApp;
  let priya: string;
  let rahul: string;
  let playgroupB: string;
  let kids: Record<string, string>;
  let tab: TestSocket;
  let commands: ReturnType<typeof cueCommands>;

  const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const marks = async () => {
    const response = await inject(
      'GET',
      `${apiPath(apiPaths.classAttendance, { classId: playgroupB })}?date=${teacherNow(t).isoDate}`,
      priya,
    );
    const register = response.json<{ result: AttendanceRegister }>().result;
    return Object.fromEntries(
      register.student_attendance_list.map((row) => [row.first_name, row.attendance_status]),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Signing in moves the test clock on: everyone signs in before the day is read.
    rahul = await parentToken(t.app, demoPhones.rahul);
    priya = await staffToken(t.app, demoPhones.priya);
    playgroupB = (await classesOf(t.app, priya))['Playgroup B']!._id;
    kids = await studentsOf(t.app, priya, playgroupB);
    tab = await connectSocket(t.app, priya);
    commands = cueCommands(t, tab, priya);
  });
  afterAll(async () => {
    tab.close();
    await t.close();
  });

  it('leaves an approved leave and an excused mark as they are, and says so in the summary', async () => {
    const today = teacherNow(t).isoDate;
    // Rahul asks leave for Anaya from today; Priya approves it.
    const asked = await inject('POST', apiPath(apiPaths.createChildExcusal, { classId: playgroupB }), rahul, {
      student_id: kids['Anaya Sharma']!,
      kind: 'leave',
      start_date: today,
      end_date: addDaysToIsoDate(today, 2),
      reason: 'Family wedding',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await inject('POST', apiPath(apiPaths.classExcusals, { classId: playgroupB }), priya, {
      excusal_id: asked.json<{ result: Excusal }>().result._id,
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Priya marks Noor excused herself.
    const marked = await inject('POST', apiPath(apiPaths.classAttendance, { classId: playgroupB }), priya, {
      date: today,
      student_attendance_list: [{ student_id: kids['Noor Hassan']!, attendance_status: 'excused' }],
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const entry = await commands.run(playgroupB, 'everyone is here except Ira and Yusuf', 'away-1');
    expect(entry.context.summary).toEqual({
      kind: 'attendance',
      date: today,
      counts: { present: 8, absent: 2, excused: 1, leave: 1, unassigned: 0, NA: 0 },
      not_present: [
        { name: 'Anaya', status: 'leave' },
        { name: 'Ira', status: 'absent' },
        { name: 'Noor', status: 'excused' },
        { name: 'Yusuf', status: 'absent' },
      ],
      register_complete: true,
    });
    expect(await marks()).toMatchObject({
      Anaya: 'leave',
      Noor: 'excused',
      Ira: 'absent',
      Yusuf: 'absent',
      Dev: 'present',
    });
  });

  it('gives a child already away the mark the teacher names them with', async () => {
    const entry = await commands.run(playgroupB, 'Anaya is present', 'away-2');
    expect(entry.context.summary).toMatchObject({ counts: { present: 9, leave: 0 } });
    expect(await marks()).toMatchObject({ Anaya: 'present', Noor: 'excused' });
  });
});
