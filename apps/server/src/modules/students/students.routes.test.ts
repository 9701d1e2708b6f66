import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, type StudentDetails, type StudentPage } from '@cue/contracts';
import {
  attendanceMarks,
  auditLog,
  children,
  enrollmentPeriods,
  parentLinks,
  pickupAdults,
  users,
} from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('children in school setup (student/, student_details/, student_move/, student_archive/)', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  let kidsA: Record<string, string>;
  let mapleKid: string;

  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: token ? bearer(token) : {},
    });
  const detailsUrl = (studentId: string) => apiPath(apiPaths.studentDetails, { studentId });
  const moveUrl = (studentId: string) => apiPath(apiPaths.studentMove, { studentId });
  const archiveUrl = (studentId: string) => apiPath(apiPaths.studentArchive, { studentId });

  const rows = async () => ({
    children: (await t.db.select({ n: count() }).from(children))[0]!.n,
    users: (await t.db.select({ n: count() }).from(users))[0]!.n,
    links: (await t.db.select({ n: count() }).from(parentLinks))[0]!.n,
    periods: (await t.db.select({ n: count() }).from(enrollmentPeriods))[0]!.n,
    pickup: (await t.db.select({ n: count() }).from(pickupAdults))[0]!.n,
    audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
  });

  /** A 400 naming `field`, and nothing written. */
  const expectBadInput = async (
    request: () => Promise<{ statusCode: number; body: string }>,
    field: string,
  ) => {
    const before = await rows();
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await rows()).toEqual(before);
  };

  const newChild = (extra: Record<string, unknown> = {}) => ({
    first_name: 'Zoya',
    last_name: 'Das',
    date_of_birth: '2022-03-14',
    gender: 'female',
    class_id: nurseryA,
    guardians: [
      {
        first_name: 'Ritu',
        last_name: 'Das',
        phone: '9100000001',
        email: 'ritu@family.test',
        relation: 'mother',
      },
    ],
    pickup_adults: [{ name: 'Gopal Das', phone: '9100000002', relation: 'grandfather' }],
    allergies: 'Peanuts',
    medical_notes: 'Asthma inhaler in the bag',
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}): Promise<StudentDetails> => {
    const response = await send('POST', apiPaths.students, await staff('farah'), newChild(extra));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: StudentDetails }>().result;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const classes = await classesOf(t.app, await staff('farah'));
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kidsA = await studentsOf(t.app, await staff('farah'), nurseryA);
    const maple = await classesOf(t.app, await staff('anil'));
    sprouts = Object.values(maple)[0]!._id;
    mapleKid = Object.values(await studentsOf(t.app, await staff('anil'), sprouts))[0]!;
  });
  afterAll(async () => t?.close());
  beforeEach(() => forget());

  describe('GET student/', () => {
    it("lists the school's children by name, searches, filters by class, and leaves the class roster route working", async () => {
      const token = await staff('farah');
      const all = await send('GET', apiPaths.students, token);
      expect(all.statusCode, all.body).toBe(200);
      const page = all.json<{ result: StudentPage }>().result;
      expect(page.total_count).toBeGreaterThan(Object.keys(kidsA).length);
      expect(page.students.some((s) => s._id === mapleKid)).toBe(false);
      const aarav = page.students.find((s) => s._id === kidsA['Aarav Sharma'])!;
      expect(aarav).toMatchObject({ guardian_count: 1, archived_at: null, gender: 'none' });
      expect(aarav.student_class.map((c) => c.class_id)).toEqual([nurseryA]);
      // Staff-only details stay on the child's page, not in the list.
      expect(aarav).not.toHaveProperty('medical_notes');

      const search = await send('GET', `${apiPaths.students}?search=aarav%20sha`, token);
      expect(search.json<{ result: StudentPage }>().result.students.map((s) => s._id)).toEqual([
        kidsA['Aarav Sharma'],
      ]);
      const filtered = await send('GET', `${apiPaths.students}?class_id=${nurseryA}`, token);
      expect(filtered.statusCode, filtered.body).toBe(200);
      const inClass = filtered.json<{ result: StudentPage }>().result;
      expect(inClass.students.map((s) => s._id).sort()).toEqual(Object.values(kidsA).sort());

      const roster = await send('GET', apiPath(apiPaths.classStudents, { classId: nurseryA }), token);
      expect(roster.statusCode).toBe(200);
    });

    it('answers 401, 403 for a member without the permission, 400 naming a bad filter', async () => {
      expect((await send('GET', apiPaths.students, null)).statusCode).toBe(401);
      expect((await send('GET', apiPaths.students, await staff('priya'))).statusCode).toBe(403);
      const bad = await send('GET', `${apiPaths.students}?class_id=nope`, await staff('farah'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('class_id');
    });
  });

  describe('POST student/', () => {
    it('creates the child in the class with history, guardians as parent accounts, pickup adults; consent withheld by default', async () => {
      const child = await create();
      expect(child).toMatchObject({
        first_name: 'Zoya',
        date_of_birth: '2022-03-14',
        gender: 'female',
        photo_consent: false,
        allergies: 'Peanuts',
        medical_notes: 'Asthma inhaler in the bag',
        guardians: [{ first_name: 'Ritu', phone: '9100000001', relation: 'mother' }],
        pickup_adults: [{ name: 'Gopal Das', phone: '9100000002', relation: 'grandfather' }],
        enrollment_history: [
          { class_id: nurseryA, class_name: 'Nursery A', start_date: '2026-11-20', end_date: null },
        ],
      });
      expect(child.student_class.map((c) => c.class_id)).toEqual([nurseryA]);
      const roster = await studentsOf(t.app, await staff('priya'), nurseryA);
      expect(roster['Zoya Das']).toBe(child._id);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, child._id));
      expect(entry).toMatchObject({ action: 'create_student', entity: 'student' });
      // The audit names fields, never the medical text or phones.
      expect(JSON.stringify(entry!.details)).not.toMatch(/Asthma|Peanuts|9100000001/);
    });

    it('a second child with the same guardian phone reuses the one parent account', async () => {
      const phone = '9100000011';
      const guardian = { first_name: 'Om', last_name: 'Rao', phone, relation: 'father' };
      const first = await create({ first_name: 'Ira', guardians: [guardian] });
      const second = await create({ first_name: 'Veer', guardians: [{ ...guardian, first_name: 'Omkar' }] });
      expect(second.guardians[0]!.parent_id).toBe(first.guardians[0]!.parent_id);
      expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
    });

    it('refuses bad input with a 400 naming the field and writes nothing', async () => {
      const token = await staff('farah');
      const post = (extra: Record<string, unknown>) => () =>
        send('POST', apiPaths.students, token, newChild(extra));
      await expectBadInput(post({ date_of_birth: '2022-02-31' }), 'date_of_birth');
      await expectBadInput(post({ date_of_birth: '2027-01-01' }), 'date_of_birth');
      await expectBadInput(post({ class_id: undefined }), 'class_id');
      await expectBadInput(post({ class_id: sprouts }), 'class_id');
      await expectBadInput(post({ first_name: '  ' }), 'first_name');
      await expectBadInput(post({ gender: 'unknown' }), 'gender');
      const guardian = newChild().guardians[0]!;
      await expectBadInput(post({ guardians: [{ ...guardian, phone: '12345' }] }), 'guardians.0.phone');
      await expectBadInput(
        post({ guardians: [guardian, { ...guardian, first_name: 'B' }] }),
        'guardians.1.phone',
      );
      // A new guardian whose email is another person's: the child is not created either.
      await expectBadInput(
        post({ guardians: [{ ...guardian, phone: '9100000099', email: 'farah@sunbeam.test' }] }),
        'guardians.0.email',
      );
    });

    it('answers 401 and 403 for a member without the permission, writing nothing', async () => {
      const priya = await staff('priya');
      const before = await rows();
      expect((await send('POST', apiPaths.students, null, newChild())).statusCode).toBe(401);
      expect((await send('POST', apiPaths.students, priya, newChild())).statusCode).toBe(403);
      expect(await rows()).toEqual(before);
    });
  });

  describe('GET and POST student_details/{id}', () => {
    it('reads and edits a child; lists replace the old ones; notes are audited by name only', async () => {
      const child = await create({ first_name: 'Edit' });
      const token = await staff('farah');
      const read = await send('GET', detailsUrl(child._id), token);
      expect(read.json<{ result: StudentDetails }>().result).toEqual(child);

      const edited = await send('POST', detailsUrl(child._id), token, {
        last_name: 'Dasgupta',
        photo_consent: true,
        medical_notes: 'Carries an EpiPen',
        pickup_adults: [],
        guardians: [{ first_name: 'Raj', last_name: 'Das', phone: '9100000021', relation: 'father' }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const result = edited.json<{ result: StudentDetails }>().result;
      expect(result).toMatchObject({
        last_name: 'Dasgupta',
        photo_consent: true,
        medical_notes: 'Carries an EpiPen',
      });
      expect(result.pickup_adults).toEqual([]);
      expect(result.guardians.map((g) => g.phone)).toEqual(['9100000021']);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, child._id));
      const edit = audits.find((a) => a.action === 'edit_student')!;
      expect(edit.details).toMatchObject({
        before: { last_name: 'Das', photo_consent: false },
        after: { last_name: 'Dasgupta', photo_consent: true },
      });
      expect(JSON.stringify(edit.details)).not.toContain('EpiPen');
    });

    it('answers 401, 403, 404 across schools (and for an unknown id), 400 naming the field', async () => {
      const child = kidsA['Aarav Sharma']!;
      expect((await send('GET', detailsUrl(child), null)).statusCode).toBe(401);
      expect((await send('GET', detailsUrl(child), await staff('priya'))).statusCode).toBe(403);
      const foreign = await send('GET', detailsUrl(child), await staff('anil'));
      expect(foreign.statusCode).toBe(404);
      expect((await send('GET', detailsUrl('f'.repeat(24)), await staff('anil'))).json()).toEqual(
        foreign.json(),
      );
      expect((await send('POST', detailsUrl(child), null, { first_name: 'X' })).statusCode).toBe(401);
      expect(
        (await send('POST', detailsUrl(child), await staff('priya'), { first_name: 'X' })).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', detailsUrl(child), await staff('anil'), { first_name: 'X' })).statusCode,
      ).toBe(404);
      const token = await staff('farah');
      await expectBadInput(
        () => send('POST', detailsUrl(child), token, { date_of_birth: '2021-02-31' }),
        'date_of_birth',
      );
      await expectBadInput(
        () =>
          send('POST', detailsUrl(child), token, {
            pickup_adults: [{ name: 'A', phone: '1', relation: 'x' }],
          }),
        'pickup_adults.0.phone',
      );
      expect((await t.db.select().from(children).where(eq(children.id, child)))[0]!.firstName).toBe('Aarav');
    });
  });

  describe('POST student_move/{id}', () => {
    it('closes the old stay the day before, opens the new one, keeps old register marks under the old class', async () => {
      const priya = await staff('priya');
      const aarav = kidsA['Aarav Sharma']!;
      const marked = await send('POST', apiPath(apiPaths.classAttendance, { classId: nurseryA }), priya, {
        date: '2026-11-19',
        student_attendance_list: [{ student_id: aarav, attendance_status: 'present' }],
      });
      expect(marked.statusCode, marked.body).toBe(200);

      const moved = await send('POST', moveUrl(aarav), await staff('farah'), { class_id: playgroupB });
      expect(moved.statusCode, moved.body).toBe(200);
      const result = moved.json<{ result: StudentDetails }>().result;
      expect(result.student_class.map((c) => c.class_id)).toEqual([playgroupB]);
      expect(result.enrollment_history).toEqual([
        { class_id: playgroupB, class_name: 'Playgroup B', start_date: '2026-11-20', end_date: null },
        expect.objectContaining({ class_id: nurseryA, end_date: '2026-11-19' }),
      ]);
      const marks = await t.db
        .select()
        .from(attendanceMarks)
        .where(and(eq(attendanceMarks.childId, aarav), eq(attendanceMarks.date, '2026-11-19')));
      expect(marks.map((m) => m.classId)).toEqual([nurseryA]);
      expect((await studentsOf(t.app, priya, nurseryA))['Aarav Sharma']).toBeUndefined();
      expect((await studentsOf(t.app, priya, playgroupB))['Aarav Sharma']).toBe(aarav);
    });

    it('refuses a bad move with a 400 naming the field and writes nothing; 401, 403, 404', async () => {
      const token = await staff('farah');
      const child = kidsA['Diya Patel'] ?? Object.values(kidsA).find((id) => id !== kidsA['Aarav Sharma'])!;
      const move = (body: Record<string, unknown>) => () => send('POST', moveUrl(child), token, body);
      await expectBadInput(move({ class_id: nurseryA }), 'class_id');
      await expectBadInput(move({ class_id: sprouts }), 'class_id');
      await expectBadInput(move({ class_id: playgroupB, date: '2026-02-31' }), 'date');
      await expectBadInput(move({ class_id: playgroupB, date: '2026-12-01' }), 'date');
      await expectBadInput(move({ class_id: playgroupB, date: '2020-01-01' }), 'date');
      await expectBadInput(move({ class_id: playgroupB, from_class_id: playgroupB }), 'from_class_id');
      const body = { class_id: playgroupB };
      expect((await send('POST', moveUrl(child), null, body)).statusCode).toBe(401);
      expect((await send('POST', moveUrl(child), await staff('priya'), body)).statusCode).toBe(403);
      expect(
        (await send('POST', moveUrl(child), await staff('anil'), { class_id: sprouts })).statusCode,
      ).toBe(404);
    });
  });

  describe('POST student_archive/{id}', () => {
    it('archiving ends the stay and leaves every roster; bringing back needs a class', async () => {
      const token = await staff('farah');
      const child = await create({ first_name: 'Leaving', guardians: [] });
      const archived = await send('POST', archiveUrl(child._id), token, { archived: true });
      expect(archived.statusCode, archived.body).toBe(200);
      const result = archived.json<{ result: StudentDetails }>().result;
      expect(result.archived_at).not.toBeNull();
      expect(result.student_class).toEqual([]);
      expect(result.enrollment_history[0]).toMatchObject({ class_id: nurseryA, end_date: '2026-11-20' });
      expect((await studentsOf(t.app, token, nurseryA))['Leaving Das']).toBeUndefined();
      const listed = (await send('GET', apiPaths.students, token)).json<{ result: StudentPage }>().result;
      expect(listed.students.some((s) => s._id === child._id)).toBe(false);
      const withArchived = (
        await send('GET', `${apiPaths.students}?archived=true&search=leaving`, token)
      ).json<{
        result: StudentPage;
      }>().result;
      expect(withArchived.students.map((s) => s._id)).toEqual([child._id]);

      await expectBadInput(() => send('POST', archiveUrl(child._id), token, { archived: false }), 'class_id');
      await expectBadInput(() => send('POST', archiveUrl(child._id), token, { archived: true }), 'archived');
      const back = await send('POST', archiveUrl(child._id), token, {
        archived: false,
        class_id: playgroupB,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json<{ result: StudentDetails }>().result).toMatchObject({
        archived_at: null,
        student_class: [expect.objectContaining({ class_id: playgroupB })],
      });
    });

    it('answers 401, 403 and 404 across schools', async () => {
      const child = kidsA['Aarav Sharma']!;
      expect((await send('POST', archiveUrl(child), null, { archived: true })).statusCode).toBe(401);
      expect(
        (await send('POST', archiveUrl(child), await staff('priya'), { archived: true })).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', archiveUrl(child), await staff('anil'), { archived: true })).statusCode,
      ).toBe(404);
      expect((await t.db.select().from(children).where(eq(children.id, child)))[0]!.archivedAt).toBeNull();
    });
  });

  describe('realtime', () => {
    let sockets: TestSocket[] = [];
    afterAll(() => sockets.forEach((socket) => socket.close()));

    it("tells the school's staff 'student' and 'family' after a child with guardians is saved; families hear nothing", async () => {
      const office = await connectSocket(t.app, await staff('farah'));
      const family = await connectSocket(t.app, await parent('rahul'));
      sockets = [office, family];
      const officeEvents = collect(office, 'records-changed');
      const familyEvents = collect(family, 'records-changed');
      const child = await create({ first_name: 'Live' });
      await eventually(() => officeEvents.length === 2);
      expect(officeEvents).toEqual([
        { entity: 'student', ids: [child._id], class_ids: [] },
        { entity: 'family', ids: [child.guardians[0]!.parent_id], class_ids: [] },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(familyEvents).toEqual([]);
    });
  });
});
