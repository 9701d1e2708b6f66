import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  type AttendanceRegister,
  type Excusal,
  type StudentAttendanceSummary,
} from '@cue/contracts';
import { attendanceMarks, auditLog, childExcusals, classEnrollments } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('children’s attendance and excusal or leave requests', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  let aarav: string; // Aarav Sharma, Rahul's child in Nursery A
  let anaya: string; // Anaya Sharma, Rahul's child in Playgroup B
  let kabir: string; // Kabir Iyer, Meera's child in Nursery A
  let mapleKid: string;

  // Each test signs in the people it needs afresh (demoLogins: sign-ins move the clock).
  const { staff, parent, forget: forgetLogins } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      ...(token && { headers: bearer(token) }),
    });
  const url = (template: string, classId: string) => apiPath(template, { classId });
  const summaryUrl = (template: string, studentId: string, date?: string) =>
    apiPath(template, { studentId }) + (date ? `?date=${date}` : '');
  const mark = async (classId: string, date: string, list: [string, string][]) => {
    const response = await send('POST', url(apiPaths.classAttendance, classId), await staff('priya'), {
      date,
      student_attendance_list: list.map(([student_id, attendance_status]) => ({
        student_id,
        attendance_status,
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: AttendanceRegister }>().result;
  };
  const request = (token: string, classId: string, body: Record<string, unknown>) =>
    send('POST', url(apiPaths.createChildExcusal, classId), token, body);
  const requestOk = async (body: Record<string, unknown>, classId = nurseryA) => {
    const response = await request(await parent('rahul'), classId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Excusal }>().result;
  };
  const decide = (token: string, classId: string, body: Record<string, unknown>) =>
    send('POST', url(apiPaths.classExcusals, classId), token, body);
  const excusalCount = async () => (await t.db.select({ n: count() }).from(childExcusals))[0]!.n;

  const expectBadInput = async (request: () => Promise<Response>, field: string) => {
    const before = [await excusalCount(), (await t.db.select({ n: count() }).from(auditLog))[0]!.n];
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect([await excusalCount(), (await t.db.select({ n: count() }).from(auditLog))[0]!.n]).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    const kidsA = await studentsOf(t.app, priya, nurseryA);
    const kidsB = await studentsOf(t.app, priya, playgroupB);
    aarav = kidsA['Aarav Sharma']!;
    kabir = kidsA['Kabir Iyer']!;
    anaya = kidsB['Anaya Sharma']!;
    const anil = await staff('anil');
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleKid = Object.values(await studentsOf(t.app, anil, sprouts))[0]!;
  });
  beforeEach(() => {
    forgetLogins();
  });
  afterAll(() => t.close());

  describe('student_{weekly,monthly,yearly}_attendance/{studentId}', () => {
    it('sums a child’s marks over the Monday-to-Sunday week, calendar month and calendar year', async () => {
      await mark(nurseryA, '2026-11-16', [[aarav, 'present']]); // Monday
      await mark(nurseryA, '2026-11-18', [[aarav, 'absent']]);
      await mark(nurseryA, '2026-11-13', [[aarav, 'present']]); // the Friday before
      await mark(nurseryA, '2026-10-05', [[aarav, 'excused']]);
      await mark(nurseryA, '2025-12-31', [[aarav, 'present']]);

      for (const token of [await staff('priya'), await parent('rahul'), await staff('farah')]) {
        const week = await send(
          'GET',
          summaryUrl(apiPaths.studentWeeklyAttendance, aarav, '2026-11-20'),
          token,
        );
        expect(week.statusCode, week.body).toBe(200);
        expect(week.json<{ result: StudentAttendanceSummary }>().result).toEqual({
          student_id: aarav,
          first_name: 'Aarav',
          last_name: 'Sharma',
          period: 'week',
          start_date: '2026-11-16',
          end_date: '2026-11-22',
          counts: { present: 1, absent: 1, excused: 0, leave: 0, unassigned: 0 },
          attendance_percent: 50,
          days: [
            { date: '2026-11-16', class_id: nurseryA, attendance_status: 'present' },
            { date: '2026-11-18', class_id: nurseryA, attendance_status: 'absent' },
          ],
        });
      }
      const rahul = await parent('rahul');
      const month = (
        await send('GET', summaryUrl(apiPaths.studentMonthlyAttendance, aarav, '2026-11-02'), rahul)
      ).json<{ result: StudentAttendanceSummary }>().result;
      expect(month).toMatchObject({
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        counts: { present: 2, absent: 1 },
      });
      const year = (await send('GET', summaryUrl(apiPaths.studentYearlyAttendance, aarav), rahul)).json<{
        result: StudentAttendanceSummary;
      }>().result;
      expect(year).toMatchObject({
        period: 'year',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        counts: { present: 2, absent: 1, excused: 1 },
        // The excused day is not an absence: 2 of 3, not 2 of 4.
        attendance_percent: 67,
      });
    });

    it('answers 401, 403 (teacher of none of the child’s classes, another family’s child), 404 across schools, 400', async () => {
      const weekly = (studentId: string, date?: string) =>
        summaryUrl(apiPaths.studentWeeklyAttendance, studentId, date);
      expect((await send('GET', weekly(aarav), null)).statusCode).toBe(401);
      expect((await send('GET', weekly(aarav), await staff('meera'))).statusCode).toBe(403);
      expect((await send('GET', weekly(kabir), await parent('rahul'))).statusCode).toBe(403);
      expect((await send('GET', weekly(aarav), await staff('anil'))).statusCode).toBe(404);
      expect((await send('GET', weekly(mapleKid), await parent('rahul'))).statusCode).toBe(404);
      expect((await send('GET', weekly(mapleKid), await staff('priya'))).statusCode).toBe(404);
      expect((await send('GET', weekly(aarav, '2026-02-29'), await staff('priya'))).json().field).toBe(
        'date',
      );
      expect((await send('GET', weekly('abc'), await staff('priya'))).json().field).toBe('studentId');
      // Meera teaches Playgroup B: she may read Anaya, and Kabir (her own child) as a parent.
      expect((await send('GET', weekly(anaya), await staff('meera'))).statusCode).toBe(200);
      expect((await send('GET', weekly(kabir), await parent('meera'))).statusCode).toBe(200);
    });
  });

  describe('POST parent_child_attendance/{classId}', () => {
    it('gives the parent their child’s marks in the class over the last 30 days (or a range)', async () => {
      await mark(nurseryA, '2026-11-19', [[aarav, 'leave']]);
      const rahul = await parent('rahul');
      const response = await send('POST', url(apiPaths.parentChildAttendance, nurseryA), rahul, {
        student_id: aarav,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{ result: StudentAttendanceSummary }>().result;
      expect(result.period).toBe('range');
      expect(result.days.at(-1)).toEqual({
        date: '2026-11-19',
        class_id: nurseryA,
        attendance_status: 'leave',
      });
      const ranged = await send('POST', url(apiPaths.parentChildAttendance, nurseryA), rahul, {
        student_id: aarav,
        start_date: '2026-11-19',
        end_date: '2026-11-19',
      });
      expect(ranged.json().result.counts).toEqual({
        present: 0,
        absent: 0,
        excused: 0,
        leave: 1,
        unassigned: 0,
      });
    });

    it('answers 401, 403 (staff token, another family’s child), 404 across schools, 400', async () => {
      const path = (classId: string) => url(apiPaths.parentChildAttendance, classId);
      expect((await send('POST', path(nurseryA), null, { student_id: aarav })).statusCode).toBe(401);
      expect(
        (await send('POST', path(nurseryA), await staff('priya'), { student_id: aarav })).statusCode,
      ).toBe(403);
      const rahul = await parent('rahul');
      expect((await send('POST', path(nurseryA), rahul, { student_id: kabir })).statusCode).toBe(403);
      expect((await send('POST', path(sprouts), rahul, { student_id: aarav })).statusCode).toBe(404);
      expect((await send('POST', path(sprouts), rahul, { student_id: mapleKid })).statusCode).toBe(404);
      const notInClass = await send('POST', path(playgroupB), rahul, { student_id: aarav });
      expect(notInClass.statusCode).toBe(400);
      expect(notInClass.json().field).toBe('student_id');
      const range = await send('POST', path(nurseryA), rahul, {
        student_id: aarav,
        start_date: '2026-11-10',
        end_date: '2026-11-01',
      });
      expect(range.json().field).toBe('end_date');
    });
  });

  describe('create_child_excusal, fetch_child_excusal, fetch_update_class_excusal', () => {
    it('lets a parent ask for leave, staff see it and approve it, and the register is pre-filled', async () => {
      const rahul = await parent('rahul');
      const priyaSocket = await connectSocket(t.app, await staff('priya'));
      const received = collect(priyaSocket, 'records-changed');
      let created: Excusal;
      try {
        created = await requestOk({
          student_id: aarav,
          kind: 'leave',
          start_date: '2026-12-03', // Thursday
          end_date: '2026-12-07', // Monday
          reason: '  Family wedding in Jaipur  ',
        });
        await eventually(() => received.some((e) => e.entity === 'excusal'));
        expect(received.find((e) => e.entity === 'excusal')).toEqual({
          entity: 'excusal',
          ids: [created._id],
          class_ids: [nurseryA],
        });
      } finally {
        priyaSocket.close();
      }
      expect(created).toMatchObject({
        class_id: nurseryA,
        student_id: aarav,
        student_name: 'Aarav Sharma',
        kind: 'leave',
        start_date: '2026-12-03',
        end_date: '2026-12-07',
        reason: 'Family wedding in Jaipur',
        status: 'pending',
        requested_by_name: 'Rahul Sharma',
        decided_by_name: null,
        decided_at: null,
      });
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
      expect(audited.map((a) => a.action)).toEqual(['request_excusal']);

      const mine = await send('POST', url(apiPaths.fetchChildExcusal, nurseryA), rahul, {
        student_id: aarav,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<{ result: Excusal[] }>().result.map((e) => e._id)).toContain(created._id);

      const priya = await staff('priya');
      const pending = await send('GET', `${url(apiPaths.classExcusals, nurseryA)}?status=pending`, priya);
      expect(pending.statusCode).toBe(200);
      expect(pending.json<{ result: Excusal[] }>().result.map((e) => e._id)).toEqual([created._id]);
      // A register of a covered day lists the pending request.
      const covered = await send('GET', `${url(apiPaths.classAttendance, nurseryA)}?date=2026-12-04`, priya);
      expect(covered.json<{ result: AttendanceRegister }>().result.excusals.map((e) => e._id)).toEqual([
        created._id,
      ]);

      const approved = await decide(priya, nurseryA, { excusal_id: created._id, status: 'approved' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<{ result: Excusal }>().result).toMatchObject({
        status: 'approved',
        decided_by_name: 'Priya Nair',
        decided_at: t.clock.now().toISOString(),
      });
      // Thursday, Friday and Monday are class days; the weekend is not.
      const marks = await t.db
        .select({ date: attendanceMarks.date, status: attendanceMarks.status })
        .from(attendanceMarks)
        .where(and(eq(attendanceMarks.childId, aarav), eq(attendanceMarks.classId, nurseryA)));
      const prefilled = marks
        .filter((m) => m.date >= '2026-12-01')
        .sort((a, b) => a.date.localeCompare(b.date));
      expect(prefilled).toEqual([
        { date: '2026-12-03', status: 'leave' },
        { date: '2026-12-04', status: 'leave' },
        { date: '2026-12-07', status: 'leave' },
      ]);
      const register = await send('GET', `${url(apiPaths.classAttendance, nurseryA)}?date=2026-12-04`, priya);
      const row = register
        .json<{ result: AttendanceRegister }>()
        .result.student_attendance_list.find((r) => r.student_id === aarav);
      expect(row!.attendance_status).toBe('leave');
      // The same decision again is harmless; reversing it is refused.
      expect(
        (await decide(priya, nurseryA, { excusal_id: created._id, status: 'approved' })).statusCode,
      ).toBe(200);
      await expectBadInput(
        () => decide(priya, nurseryA, { excusal_id: created._id, status: 'declined' }),
        'excusal_id',
      );
      const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, created._id))).map(
        (a) => a.action,
      );
      expect(actions).toEqual(['request_excusal', 'approve_excusal']);
    });

    it('approving an excusal keeps a child already marked present; declining writes no marks', async () => {
      const day = '2026-11-05'; // Thursday
      await mark(playgroupB, day, [[anaya, 'present']]);
      const excused = await requestOk(
        { student_id: anaya, kind: 'excused', start_date: day, end_date: '2026-11-06', reason: 'Fever' },
        playgroupB,
      );
      const meera = await staff('meera'); // also teaches Playgroup B
      expect(
        (await decide(meera, playgroupB, { excusal_id: excused._id, status: 'approved' })).statusCode,
      ).toBe(200);
      const marks = await t.db
        .select({ date: attendanceMarks.date, status: attendanceMarks.status })
        .from(attendanceMarks)
        .where(and(eq(attendanceMarks.childId, anaya), eq(attendanceMarks.classId, playgroupB)));
      expect(marks.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
        { date: day, status: 'present' },
        { date: '2026-11-06', status: 'excused' },
      ]);
      const declined = await requestOk(
        {
          student_id: anaya,
          kind: 'leave',
          start_date: '2026-11-26',
          end_date: '2026-11-27',
          reason: 'Trip',
        },
        playgroupB,
      );
      const response = await decide(meera, playgroupB, { excusal_id: declined._id, status: 'declined' });
      expect(response.json().result.status).toBe('declined');
      const after = await t.db.select().from(attendanceMarks).where(eq(attendanceMarks.childId, anaya));
      expect(after).toHaveLength(2);
    });

    it('refuses bad requests with a 400 naming the field and writes nothing', async () => {
      const rahul = await parent('rahul');
      const body = {
        student_id: aarav,
        kind: 'leave',
        start_date: '2026-12-10',
        end_date: '2026-12-11',
        reason: 'Trip',
      };
      await expectBadInput(() => request(rahul, nurseryA, { ...body, reason: '   ' }), 'reason');
      await expectBadInput(() => request(rahul, nurseryA, { ...body, kind: 'holiday' }), 'kind');
      await expectBadInput(
        () => request(rahul, nurseryA, { ...body, start_date: '10-12-2026' }),
        'start_date',
      );
      await expectBadInput(() => request(rahul, nurseryA, { ...body, end_date: '2026-12-09' }), 'end_date');
      await expectBadInput(() => request(rahul, nurseryA, { ...body, end_date: '2028-12-09' }), 'end_date');
      await expectBadInput(() => request(rahul, nurseryA, { ...body, student_id: 'abc' }), 'student_id');
      await expectBadInput(() => request(rahul, playgroupB, body), 'student_id');
      const priya = await staff('priya');
      await expectBadInput(
        () => decide(priya, nurseryA, { excusal_id: 'abc', status: 'approved' }),
        'excusal_id',
      );
      await expectBadInput(() => decide(priya, nurseryA, { excusal_id: aarav, status: 'maybe' }), 'status');
      await expectBadInput(
        () => send('GET', `${url(apiPaths.classExcusals, nurseryA)}?status=open`, priya),
        'status',
      );
    });

    it('answers 401, 403 and 404 on every request endpoint', async () => {
      const body = {
        student_id: aarav,
        kind: 'leave',
        start_date: '2026-12-10',
        end_date: '2026-12-11',
        reason: 'Trip',
      };
      const [priya, meera, anil, rahul] = [
        await staff('priya'),
        await staff('meera'),
        await staff('anil'),
        await parent('rahul'),
      ];
      const pending = await requestOk(body);
      const before = await excusalCount();

      // create_child_excusal: parents only, their own child, a class of their family's school.
      expect((await request('', nurseryA, body)).statusCode).toBe(401);
      expect((await request(priya, nurseryA, body)).statusCode).toBe(403);
      expect((await request(rahul, nurseryA, { ...body, student_id: kabir })).statusCode).toBe(403);
      expect((await request(rahul, sprouts, body)).statusCode).toBe(404);
      expect((await request(rahul, nurseryA, { ...body, student_id: mapleKid })).statusCode).toBe(404);

      // fetch_child_excusal
      const fetchChild = (token: string | null, classId: string, studentId: string) =>
        send('POST', url(apiPaths.fetchChildExcusal, classId), token, { student_id: studentId });
      expect((await fetchChild(null, nurseryA, aarav)).statusCode).toBe(401);
      expect((await fetchChild(priya, nurseryA, aarav)).statusCode).toBe(403);
      expect((await fetchChild(rahul, nurseryA, kabir)).statusCode).toBe(403);
      expect((await fetchChild(rahul, sprouts, aarav)).statusCode).toBe(404);
      expect((await fetchChild(rahul, nurseryA, 'x')).json().field).toBe('student_id');

      // GET and POST fetch_update_class_excusal: staff of the class.
      const list = (token: string | null) => send('GET', url(apiPaths.classExcusals, nurseryA), token);
      expect((await list(null)).statusCode).toBe(401);
      expect((await list(meera)).statusCode).toBe(403);
      expect((await list(rahul)).statusCode).toBe(403);
      expect((await list(anil)).statusCode).toBe(404);
      const approve = { excusal_id: pending._id, status: 'approved' };
      expect((await decide('', nurseryA, approve)).statusCode).toBe(401);
      expect((await decide(meera, nurseryA, approve)).statusCode).toBe(403);
      expect((await decide(rahul, nurseryA, approve)).statusCode).toBe(403);
      expect((await decide(anil, nurseryA, approve)).statusCode).toBe(404);
      // A request of another class is not found through this class.
      expect((await decide(priya, playgroupB, approve)).statusCode).toBe(404);
      expect(await excusalCount()).toBe(before);
      const [row] = await t.db.select().from(childExcusals).where(eq(childExcusals.id, pending._id));
      expect(row!.status).toBe('pending');
    });
  });

  describe('POST withdraw_child_excusal/{excusalId}', () => {
    const withdraw = (token: string | null, excusalId: string) =>
      send('POST', apiPath(apiPaths.withdrawChildExcusal, { excusalId }), token);
    const body = (reason: string) => ({
      student_id: aarav,
      kind: 'leave',
      start_date: '2026-12-14',
      end_date: '2026-12-15',
      reason,
    });

    it('lets the parent withdraw a pending request: audited, off the register, staff told', async () => {
      const pending = await requestOk(body('Grandma visiting'));
      const priya = await staff('priya');
      const waiting = async () =>
        (await send('GET', `${url(apiPaths.classExcusals, nurseryA)}?status=pending`, priya))
          .json<{ result: Excusal[] }>()
          .result.map((e) => e._id);
      expect(await waiting()).toContain(pending._id);
      const registerOf = () =>
        send('GET', `${url(apiPaths.classAttendance, nurseryA)}?date=2026-12-14`, priya);

      const before = await registerOf();
      expect(before.json<{ result: AttendanceRegister }>().result.excusals.map((e) => e._id)).toContain(
        pending._id,
      );
      const priyaSocket = await connectSocket(t.app, priya);
      const received = collect(priyaSocket, 'records-changed');
      try {
        const response = await withdraw(await parent('rahul'), pending._id);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ result: Excusal }>().result).toMatchObject({
          _id: pending._id,
          status: 'withdrawn',
        });
        await eventually(() => received.some((e) => e.entity === 'excusal'));
        expect(received.find((e) => e.entity === 'excusal')).toEqual({
          entity: 'excusal',
          ids: [pending._id],
          class_ids: [nurseryA],
        });
      } finally {
        priyaSocket.close();
      }
      expect(await waiting()).not.toContain(pending._id);
      // The register of a covered day no longer lists it.
      const register = await registerOf();
      expect(register.statusCode, register.body).toBe(200);
      expect(register.json<{ result: AttendanceRegister }>().result.excusals.map((e) => e._id)).not.toContain(
        pending._id,
      );
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, pending._id));
      expect(audit.map((a) => a.action)).toEqual(['request_excusal', 'withdraw_excusal']);
      // Twice is harmless; a teacher can no longer approve it.
      const again = await withdraw(await parent('rahul'), pending._id);
      expect(again.json().result.status).toBe('withdrawn');
      const approve = await decide(priya, nurseryA, { excusal_id: pending._id, status: 'approved' });
      expect(approve.statusCode).toBe(400);
      expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, pending._id))).toHaveLength(2);
    });

    it('refuses another family, staff, and a request already decided, changing nothing', async () => {
      const pending = await requestOk(body('Doctor'));
      const approved = await requestOk(body('Wedding'));
      const priya = await staff('priya');
      expect(
        (await decide(priya, nurseryA, { excusal_id: approved._id, status: 'approved' })).statusCode,
      ).toBe(200);

      expect((await withdraw(null, pending._id)).statusCode).toBe(401);
      expect((await withdraw(priya, pending._id)).statusCode).toBe(403);
      // Meera is Kabir's parent, not Aarav's: another family's request is not found.
      expect((await withdraw(await parent('meera'), pending._id)).statusCode).toBe(404);
      const late = await withdraw(await parent('rahul'), approved._id);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'excusalId' });
      expect((await withdraw(await parent('rahul'), 'not-an-id')).json().field).toBe('excusalId');

      const rows = await t.db.select().from(childExcusals);
      expect(rows.find((r) => r.id === pending._id)!.status).toBe('pending');
      expect(rows.find((r) => r.id === approved._id)!.status).toBe('approved');
    });

    it('names the request (excusalId) when the child has left the class it was made for', async () => {
      const pending = await requestOk(body('Holiday'));
      const enrolment = and(eq(classEnrollments.childId, aarav), eq(classEnrollments.classId, nurseryA));
      const [row] = await t.db.select().from(classEnrollments).where(enrolment);
      await t.db.delete(classEnrollments).where(enrolment);
      try {
        const refused = await withdraw(await parent('rahul'), pending._id);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'excusalId' });
      } finally {
        await t.db.insert(classEnrollments).values(row!);
      }
      const [stored] = await t.db.select().from(childExcusals).where(eq(childExcusals.id, pending._id));
      expect(stored!.status).toBe('pending');
    });
  });
});
