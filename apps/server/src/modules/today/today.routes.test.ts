import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  uniformSchoolPermissions,
  type StaffToday,
  type TodayClass,
} from '@cue/contracts';
import { schoolSettings } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET staff_today/: the staff home’s today for each class', () => {
  let t: TestApp;
  let sunbeamId: string;
  let nurseryA: string;
  let playgroupB: string;
  let kidsA: Record<string, string>;

  const { staff, parent, forget } = demoLogins(() => t.app);
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());

  const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      ...(token && { headers: bearer(token) }),
    });
  const readToday = async (token: string): Promise<StaffToday> => {
    const response = await send('GET', apiPaths.staffToday, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: StaffToday }>().result;
  };
  const classOf = (view: StaffToday, classId: string): TodayClass => {
    const found = view.classes.find((c) => c.class_id === classId);
    if (!found) throw new Error(`class ${classId} not in today`);
    return found;
  };
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const mark = (classId: string, date: string, marks: [string, string][], isSaved?: boolean) =>
    staff('priya').then((token) =>
      ok(
        send('POST', apiPath(apiPaths.classAttendance, { classId }), token, {
          date,
          student_attendance_list: marks.map(([student_id, attendance_status]) => ({
            student_id,
            attendance_status,
          })),
          ...(isSaved !== undefined && { is_saved: isSaved }),
        }),
      ),
    );
  const setModules = async (modules: { attendance: boolean; anecdote: boolean }) => {
    const permissions = uniformSchoolPermissions(true);
    permissions.attendance.enabled = modules.attendance;
    permissions.anecdote.enabled = modules.anecdote;
    await t.db
      .update(schoolSettings)
      .set({ schoolPermissions: permissions })
      .where(eq(schoolSettings.schoolId, sunbeamId));
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    sunbeamId = classes['Nursery A']!.school_info._id;
    kidsA = await studentsOf(t.app, priya, nurseryA);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('refuses a request without a token, and parents (401, 403)', async () => {
    expect((await send('GET', apiPaths.staffToday, null)).statusCode).toBe(401);
    expect((await send('GET', apiPaths.staffToday, await parent('rahul'))).statusCode).toBe(403);
  });

  it('shows an unmarked register, then the marks, who is away, completion, requests and observations', async () => {
    const before = await readToday(await staff('priya'));
    expect(before.date).toBe(today());
    expect(before.classes.map((c) => c.class_name)).toEqual(['Nursery A', 'Playgroup B']);
    expect(classOf(before, nurseryA)).toMatchObject({
      class_name: 'Nursery A',
      attendance: {
        is_saved: false,
        total_students: 20,
        counts: { present: 0, absent: 0, NA: 20 },
        away: [],
        pending_excusals: 0,
      },
      observations: { count: 0 },
    });

    const aarav = kidsA['Aarav Sharma']!;
    const kabir = kidsA['Kabir Iyer']!;
    await mark(nurseryA, today(), [
      [aarav, 'absent'],
      [kabir, 'excused'],
      [kidsA['Aarav Patel']!, 'present'],
    ]);
    // Yesterday's marks are not today's.
    const [y, m, d] = today().split('-').map(Number);
    const yesterday = new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
    await mark(nurseryA, yesterday, [[kidsA['Aarav Patel']!, 'absent']], true);
    // A request waiting, and observations of today and of yesterday.
    await ok(
      send('POST', apiPath(apiPaths.createChildExcusal, { classId: nurseryA }), await parent('rahul'), {
        student_id: aarav,
        kind: 'leave',
        start_date: today(),
        end_date: today(),
        reason: 'Family visit',
      }),
    );
    await ok(
      send('POST', apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), await staff('priya'), {
        observation_entries: [
          { student_id: kabir, date: today(), general_note: 'Built a tower of ten blocks' },
          { student_id: aarav, date: today(), general_note: 'Counted to twenty' },
          { student_id: aarav, date: yesterday, general_note: 'Sang a song' },
        ],
      }),
    );

    const after = classOf(await readToday(await staff('priya')), nurseryA);
    expect(after.attendance).toEqual({
      is_saved: false,
      total_students: 20,
      counts: { present: 1, absent: 1, excused: 1, leave: 0, unassigned: 0, NA: 17 },
      away: [
        { student_id: aarav, first_name: 'Aarav', attendance_status: 'absent' },
        { student_id: kabir, first_name: 'Kabir', attendance_status: 'excused' },
      ],
      pending_excusals: 1,
    });
    expect(after.observations).toEqual({ count: 2 });

    await mark(nurseryA, today(), [], true);
    expect(classOf(await readToday(await staff('priya')), nurseryA).attendance?.is_saved).toBe(true);
    // Playgroup B is untouched.
    expect(classOf(await readToday(await staff('priya')), playgroupB).attendance).toMatchObject({
      is_saved: false,
      away: [],
      pending_excusals: 0,
    });
  });

  it('lists only the classes the staff member may see: not another teacher’s, never another school’s', async () => {
    // Meera teaches Playgroup B only: Nursery A (marked above) is not hers.
    const meera = await readToday(await staff('meera'));
    expect(meera.classes.map((c) => c.class_id)).toEqual([playgroupB]);
    // The admin sees every class of her school.
    const farah = await readToday(await staff('farah'));
    expect(farah.classes.map((c) => c.class_name)).toEqual([
      'Butterflies Kindergarten With A Very Long Class Name',
      'Nursery A',
      'Playgroup B',
    ]);
    // Another school's admin sees only Maple's class, with none of Sunbeam's children.
    const anil = await readToday(await staff('anil'));
    expect(anil.classes.map((c) => c.class_name)).toEqual(['Sprouts']);
    expect(JSON.stringify(anil)).not.toContain('Aarav');
    expect(JSON.stringify(anil)).not.toContain(nurseryA);
  });

  it('leaves out the register when attendance is off, and observations when anecdote is off', async () => {
    try {
      await setModules({ attendance: false, anecdote: true });
      const noAttendance = classOf(await readToday(await staff('priya')), nurseryA);
      expect(noAttendance.attendance).toBeNull();
      expect(noAttendance.observations).toEqual({ count: 2 });

      await setModules({ attendance: true, anecdote: false });
      const noObservations = classOf(await readToday(await staff('priya')), nurseryA);
      expect(noObservations.observations).toBeNull();
      expect(noObservations.attendance?.away).toHaveLength(2);
    } finally {
      await setModules({ attendance: true, anecdote: true });
    }
  });

  it("turns the page at midnight in the school's time zone, not the server's", async () => {
    // 23:55 on Friday 20 November in Kolkata is 18:25 UTC (signing in takes the clock on 12 minutes).
    t.clock.advanceSeconds((Date.parse('2026-11-20T18:13:00Z') - t.clock.now().getTime()) / 1000);
    const priya = await staff('priya');
    expect(t.clock.now().toISOString()).toBe('2026-11-20T18:25:00.000Z');
    const lateEvening = await readToday(priya);
    expect(lateEvening.date).toBe('2026-11-20');
    expect(classOf(lateEvening, nurseryA).attendance?.away).toHaveLength(2);

    // Ten minutes later it is Saturday 21 November in Kolkata (still the 20th in UTC).
    t.clock.advanceSeconds(10 * 60);
    const afterMidnight = await readToday(priya);
    expect(afterMidnight.date).toBe('2026-11-21');
    expect(classOf(afterMidnight, nurseryA)).toMatchObject({
      attendance: { is_saved: false, counts: { NA: 20 }, away: [] },
      observations: { count: 0 },
    });
  });
});
