import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, type AttendanceDashboard, type AttendanceRegister } from '@cue/contracts';
import { attendanceMarks, attendanceRegisters, auditLog } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** A Wednesday before the test clock's start (Friday 2026-11-20 in Kolkata). */
const WEDNESDAY = '2026-11-18';
const TUESDAY = '2026-11-17';

describe('class registers: class_student_attendance, students_full_presence, bulk, dashboard', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  let kidsA: Record<string, string>;
  let kidsB: Record<string, string>;
  let mapleKid: string;

  // Each test signs in the people it needs afresh (demoLogins: sign-ins move the clock).
  const { staff, parent, forget: forgetLogins } = demoLogins(() => t.app);
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());

  const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      ...(token && { headers: bearer(token) }),
    });
  const registerUrl = (classId: string, date?: string) =>
    apiPath(apiPaths.classAttendance, { classId }) + (date ? `?date=${date}` : '');
  const bulkUrl = (classId: string) => apiPath(apiPaths.bulkStudentAttendance, { classId });
  const dashboardUrl = (classId: string, date?: string) =>
    apiPath(apiPaths.attendanceDashboard, { classId }) + (date ? `?date=${date}` : '');

  const save = (token: string, classId: string, body: Record<string, unknown>) =>
    send('POST', registerUrl(classId), token, body);
  const saveOk = async (token: string, classId: string, body: Record<string, unknown>) => {
    const response = await save(token, classId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: AttendanceRegister }>().result;
  };
  const read = async (token: string, classId: string, date?: string) => {
    const response = await send('GET', registerUrl(classId, date), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: AttendanceRegister }>().result;
  };
  const statusOf = (register: AttendanceRegister, childId: string) =>
    register.student_attendance_list.find((r) => r.student_id === childId)!.attendance_status;

  const markCount = async (classId: string, date: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(attendanceMarks)
        .where(and(eq(attendanceMarks.classId, classId), eq(attendanceMarks.date, date)))
    )[0]!.n;
  const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

  /** A 400 naming `field`, and nothing written (no mark, no register, no audit row). */
  const expectBadInput = async (
    request: () => Promise<Response>,
    field: string,
    classId: string,
    date: string,
  ) => {
    const before = [await markCount(classId, date), await auditCount()];
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; field: string; message: string }>();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(body.message).toContain(field);
    expect([await markCount(classId, date), await auditCount()]).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kidsA = await studentsOf(t.app, priya, nurseryA);
    kidsB = await studentsOf(t.app, priya, playgroupB);
    const anil = await staff('anil');
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleKid = Object.values(await studentsOf(t.app, anil, sprouts))[0]!;
  });
  beforeEach(() => {
    forgetLogins();
  });
  afterAll(() => t.close());

  describe('GET class_student_attendance/{classId}', () => {
    it('lists every student of the class by name, NA until marked, for the school’s today by default', async () => {
      const register = await read(await staff('priya'), nurseryA);
      expect(register.iso_date).toBe(today());
      const [y, m, d] = today().split('-');
      expect(register.date).toBe(`${d}-${m}-${y}`);
      expect(register.is_saved).toBe(false);
      expect(register.student_attendance_list).toHaveLength(20);
      expect(register.student_attendance_list[0]).toEqual({
        student_id: kidsA['Aarav Patel'],
        first_name: 'Aarav',
        last_name: 'Patel',
        student_profile_picture: null,
        photo_consent: expect.any(Boolean),
        attendance_status: 'NA',
      });
      expect(register.student_attendance_list.every((r) => r.attendance_status === 'NA')).toBe(true);
      expect(register.excusals).toEqual([]);
      // An admin works with every class of the school.
      expect((await read(await staff('farah'), nurseryA, WEDNESDAY)).iso_date).toBe(WEDNESDAY);
    });

    it('answers 401, 403 (untaught class, parent token), 404 across schools, 400 for a malformed date', async () => {
      expect((await send('GET', registerUrl(nurseryA), null)).statusCode).toBe(401);
      expect((await send('GET', registerUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
      expect((await send('GET', registerUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
      const foreign = await send('GET', registerUrl(nurseryA), await staff('anil'));
      expect(foreign.statusCode).toBe(404);
      const unknown = await send('GET', registerUrl('f'.repeat(24)), await staff('anil'));
      expect(unknown.json()).toEqual(foreign.json());
      const bad = await send('GET', registerUrl(nurseryA, '2026-02-30'), await staff('priya'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('date');
      expect((await send('GET', registerUrl('not-an-id'), await staff('priya'))).json().field).toBe(
        'classId',
      );
    });
  });

  describe('POST class_student_attendance/{classId}', () => {
    it('saves the named students only, completes the register, and audits who and when', async () => {
      const priya = await staff('priya');
      const saved = await saveOk(priya, nurseryA, {
        date: WEDNESDAY,
        student_attendance_list: [
          { student_id: kidsA['Aarav Sharma'], attendance_status: 'present' },
          { student_id: kidsA['Diya Menon'], attendance_status: 'absent' },
          { student_id: kidsA['Kabir Iyer'], attendance_status: 'unassigned' },
        ],
      });
      expect(saved.iso_date).toBe(WEDNESDAY);
      expect(statusOf(saved, kidsA['Aarav Sharma']!)).toBe('present');
      expect(statusOf(saved, kidsA['Diya Menon']!)).toBe('absent');
      expect(statusOf(saved, kidsA['Kabir Iyer']!)).toBe('unassigned');
      expect(statusOf(saved, kidsA['Sara Ali']!)).toBe('NA');
      expect(saved.is_saved).toBe(false);

      const completed = await saveOk(priya, nurseryA, {
        date: WEDNESDAY,
        student_attendance_list: [{ student_id: kidsA['Diya Menon'], attendance_status: 'excused' }],
        is_saved: true,
      });
      expect(completed.is_saved).toBe(true);
      expect(statusOf(completed, kidsA['Diya Menon']!)).toBe('excused');
      // Other students keep their marks.
      expect(statusOf(completed, kidsA['Aarav Sharma']!)).toBe('present');
      expect((await read(priya, nurseryA, WEDNESDAY)).is_saved).toBe(true);
      const [register] = await t.db
        .select()
        .from(attendanceRegisters)
        .where(and(eq(attendanceRegisters.classId, nurseryA), eq(attendanceRegisters.date, WEDNESDAY)));
      expect(register!.isComplete).toBe(true);
      expect(register!.completedAt!.toISOString()).toBe(t.clock.now().toISOString());

      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'mark_attendance'), eq(auditLog.entityId, nurseryA)));
      expect(audits).toHaveLength(2);
      expect(audits[1]!.details).toMatchObject({
        date: WEDNESDAY,
        is_saved: true,
        marks: [{ student_id: kidsA['Diya Menon'], attendance_status: 'excused' }],
      });

      // 'NA' clears a mark; is_saved false re-opens the register.
      const cleared = await saveOk(priya, nurseryA, {
        date: WEDNESDAY,
        student_attendance_list: [{ student_id: kidsA['Kabir Iyer'], attendance_status: 'NA' }],
        is_saved: false,
      });
      expect(statusOf(cleared, kidsA['Kabir Iyer']!)).toBe('NA');
      expect(cleared.is_saved).toBe(false);
      expect(await markCount(nurseryA, WEDNESDAY)).toBe(2);
    });

    it('is idempotent: the same register posted twice is stored once and audited once', async () => {
      const priya = await staff('priya');
      const body = {
        date: TUESDAY,
        student_attendance_list: Object.values(kidsB).map((id, i) => ({
          student_id: id,
          attendance_status: i % 4 === 0 ? 'absent' : 'present',
        })),
        is_saved: true,
      };
      const auditsBefore = await auditCount();
      const first = await saveOk(priya, playgroupB, body);
      const second = await saveOk(priya, playgroupB, body);
      expect(second).toEqual(first);
      expect(await markCount(playgroupB, TUESDAY)).toBe(12);
      expect(await auditCount()).toBe(auditsBefore + 1);
      const registers = await t.db
        .select()
        .from(attendanceRegisters)
        .where(and(eq(attendanceRegisters.classId, playgroupB), eq(attendanceRegisters.date, TUESDAY)));
      expect(registers).toHaveLength(1);
    });

    it('keeps both teachers’ marks when two save different students of the same register at once', async () => {
      const [priya, meera] = [await staff('priya'), await staff('meera')];
      const date = '2026-11-16';
      const [a, b] = await Promise.all([
        save(priya, playgroupB, {
          date,
          student_attendance_list: [
            { student_id: kidsB['Anaya Sharma'], attendance_status: 'absent' },
            { student_id: kidsB['Dev Mehta'], attendance_status: 'present' },
          ],
        }),
        save(meera, playgroupB, {
          date,
          student_attendance_list: [
            { student_id: kidsB['Tara Singh'], attendance_status: 'excused' },
            { student_id: kidsB['Yusuf Qureshi'], attendance_status: 'present' },
          ],
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const register = await read(priya, playgroupB, date);
      expect(statusOf(register, kidsB['Anaya Sharma']!)).toBe('absent');
      expect(statusOf(register, kidsB['Dev Mehta']!)).toBe('present');
      expect(statusOf(register, kidsB['Tara Singh']!)).toBe('excused');
      expect(statusOf(register, kidsB['Yusuf Qureshi']!)).toBe('present');
      expect(await markCount(playgroupB, date)).toBe(4);
    });

    it('refuses bad input with a 400 naming the field and writes nothing of the list', async () => {
      const priya = await staff('priya');
      const date = '2026-11-13';
      const ok = { student_id: kidsA['Aarav Sharma'], attendance_status: 'present' };
      const ok2 = { student_id: kidsA['Omar Haddad'], attendance_status: 'absent' };
      const post =
        (list: unknown[], extra: Record<string, unknown> = {}) =>
        () =>
          save(priya, nurseryA, { date, student_attendance_list: list, ...extra });
      await expectBadInput(
        post([ok, ok2, { student_id: 'f'.repeat(24), attendance_status: 'absent' }]),
        'student_attendance_list.2.student_id',
        nurseryA,
        date,
      );
      await expectBadInput(
        post([ok, { student_id: kidsB['Dev Mehta'], attendance_status: 'absent' }]),
        'student_attendance_list.1.student_id',
        nurseryA,
        date,
      );
      await expectBadInput(
        post([ok, { student_id: mapleKid, attendance_status: 'absent' }]),
        'student_attendance_list.1.student_id',
        nurseryA,
        date,
      );
      await expectBadInput(
        post([ok, { student_id: 'abc', attendance_status: 'absent' }]),
        'student_attendance_list.1.student_id',
        nurseryA,
        date,
      );
      await expectBadInput(
        post([ok, { student_id: kidsA['Diya Menon'], attendance_status: 'late' }]),
        'student_attendance_list.1.attendance_status',
        nurseryA,
        date,
      );
      await expectBadInput(
        post([ok, { ...ok, attendance_status: 'absent' }]),
        'student_attendance_list.1.student_id',
        nurseryA,
        date,
      );
      await expectBadInput(
        () => save(priya, nurseryA, { date: '13-11-2026', student_attendance_list: [ok] }),
        'date',
        nurseryA,
        date,
      );
      await expectBadInput(
        () => save(priya, nurseryA, { student_attendance_list: [ok] }),
        'date',
        nurseryA,
        date,
      );
      await expectBadInput(post([ok], { is_saved: 'yes' }), 'is_saved', nurseryA, date);
      const tomorrow = schoolToday('Asia/Kolkata', new Date(t.clock.now().getTime() + 86_400_000));
      await expectBadInput(
        () => save(priya, nurseryA, { date: tomorrow, student_attendance_list: [ok] }),
        'date',
        nurseryA,
        tomorrow,
      );
    });

    it('answers 401, 403 (untaught class, parent token) and 404 across schools, writing nothing', async () => {
      const body = {
        date: '2026-11-12',
        student_attendance_list: [{ student_id: kidsA['Aarav Sharma'], attendance_status: 'absent' }],
      };
      expect((await save('', nurseryA, body)).statusCode).toBe(401);
      expect((await save(await staff('meera'), nurseryA, body)).statusCode).toBe(403);
      expect((await save(await parent('rahul'), nurseryA, body)).statusCode).toBe(403);
      expect((await save(await staff('anil'), nurseryA, body)).statusCode).toBe(404);
      expect(await markCount(nurseryA, '2026-11-12')).toBe(0);
    });

    it('tells the class’s teachers and families over the socket after a save', async () => {
      const [priya, meera, rahul] = [await staff('priya'), await staff('meera'), await parent('rahul')];
      const teacher = await connectSocket(t.app, priya);
      const otherTeacher = await connectSocket(t.app, meera); // teaches Playgroup B, not Nursery A
      const family = await connectSocket(t.app, rahul); // Aarav Sharma is in Nursery A
      try {
        const [toTeacher, toOther, toFamily] = [
          collect(teacher, 'records-changed'),
          collect(otherTeacher, 'records-changed'),
          collect(family, 'records-changed'),
        ];
        await saveOk(priya, nurseryA, {
          date: '2026-11-11',
          student_attendance_list: [{ student_id: kidsA['Aarav Sharma'], attendance_status: 'present' }],
        });
        await eventually(() => toTeacher.length > 0 && toFamily.length > 0);
        expect(toTeacher[0]).toEqual({
          entity: 'attendance',
          ids: [kidsA['Aarav Sharma']],
          class_ids: [nurseryA],
        });
        expect(toFamily[0]!.entity).toBe('attendance');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(toOther).toEqual([]);
      } finally {
        teacher.close();
        otherTeacher.close();
        family.close();
      }
    });
  });

  describe('POST classes/students_full_presence/ (Mark all present)', () => {
    it('marks every unmarked student present in one request, keeping existing marks', async () => {
      const priya = await staff('priya');
      const date = '2026-11-10';
      await saveOk(priya, nurseryA, {
        date,
        student_attendance_list: [{ student_id: kidsA['Riya Gupta'], attendance_status: 'absent' }],
      });
      const response = await send('POST', apiPaths.studentsFullPresence, priya, { class_id: nurseryA, date });
      expect(response.statusCode, response.body).toBe(200);
      const register = response.json<{ result: AttendanceRegister }>().result;
      expect(statusOf(register, kidsA['Riya Gupta']!)).toBe('absent');
      expect(register.student_attendance_list.filter((r) => r.attendance_status === 'present')).toHaveLength(
        19,
      );
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'mark_all_present'));
      expect(audits).toHaveLength(1);
      // Again: nothing left to mark, nothing written.
      await send('POST', apiPaths.studentsFullPresence, priya, { class_id: nurseryA, date });
      expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'mark_all_present'))).toHaveLength(
        1,
      );
    });

    it('answers 401, 403, 404 and 400 naming the field', async () => {
      const body = { class_id: nurseryA, date: '2026-11-09' };
      expect((await send('POST', apiPaths.studentsFullPresence, null, body)).statusCode).toBe(401);
      expect((await send('POST', apiPaths.studentsFullPresence, await staff('meera'), body)).statusCode).toBe(
        403,
      );
      expect(
        (await send('POST', apiPaths.studentsFullPresence, await parent('rahul'), body)).statusCode,
      ).toBe(403);
      expect((await send('POST', apiPaths.studentsFullPresence, await staff('anil'), body)).statusCode).toBe(
        404,
      );
      const priya = await staff('priya');
      await expectBadInput(
        () => send('POST', apiPaths.studentsFullPresence, priya, { class_id: nurseryA, date: '2026-11-31' }),
        'date',
        nurseryA,
        '2026-11-09',
      );
      await expectBadInput(
        () => send('POST', apiPaths.studentsFullPresence, priya, { class_id: 'x', date: '2026-11-09' }),
        'class_id',
        nurseryA,
        '2026-11-09',
      );
      expect(await markCount(nurseryA, '2026-11-09')).toBe(0);
    });
  });

  describe('POST update_bulk_student_attendance/{classId}', () => {
    it('gives students one status over the class days of a range (weekends skipped), and clears with NA', async () => {
      const priya = await staff('priya');
      const ids = [kidsB['Nila Pillai']!, kidsB['Advik Jain']!];
      // Friday 2026-10-30 to Tuesday 2026-11-03: Fri, Mon, Tue are class days.
      const response = await send('POST', bulkUrl(playgroupB), priya, {
        start_date: '2026-10-30',
        end_date: '2026-11-03',
        student_ids: ids,
        attendance_status: 'leave',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().result).toEqual({
        dates: ['2026-10-30', '2026-11-02', '2026-11-03'],
        changed: 6,
      });
      expect(statusOf(await read(priya, playgroupB, '2026-11-02'), ids[0]!)).toBe('leave');
      expect(await markCount(playgroupB, '2026-10-31')).toBe(0);
      const clear = await send('POST', bulkUrl(playgroupB), priya, {
        start_date: '2026-11-02',
        end_date: '2026-11-02',
        student_ids: [ids[0]],
        attendance_status: 'NA',
      });
      expect(clear.json().result).toEqual({ dates: ['2026-11-02'], changed: 1 });
      expect(await markCount(playgroupB, '2026-11-02')).toBe(1);
    });

    it('answers 401, 403, 404 and 400 naming the field, writing nothing', async () => {
      const body = {
        start_date: '2026-10-26',
        end_date: '2026-10-27',
        student_ids: [kidsA['Aarav Sharma']],
        attendance_status: 'absent',
      };
      expect((await send('POST', bulkUrl(nurseryA), null, body)).statusCode).toBe(401);
      expect((await send('POST', bulkUrl(nurseryA), await staff('meera'), body)).statusCode).toBe(403);
      expect((await send('POST', bulkUrl(nurseryA), await parent('rahul'), body)).statusCode).toBe(403);
      expect((await send('POST', bulkUrl(nurseryA), await staff('anil'), body)).statusCode).toBe(404);
      const priya = await staff('priya');
      const day = '2026-10-26';
      await expectBadInput(
        () =>
          send('POST', bulkUrl(nurseryA), priya, {
            ...body,
            student_ids: [kidsA['Aarav Sharma'], kidsB['Dev Mehta']],
          }),
        'student_ids.1',
        nurseryA,
        day,
      );
      await expectBadInput(
        () => send('POST', bulkUrl(nurseryA), priya, { ...body, end_date: '2026-10-25' }),
        'end_date',
        nurseryA,
        day,
      );
      await expectBadInput(
        () => send('POST', bulkUrl(nurseryA), priya, { ...body, attendance_status: 'P' }),
        'attendance_status',
        nurseryA,
        day,
      );
      await expectBadInput(
        () => send('POST', bulkUrl(nurseryA), priya, { ...body, student_ids: [] }),
        'student_ids',
        nurseryA,
        day,
      );
    });
  });

  describe('GET attendance_dashboard/{classId}', () => {
    it('counts the day by status (NA for unmarked) and gives the class days of the last 30 days', async () => {
      const priya = await staff('priya');
      const date = '2026-10-21';
      await saveOk(priya, nurseryA, {
        date,
        student_attendance_list: [
          { student_id: kidsA['Aarav Sharma'], attendance_status: 'present' },
          { student_id: kidsA['Aarav Patel'], attendance_status: 'present' },
          { student_id: kidsA['Diya Menon'], attendance_status: 'absent' },
          { student_id: kidsA['Sara Ali'], attendance_status: 'leave' },
        ],
        is_saved: true,
      });
      await saveOk(priya, nurseryA, {
        date: '2026-10-20',
        student_attendance_list: [{ student_id: kidsA['Diya Menon'], attendance_status: 'excused' }],
      });
      // A Saturday outing's register counts too, though Saturday is not a class day.
      await saveOk(priya, nurseryA, {
        date: '2026-10-17',
        student_attendance_list: [{ student_id: kidsA['Aarav Sharma'], attendance_status: 'present' }],
      });
      const response = await send('GET', dashboardUrl(nurseryA, date), priya);
      expect(response.statusCode, response.body).toBe(200);
      const dashboard = response.json<{ result: AttendanceDashboard }>().result;
      expect(dashboard).toMatchObject({
        class_id: nurseryA,
        date,
        total_students: 20,
        is_saved: true,
        counts: { present: 2, absent: 1, excused: 0, leave: 1, unassigned: 0, NA: 16 },
      });
      // 30 days ending Wednesday 2026-10-21 hold 22 weekdays, and the Saturday with marks.
      expect(dashboard.trend).toHaveLength(23);
      expect(dashboard.trend.find((d) => d.date === '2026-10-17')).toMatchObject({ present: 1 });
      expect(dashboard.trend.at(-1)).toMatchObject({ date, present: 2, absent: 1, leave: 1, is_saved: true });
      expect(dashboard.trend.at(-2)).toMatchObject({ date: '2026-10-20', excused: 1, is_saved: false });
      expect(dashboard.trend[0]!.date).toBe('2026-09-22');
    });

    it('answers 401, 403, 404 and 400', async () => {
      expect((await send('GET', dashboardUrl(nurseryA), null)).statusCode).toBe(401);
      expect((await send('GET', dashboardUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
      expect((await send('GET', dashboardUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
      expect((await send('GET', dashboardUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
      expect(
        (await send('GET', dashboardUrl(nurseryA, '2026-13-01'), await staff('priya'))).json().field,
      ).toBe('date');
    });
  });
});
