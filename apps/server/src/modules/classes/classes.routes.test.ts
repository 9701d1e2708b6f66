import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type Child, type SchoolClass, type SetupClass } from '@cue/contracts';
import {
  attendanceMarks,
  auditLog,
  classStaff,
  classes,
  schoolDivisions,
  users,
} from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const sprouts = {
  class_name: 'Sprouts Morning',
  academic_year: '01-06-2026 - 31-03-2027',
  age_range: '2-3 years',
  classes_days: ['Wednesday', 'Monday'],
  curriculam: 'Early Years Foundation Stage',
  class_curriculum: 'ncf_fs_2022',
  start_time: '09:00 AM',
  end_time: '12:30 PM',
  color: '#40C057',
  division_id: null,
};

describe('class setup: classes/, fetch_classes_users/, add_staff_to_classes', () => {
  let t: TestApp;
  const logins = demoLogins(() => t.app);
  let userIds: Record<string, string>;
  let mapleClassId: string;
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload && { payload }), ...(token && { headers: bearer(token) }) });
  const byId = (id: string) => apiPath(apiPaths.classById, { id });
  const archive = (id: string) => apiPath(apiPaths.archiveClass, { id });
  const unarchive = (id: string) => apiPath(apiPaths.unarchiveClass, { id });
  const create = async (token: string, payload: object = sprouts): Promise<SetupClass> => {
    const response = await call('POST', apiPaths.createClass, token, payload);
    expect(response.statusCode).toBe(200);
    return response.json<{ result: SetupClass }>().result;
  };
  const setupList = async (token: string, status = 'all') =>
    (await call('GET', `${apiPaths.fetchClassesUsers}?status=${status}`, token)).json<{
      result: SetupClass[];
    }>().result;
  const classRow = async (id: string) => (await t.db.select().from(classes).where(eq(classes.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.select({ id: users.id, firstName: users.firstName }).from(users);
    userIds = Object.fromEntries(rows.map((r) => [r.firstName.toLowerCase(), r.id]));
    mapleClassId = (await t.db.select().from(classes).where(eq(classes.name, 'Sprouts')))[0]!.id;
  });
  beforeEach(() => logins.forget());
  afterAll(() => t.close());

  it('creates a class with every field, lists it with teachers and children, and audits it', async () => {
    const farah = await logins.staff('farah');
    const created = await create(farah);
    expect(created).toMatchObject({
      class_name: 'Sprouts Morning',
      academic_year: '01-06-2026 - 31-03-2027',
      age_range: '2-3 years',
      classes_days: ['Monday', 'Wednesday'],
      curriculam: 'Early Years Foundation Stage',
      class_curriculum: 'ncf_fs_2022',
      start_time: '09:00 AM',
      end_time: '12:30 PM',
      color: '#40c057',
      division: null,
      archived: false,
      staff: [],
      children_count: 0,
    });
    const list = await setupList(farah);
    expect(list.find((c) => c._id === created._id)).toBeDefined();
    const nurseryA = list.find((c) => c.class_name === 'Nursery A')!;
    expect(nurseryA.staff.map((s) => s.first_name)).toEqual(['Priya']);
    expect(nurseryA.children_count).toBeGreaterThan(0);
    // Never another school's classes.
    expect(list.some((c) => c.class_name === 'Sprouts')).toBe(false);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audit).toMatchObject({ action: 'create_class', entity: 'class' });
  });

  it('edits every field, with a division of the school', async () => {
    const farah = await logins.staff('farah');
    const created = await create(farah);
    const division = await call('POST', apiPaths.schoolDivisions, farah, { name: 'Pre-primary' });
    const divisionId = division.json<{ result: { _id: string } }>().result._id;
    const edited = await call('POST', byId(created._id), farah, {
      ...sprouts,
      class_name: 'Sprouts Afternoon',
      academic_year: '-',
      classes_days: ['Friday'],
      curriculam: null,
      start_time: '01:00 PM',
      end_time: '04:00 PM',
      color: '#228be6',
      division_id: divisionId,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ result: SetupClass }>().result).toMatchObject({
      class_name: 'Sprouts Afternoon',
      academic_year: '-',
      classes_days: ['Friday'],
      curriculam: null,
      start_time: '01:00 PM',
      division: { _id: divisionId, name: 'Pre-primary' },
    });
    // GET on the same path still reads the class.
    const read = await call('GET', byId(created._id), farah);
    expect(read.json<{ result: SchoolClass }>().result.class_name).toBe('Sprouts Afternoon');
    await t.db.update(classes).set({ divisionId: null }).where(eq(classes.id, created._id));
    await t.db.delete(schoolDivisions).where(eq(schoolDivisions.id, divisionId));
  });

  it.each([
    ['end_time', { start_time: '10:00 AM', end_time: '09:30 AM' }],
    ['end_time', { start_time: '10:00 AM', end_time: '10:00 AM' }],
    ['academic_year', { academic_year: '31-02-2026 - 31-03-2027' }],
    ['academic_year', { academic_year: '01-04-2027 - 31-03-2027' }],
    ['color', { color: 'orange' }],
    ['classes_days', { classes_days: ['Monday', 'Funday'] }],
    ['start_time', { start_time: '9:00' }],
    ['class_name', { class_name: ' ' }],
  ])('refuses a bad %s on create and edit with a 400 naming it, writing nothing', async (field, change) => {
    const farah = await logins.staff('farah');
    const existing = await create(farah);
    const before = await classRow(existing._id);
    const count = (await t.db.select().from(classes)).length;
    for (const url of [apiPaths.createClass, byId(existing._id)]) {
      const response = await call('POST', url, farah, { ...sprouts, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
    expect((await t.db.select().from(classes)).length).toBe(count);
    expect(await classRow(existing._id)).toEqual(before);
  });

  it("refuses another school's division (400 naming division_id)", async () => {
    const anil = await logins.staff('anil');
    const maple = await call('POST', apiPaths.schoolDivisions, anil, { name: 'Maple juniors' });
    const response = await call('POST', apiPaths.createClass, await logins.staff('farah'), {
      ...sprouts,
      division_id: maple.json<{ result: { _id: string } }>().result._id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'division_id' });
  });

  it('answers 401 without a token and 403 to a teacher without the classes switch', async () => {
    const priya = await logins.staff('priya');
    const nurseryA = (await classesOf(t.app, priya))['Nursery A']!;
    for (const [method, url, payload] of [
      ['GET', apiPaths.fetchClassesUsers, undefined],
      ['GET', apiPaths.classStaffChoices, undefined],
      ['POST', apiPaths.createClass, sprouts],
      ['POST', byId(nurseryA._id), sprouts],
      ['POST', archive(nurseryA._id), undefined],
      ['POST', unarchive(nurseryA._id), undefined],
      ['POST', apiPaths.addStaffToClasses, { class_id: nurseryA._id, staff_ids: [] }],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, priya, payload)).statusCode).toBe(403);
    }
    expect((await classRow(nurseryA._id))!.name).toBe('Nursery A');
  });

  it("answers 404 for a Sunbeam class to Maple's admin, and changes nothing", async () => {
    const farah = await logins.staff('farah');
    const created = await create(farah);
    const anil = await logins.staff('anil');
    expect((await call('POST', byId(created._id), anil, sprouts)).statusCode).toBe(404);
    expect((await call('POST', archive(created._id), anil)).statusCode).toBe(404);
    expect((await call('POST', unarchive(created._id), anil)).statusCode).toBe(404);
    const teachers = await call('POST', apiPaths.addStaffToClasses, anil, {
      class_id: created._id,
      staff_ids: [userIds.anil],
    });
    expect(teachers.statusCode).toBe(404);
    expect((await classRow(created._id))!.archivedAt).toBeNull();
    expect(await t.db.select().from(classStaff).where(eq(classStaff.classId, created._id))).toEqual([]);
  });

  it('sets the teachers to exactly the staff named; the new teacher sees the class', async () => {
    const farah = await logins.staff('farah');
    const created = await create(farah);
    const choices = await call('GET', apiPaths.classStaffChoices, farah);
    expect(choices.json<{ result: { first_name: string }[] }>().result.map((s) => s.first_name)).toContain(
      'Meera',
    );
    const set = await call('POST', apiPaths.addStaffToClasses, farah, {
      class_id: created._id,
      staff_ids: [userIds.meera, userIds.priya],
    });
    expect(set.statusCode).toBe(200);
    expect(
      set
        .json<{ result: SetupClass }>()
        .result.staff.map((s) => s.first_name)
        .sort(),
    ).toEqual(['Meera', 'Priya']);
    expect((await classesOf(t.app, await logins.staff('meera')))['Sprouts Morning']).toBeDefined();

    const narrowed = await call('POST', apiPaths.addStaffToClasses, farah, {
      class_id: created._id,
      staff_ids: [userIds.priya],
    });
    expect(narrowed.json<{ result: SetupClass }>().result.staff.map((s) => s.first_name)).toEqual(['Priya']);
    logins.forget();
    expect((await classesOf(t.app, await logins.staff('meera')))['Sprouts Morning']).toBeUndefined();
  });

  it('lists only active teachers: a deactivated teacher leaves the class list, and the class is flagged', async () => {
    const farah = await logins.staff('farah');
    const created = await create(farah);
    await call('POST', apiPaths.addStaffToClasses, farah, {
      class_id: created._id,
      staff_ids: [userIds.meera],
    });
    const deactivated = await call(
      'POST',
      apiPath(apiPaths.deactivateStaffMember, { id: userIds.meera! }),
      farah,
    );
    expect(deactivated.statusCode).toBe(200);
    const listed = (await setupList(farah)).find((c) => c._id === created._id)!;
    expect(listed.staff).toEqual([]);
    await call('POST', apiPath(apiPaths.reactivateStaffMember, { id: userIds.meera! }), farah);
    const back = (await setupList(farah)).find((c) => c._id === created._id)!;
    expect(back.staff.map((s) => s.first_name)).toEqual(['Meera']);
  });

  it('refuses a teacher from another school or a deactivated one (400 naming staff_ids.N)', async () => {
    const farah = await logins.staff('farah');
    const created = await create(farah);
    const response = await call('POST', apiPaths.addStaffToClasses, farah, {
      class_id: created._id,
      staff_ids: [userIds.priya, userIds.anil],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'staff_ids.1' });
    expect(await t.db.select().from(classStaff).where(eq(classStaff.classId, created._id))).toEqual([]);
    const unknownClass = await call('POST', apiPaths.addStaffToClasses, farah, {
      class_id: mapleClassId,
      staff_ids: [],
    });
    expect(unknownClass.statusCode).toBe(404);
  });

  it('archives a class: gone from its teacher’s classes, its register refuses a write and a read; unarchive brings it back with its records', async () => {
    const farah = await logins.staff('farah');
    const priya = await logins.staff('priya');
    const nurseryA = (await classesOf(t.app, priya))['Nursery A']!;
    const students = await studentsOf(t.app, priya, nurseryA._id);
    const register = apiPath(apiPaths.classAttendance, { classId: nurseryA._id });
    const today = schoolToday('Asia/Kolkata', t.clock.now());
    const mark = {
      date: today,
      student_attendance_list: [{ student_id: students['Aarav Sharma'], attendance_status: 'present' }],
    };
    expect((await call('POST', register, priya, mark)).statusCode).toBe(200);

    const archived = await call('POST', archive(nurseryA._id), farah);
    expect(archived.json<{ result: SetupClass }>().result.archived).toBe(true);
    expect((await classesOf(t.app, priya))['Nursery A']).toBeUndefined();
    expect((await classesOf(t.app, farah))['Nursery A']).toBeUndefined();
    expect((await call('POST', register, priya, mark)).statusCode).toBe(404);
    expect((await call('GET', `${register}?date=${today}`, priya)).statusCode).toBe(404);
    expect((await call('GET', byId(nurseryA._id), priya)).statusCode).toBe(404);
    // The admin list still shows it, under the archived filter only.
    expect((await setupList(farah, 'archived')).map((c) => c.class_name)).toEqual(['Nursery A']);
    expect((await setupList(farah, 'active')).some((c) => c.class_name === 'Nursery A')).toBe(false);
    // Aarav's family no longer sees the archived class among his classes.
    const children = await call('GET', apiPaths.parentChildren, await logins.parent('rahul'));
    const aarav = children.json<{ result: Child[] }>().result.find((child) => child.first_name === 'Aarav')!;
    expect(aarav.student_class.map((c) => c.class_name)).not.toContain('Nursery A');
    // Its marks stay stored.
    const stored = await t.db.select().from(attendanceMarks).where(eq(attendanceMarks.classId, nurseryA._id));
    expect(stored.length).toBeGreaterThan(0);

    expect((await call('POST', unarchive(nurseryA._id), farah)).statusCode).toBe(200);
    expect((await classesOf(t.app, priya))['Nursery A']).toBeDefined();
    expect((await call('GET', `${register}?date=${today}`, priya)).statusCode).toBe(200);
  });

  it("announces a class change to the school's staff (a newly assigned teacher too), never to another school", async () => {
    const farah = await logins.staff('farah');
    const meeraSocket = await connectSocket(t.app, await logins.staff('meera'));
    const anilSocket = await connectSocket(t.app, await logins.staff('anil'));
    try {
      const meeraEvents = collect(meeraSocket, 'records-changed');
      const anilEvents = collect(anilSocket, 'records-changed');
      const created = await create(farah);
      await call('POST', apiPaths.addStaffToClasses, farah, {
        class_id: created._id,
        staff_ids: [userIds.meera],
      });
      await eventually(() => meeraEvents.filter((e) => e.entity === 'class').length === 2);
      expect(meeraEvents.every((e) => e.ids.includes(created._id))).toBe(true);
      expect(anilEvents).toEqual([]);
    } finally {
      meeraSocket.close();
      anilSocket.close();
    }
  });

  it("user_schools_classes/: each of the staff member's schools with the classes they may see", async () => {
    const priya = await call('GET', apiPaths.userSchoolsClasses, await logins.staff('priya'));
    expect(priya.statusCode).toBe(200);
    const priyaSchools = priya.json<{ result: { school: { name: string }; classes: SchoolClass[] }[] }>()
      .result;
    expect(priyaSchools.map((s) => s.school.name)).toEqual(['Sunbeam Nursery']);
    // The classes she teaches (Nursery A, Playgroup B and any class an earlier test gave her).
    expect(priyaSchools[0]!.classes.map((c) => c.class_name)).toEqual(
      expect.arrayContaining(['Nursery A', 'Playgroup B']),
    );
    expect(priyaSchools[0]!.classes.some((c) => c.class_name.startsWith('Butterflies'))).toBe(false);
    const farah = await call('GET', apiPaths.userSchoolsClasses, await logins.staff('farah'));
    const farahClasses = farah.json<{ result: { classes: SchoolClass[] }[] }>().result[0]!.classes;
    expect(farahClasses.map((c) => c.class_name)).toContain(
      'Butterflies Kindergarten With A Very Long Class Name',
    );
    expect(farahClasses.some((c) => c.class_name === 'Sprouts')).toBe(false);
    expect((await call('GET', apiPaths.userSchoolsClasses)).statusCode).toBe(401);
    expect((await call('GET', apiPaths.userSchoolsClasses, await logins.parent('rahul'))).statusCode).toBe(
      403,
    );
  });
});
