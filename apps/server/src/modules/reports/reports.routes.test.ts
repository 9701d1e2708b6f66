import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type AttendanceRegister } from '@cue/contracts';
import { children } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvCell } from '../../lib/csv.js';

/** A CSV body as rows of cells (the test data has no quoted commas). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('school reports (CSV)', () => {
  let t: TestApp;
  const { staff } = demoLogins(() => t.app);
  let nurseryA: string;
  let aarav: string;
  let today: string;
  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });
  const attendanceUrl = (classId: string, month: string) =>
    `${apiPaths.attendanceReport}?class_id=${classId}&month=${month}`;

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const kids = await studentsOf(t.app, priya, nurseryA);
    aarav = kids['Aarav Sharma']!;
    const saved = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.classAttendance, { classId: nurseryA }),
      headers: bearer(priya),
      payload: {
        // The clock's today; the register answers the day it saved.
        date: (await get(apiPath(apiPaths.classAttendance, { classId: nurseryA }), priya)).json<{
          result: AttendanceRegister;
        }>().result.iso_date,
        student_attendance_list: [
          { student_id: aarav, attendance_status: 'present' },
          { student_id: kids['Kabir Iyer'], attendance_status: 'absent' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    today = saved.json<{ result: AttendanceRegister }>().result.iso_date;
  });
  afterAll(() => t.close());

  it("writes a class's month: a row per child, a column per school day, totals and the percentage", async () => {
    const response = await get(attendanceUrl(nurseryA, today.slice(0, 7)), await staff('farah'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="attendance-${today.slice(0, 7)}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = rowsOf(response.body);
    expect(header![0]).toBe('Child');
    expect(header!.slice(-5)).toEqual(['P', 'A', 'E', 'L', 'Attendance %']);
    const dayColumn = header!.indexOf(today);
    expect(dayColumn).toBeGreaterThan(0);
    const aaravRow = rows.find((row) => row[0] === 'Aarav Sharma')!;
    expect(aaravRow[dayColumn]).toBe('P');
    expect(aaravRow.slice(-5)).toEqual(['1', '0', '0', '0', '100%']);
    const kabirRow = rows.find((row) => row[0] === 'Kabir Iyer')!;
    expect(kabirRow.slice(-5)).toEqual(['0', '1', '0', '0', '0%']);
    // A child not marked yet has no percentage (never "0%").
    expect(rows.find((row) => row[0] !== 'Aarav Sharma' && row[0] !== 'Kabir Iyer')!.at(-1)).toBe('');
  });

  it('lists the children with class, guardians and how to reach them, and photo consent', async () => {
    const response = await get(apiPaths.childrenReport, await staff('farah'));
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([
      'First name',
      'Last name',
      'Class',
      'Date of birth',
      'Guardian 1 name',
      'Guardian 1 relation',
      'Guardian 1 phone',
      'Guardian 1 email',
      'Photo consent',
    ]);
    expect(rows.find((row) => row[0] === 'Aarav' && row[1] === 'Sharma')).toEqual([
      'Aarav',
      'Sharma',
      'Nursery A',
      '',
      'Rahul Sharma',
      'father',
      '9000000003',
      'rahul@family.test',
      'yes',
    ]);
    // Only this school's children.
    expect(response.body).not.toContain('Maple');
  });

  it('keeps Arabic names readable and a formula in a name inert', async () => {
    await t.db
      .update(children)
      .set({ firstName: '=HYPERLINK("x")', lastName: 'سارة' })
      .where(eq(children.id, aarav));
    const response = await get(apiPaths.childrenReport, await staff('farah'));
    expect(response.body).toContain(`"'=HYPERLINK(""x"")",سارة`);
    await t.db.update(children).set({ firstName: 'Aarav', lastName: 'Sharma' }).where(eq(children.id, aarav));
  });

  it('answers 400 naming the field, 401, 403 for a member without admin_portal.reports, 404 for another school', async () => {
    const farah = await staff('farah');
    const badMonth = await get(attendanceUrl(nurseryA, '2026-13'), farah);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json()).toMatchObject({ field: 'month' });
    const noClass = await get(`${apiPaths.attendanceReport}?month=2026-11`, farah);
    expect(noClass.json()).toMatchObject({ field: 'class_id' });
    expect((await get(apiPaths.childrenReport, null)).statusCode).toBe(401);
    expect((await get(apiPaths.childrenReport, await staff('priya'))).statusCode).toBe(403);
    expect((await get(attendanceUrl(nurseryA, '2026-11'), await staff('priya'))).statusCode).toBe(403);
    // Anil (Maple) asking for Sunbeam's class: it does not exist for him.
    expect((await get(attendanceUrl(nurseryA, '2026-11'), await staff('anil'))).statusCode).toBe(404);
  });

  it('escapes cells as spreadsheets expect', () => {
    expect(csvCell('+91 900')).toBe("'+91 900");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Nair, Priya')).toBe('"Nair, Priya"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});
