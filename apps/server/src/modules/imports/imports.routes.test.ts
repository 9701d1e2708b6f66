import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, childImportColumns, type ImportPreview, type SchoolImport } from '@cue/contracts';
import {
  auditLog,
  children,
  classEnrollments,
  classStaff,
  enrollmentPeriods,
  parentLinks,
  schoolImports,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { demoLogins, demoPhones } from '../../test/demo.js';
import { bearer, signIn } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const importedParentPhone = '9800000001';
const demoOtps = Object.values(demoPhones).map((phone) => `${phone}:123456`);

type Cells = Partial<Record<(typeof childImportColumns)[number], string>>;

/** A children CSV in the template's columns. */
function childrenCsv(rows: Cells[]): Buffer {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [
    childImportColumns.join(','),
    ...rows.map((r) => childImportColumns.map((c) => quote(r[c] ?? '')).join(',')),
  ];
  return Buffer.from(lines.join('\r\n'));
}

/** Child number n of a generated file, with one guardian of their own. */
const generatedChild = (n: number): Cells => ({
  first_name: `Child${n}`,
  last_name: 'Import',
  date_of_birth: `2022-01-${String((n % 28) + 1).padStart(2, '0')}`,
  gender: n % 2 ? 'female' : 'male',
  class: n % 2 ? 'Nursery A' : 'playgroup  b',
  photo_consent: 'yes',
  guardian1_first_name: `Parent${n}`,
  guardian1_last_name: 'Import',
  guardian1_phone: String(9800000000 + n),
  guardian1_relation: 'mother',
});

describe('bulk import and export', () => {
  let t: TestApp;
  const { staff, forget } = demoLogins(() => t.app);

  const tableCounts = async () => {
    const tables = {
      users,
      children,
      classEnrollments,
      enrollmentPeriods,
      parentLinks,
      staffMemberships,
      classStaff,
    };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => [
        name,
        (await t.db.select({ n: count() }).from(table))[0]!.n,
      ]),
    );
    return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
  };
  const importCount = async () => (await t.db.select({ n: count() }).from(schoolImports))[0]!.n;

  const upload = async (
    token: string | null,
    kind: string | null,
    file: { filename: string; contentType: string; bytes: Buffer } | null,
  ) => {
    const parts: Buffer[] = [];
    const boundary = 'cueImportBoundary';
    if (kind !== null) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
      );
    }
    if (file) {
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`;
      parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return t.app.inject({
      method: 'POST',
      url: apiPaths.schoolImports,
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token && bearer(token)) },
    });
  };
  const csvFile = (bytes: Buffer) => ({ filename: 'children.csv', contentType: 'text/csv', bytes });
  const preview = async (kind: string, bytes: Buffer, filename = `${kind}.csv`) => {
    const response = await upload(await staff('farah'), kind, { filename, contentType: 'text/csv', bytes });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ImportPreview }>().result;
  };
  const act = async (action: 'commit' | 'undo', id: string, person: 'farah' | 'priya' | 'anil' = 'farah') =>
    t.app.inject({
      method: 'POST',
      url: apiPath(action === 'commit' ? apiPaths.schoolImportCommit : apiPaths.schoolImportUndo, { id }),
      headers: bearer(await staff(person)),
    });

  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_TEST_OTP: [...demoOtps, `${importedParentPhone}:123456`].join(',') },
    });
  });
  afterAll(async () => t?.close());

  it('previews 300 children with 5 bad rows as 295 creates and 5 errors, writing nothing until confirmed', async () => {
    const rows = Array.from({ length: 295 }, (_, i) => generatedChild(i + 1));
    rows.push(
      { ...generatedChild(400), guardian1_phone: '12345' },
      { ...generatedChild(401), class: 'Nursery Z' },
      { ...generatedChild(3), guardian1_phone: '9800000999' },
      { ...generatedChild(402), date_of_birth: '31-02-2022' },
      { ...generatedChild(403), first_name: '' },
    );
    const before = await tableCounts();
    const result = await preview('children', childrenCsv(rows));

    expect(result.status).toBe('previewed');
    expect(result.summary).toEqual({ create: 295, update: 0, unchanged: 0, error: 5 });
    const errors = result.rows.filter((r) => r.status === 'error');
    expect(errors.map((r) => [r.row, r.errors[0]])).toEqual([
      [297, { field: 'guardian1_phone', message: 'is not a 10-digit phone number' }],
      [298, { field: 'class', message: 'unknown class "Nursery Z"' }],
      [299, { field: 'row', message: 'duplicate of row 4' }],
      [300, { field: 'date_of_birth', message: '"31-02-2022" is not a real calendar date' }],
      [301, { field: 'first_name', message: 'must not be empty' }],
    ]);
    expect(await tableCounts()).toEqual(before);

    const committed = await act('commit', result._id);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json<{ result: SchoolImport }>().result).toMatchObject({
      status: 'committed',
      summary: { create: 295, error: 5 },
    });
    const after = await tableCounts();
    expect(after.children - before.children).toBe(295);
    expect(after.users - before.users).toBe(295);
    expect(after.parentLinks - before.parentLinks).toBe(295);
    expect(after.classEnrollments - before.classEnrollments).toBe(295);
    expect(after.enrollmentPeriods - before.enrollmentPeriods).toBe(295);
    const [stored] = await t.db.select().from(schoolImports).where(eq(schoolImports.id, result._id));
    expect(stored!.rows).toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'import'), eq(auditLog.entityId, result._id)));
    expect(audits.map((a) => a.action)).toEqual(['commit_import']);

    // A second commit is refused and writes nothing.
    const again = await act('commit', result._id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: expect.stringContaining('id:') });
    expect(await tableCounts()).toEqual(after);

    // The first imported parent signs in and sees their child.
    const login = await signIn(t.app, importedParentPhone);
    const mine = await t.app.inject({
      method: 'GET',
      url: apiPaths.parentChildren,
      headers: bearer(login.parent_user!.access_token),
    });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain('Child1');

    // Undo is now refused (an imported parent has a session), and nothing changes.
    const undo = await act('undo', result._id);
    expect(undo.statusCode).toBe(400);
    expect(undo.json<{ message: string }>().message).toContain('signed in');
    expect(await tableCounts()).toEqual(after);
  });

  it('undo removes exactly what an import created and restores the child it updated', async () => {
    const [aarav] = await t.db.select().from(children).where(eq(children.firstName, 'Aarav'));
    await t.db
      .update(children)
      .set({ dateOfBirth: '2022-05-04', allergies: 'peanuts', gender: 'male' })
      .where(eq(children.id, aarav!.id));
    const before = await tableCounts();
    const rows: Cells[] = [
      ...Array.from({ length: 10 }, (_, i) => generatedChild(500 + i)),
      // Aarav: moved to Playgroup B, no allergies now; Rahul (by phone) stays his father.
      {
        first_name: 'aarav',
        last_name: 'SHARMA',
        date_of_birth: '04-05-2022',
        gender: 'male',
        class: 'Playgroup B',
        photo_consent: 'yes',
        allergies: '',
        guardian1_first_name: 'Rahul',
        guardian1_phone: '+91 90000 00003',
      },
    ];
    const result = await preview('children', childrenCsv(rows));
    expect(result.summary).toEqual({ create: 10, update: 1, unchanged: 0, error: 0 });
    expect(result.rows.at(-1)).toMatchObject({ status: 'update', changes: ['allergies', 'class'] });

    expect((await act('commit', result._id)).statusCode).toBe(200);
    const [moved] = await t.db.select().from(children).where(eq(children.id, aarav!.id));
    expect(moved!.allergies).toBeNull();

    const undone = await act('undo', result._id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<{ result: SchoolImport }>().result).toMatchObject({
      status: 'undone',
      undo_until: null,
    });
    expect(await tableCounts()).toEqual(before);
    const [restored] = await t.db.select().from(children).where(eq(children.id, aarav!.id));
    expect(restored!.allergies).toBe('peanuts');
    const periods = await t.db
      .select()
      .from(enrollmentPeriods)
      .where(eq(enrollmentPeriods.childId, aarav!.id));
    expect(periods.map((p) => p.endDate)).toEqual([null]);

    // Undone once: a second undo is refused.
    expect((await act('undo', result._id)).statusCode).toBe(400);
  });

  it('refuses undo after 24 hours, and forgets the rows of a preview never confirmed', async () => {
    const result = await preview('children', childrenCsv([generatedChild(600)]));
    const forgotten = await preview('children', childrenCsv([generatedChild(601)]));
    expect((await act('commit', result._id)).statusCode).toBe(200);
    t.clock.advanceSeconds(25 * 60 * 60);
    forget(); // the old sign-ins' tokens have expired
    const undo = await act('undo', result._id);
    expect(undo.statusCode).toBe(400);
    expect(undo.json<{ message: string }>().message).toContain('24 hours');

    await preview('children', childrenCsv([generatedChild(602)]));
    const [stale] = await t.db.select().from(schoolImports).where(eq(schoolImports.id, forgotten._id));
    expect(stale!.rows).toBeNull();
    const late = await act('commit', forgotten._id);
    expect(late.statusCode).toBe(400);
    expect(late.json<{ message: string }>().message).toContain('expired');
  });

  it('reads an Excel file like a CSV (dates and numbers in real cells)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Children');
    sheet.addRow(childImportColumns.map((c) => c.replace(/_/g, ' ').toUpperCase()));
    const child = generatedChild(700);
    sheet.addRow(
      childImportColumns.map((c) => {
        if (c === 'date_of_birth') return new Date(Date.UTC(2021, 6, 9));
        if (c === 'guardian1_phone') return 9800000700;
        return child[c] ?? null;
      }),
    );
    sheet.addRow(
      childImportColumns.map((c) => (c === 'class' ? 'Nursery Z' : (generatedChild(701)[c] ?? null))),
    );
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await preview('children', bytes, 'children.xlsx');
    expect(result.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'create'],
      [3, 'error'],
    ]);
    expect((await act('commit', result._id)).statusCode).toBe(200);
    const [created] = await t.db.select().from(children).where(eq(children.firstName, 'Child700'));
    expect(created!.dateOfBirth).toBe('2021-07-09');
  });

  it('imports staff with their role and classes (an unknown role is an error row), and undoes it', async () => {
    const csv = [
      'First Name,Last Name,Phone,Email,Role,Admin,Classes',
      'Lata,Rao,9700000001,lata@sunbeam.test,teacher,no,Nursery A; Playgroup B',
      'Omar,Ali,9700000002,,Cook,no,',
      'Priya,Nair,9000000001,,Teacher,no,Nursery A',
    ].join('\n');
    const result = await preview('staff', Buffer.from(csv));
    expect(result.rows.map((r) => [r.label, r.status, r.errors])).toEqual([
      ['Lata Rao', 'create', []],
      ['Omar Ali', 'error', [{ field: 'role', message: 'unknown role "Cook"' }]],
      ['Priya Nair', 'unchanged', []],
    ]);
    expect((await act('commit', result._id)).statusCode).toBe(200);
    const [lata] = await t.db.select().from(users).where(eq(users.phone, '9700000001'));
    const [membership] = await t.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.userId, lata!.id));
    expect(membership!.rolePermissions.admin_portal.students).toBe(false);
    expect(membership!.isAdmin).toBe(false);
    const taught = await t.db.select().from(classStaff).where(eq(classStaff.userId, lata!.id));
    expect(taught).toHaveLength(2);

    // Undo takes the new member, their account and their classes away again.
    expect((await act('undo', result._id)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.phone, '9700000001'))).toEqual([]);
    expect(await t.db.select().from(classStaff).where(eq(classStaff.userId, lata!.id))).toEqual([]);
  });

  it('refuses staff rows that give or take platform rights for a school admin (Farah), writing nothing', async () => {
    const csv = [
      'First Name,Last Name,Phone,Email,Role,Admin,Classes',
      'Farah,Khan,9000000002,,Platform admin,yes,',
      'Sam,Platform,9000000005,,Teacher,no,',
      'Nina,Das,9700000009,,Platform admin,no,',
    ].join('\n');
    const before = await t.db.select().from(staffMemberships);
    const result = await preview('staff', Buffer.from(csv));
    expect(result.rows.map((r) => [r.label, r.status, r.errors.map((e) => e.field)])).toEqual([
      ['Farah Khan', 'error', ['role']],
      ['Sam Platform', 'error', ['role']],
      ['Nina Das', 'error', ['role']],
    ]);
    expect((await act('commit', result._id)).statusCode).toBe(400);
    expect(await t.db.select().from(staffMemberships)).toEqual(before);
  });

  it('exports children and staff as CSV in the import columns, formula cells escaped', async () => {
    const result = await preview(
      'children',
      childrenCsv([
        { ...generatedChild(800), allergies: '=HYPERLINK("http://x")', medical_notes: '+1 inhaler' },
      ]),
    );
    expect((await act('commit', result._id)).statusCode).toBe(200);
    const token = await staff('farah');
    const exported = await t.app.inject({
      method: 'GET',
      url: apiPaths.exportChildrenCsv,
      headers: bearer(token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.split('\r\n');
    // UTF-8 with a byte-order mark, so a spreadsheet shows Arabic and Hebrew names as written.
    expect(lines[0]).toBe(`\ufeff${childImportColumns.join(',')}`);
    const line = lines.find((l) => l.startsWith('Child800,'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(line).toContain("'+1 inhaler");
    expect(line).toContain('Playgroup B');

    const staffCsv = await t.app.inject({
      method: 'GET',
      url: apiPaths.exportStaffCsv,
      headers: bearer(token),
    });
    expect(staffCsv.body).toContain(
      'Priya,Nair,9000000001,priya@sunbeam.test,Teacher,no,Nursery A; Playgroup B',
    );
  });

  it('escapes a formula cell that goes on over several lines in the export', async () => {
    await t.db
      .update(children)
      .set({ medicalNotes: '=HYPERLINK("http://x")\nsecond line' })
      .where(eq(children.firstName, 'Aarav'));
    const exported = await t.app.inject({
      method: 'GET',
      url: apiPaths.exportChildrenCsv,
      headers: bearer(await staff('farah')),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`"'=HYPERLINK(""http://x"")\nsecond line"`);
  });

  it('lists recent imports with who made them and until when undo is offered', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiPaths.schoolImports,
      headers: bearer(await staff('farah')),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ result: SchoolImport[] }>().result;
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]).toMatchObject({ created_by: { first_name: 'Farah' }, status: 'committed' });
    expect(list[0]!.undo_until).not.toBeNull();
    const anil = await t.app.inject({
      method: 'GET',
      url: apiPaths.schoolImports,
      headers: bearer(await staff('anil')),
    });
    expect(anil.json<{ result: SchoolImport[] }>().result).toEqual([]);
  });

  describe('refusals', () => {
    let sunbeamImportId: string;
    beforeAll(async () => {
      sunbeamImportId = (await preview('children', childrenCsv([generatedChild(900)])))._id;
    });

    it('401 without a token', async () => {
      expect((await upload(null, 'children', csvFile(childrenCsv([generatedChild(1)])))).statusCode).toBe(
        401,
      );
      const list = await t.app.inject({ method: 'GET', url: apiPaths.schoolImports });
      expect(list.statusCode).toBe(401);
      const commit = await t.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.schoolImportCommit, { id: sunbeamImportId }),
      });
      expect(commit.statusCode).toBe(401);
    });

    it('403 for a teacher without the students or staff page (Priya)', async () => {
      const token = await staff('priya');
      const before = await importCount();
      expect((await upload(token, 'children', csvFile(childrenCsv([generatedChild(1)])))).statusCode).toBe(
        403,
      );
      expect((await upload(token, 'staff', csvFile(Buffer.from('first_name')))).statusCode).toBe(403);
      expect(await importCount()).toBe(before);
      expect((await act('commit', sunbeamImportId, 'priya')).statusCode).toBe(403);
      expect((await act('undo', sunbeamImportId, 'priya')).statusCode).toBe(403);
      for (const url of [apiPaths.schoolImports, apiPaths.exportChildrenCsv, apiPaths.exportStaffCsv]) {
        expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(403);
      }
    });

    it("404 for another school's import (Anil, Maple)", async () => {
      const before = await tableCounts();
      const commit = await act('commit', sunbeamImportId, 'anil');
      expect(commit.statusCode).toBe(404);
      expect((await act('undo', sunbeamImportId, 'anil')).statusCode).toBe(404);
      expect(await tableCounts()).toEqual(before);
    });

    it('400 naming the field: wrong kind, no file, not a spreadsheet, missing columns; nothing stored', async () => {
      const token = await staff('farah');
      const before = await importCount();
      const cases = [
        [await upload(token, 'parents', csvFile(childrenCsv([generatedChild(1)]))), 'kind'],
        [await upload(token, null, csvFile(childrenCsv([generatedChild(1)]))), 'kind'],
        [await upload(token, 'children', null), 'file'],
        [
          await upload(token, 'children', {
            filename: 'photo.csv',
            contentType: 'text/csv',
            bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe]),
          }),
          'file',
        ],
        [await upload(token, 'children', csvFile(Buffer.from('first_name,last_name\nA,B'))), 'file'],
        [
          await upload(token, 'children', csvFile(Buffer.from('first_name,last_name\nJos\xe9,B', 'latin1'))),
          'file',
        ],
        [await upload(token, 'children', csvFile(Buffer.from(childImportColumns.join(',')))), 'file'],
      ] as const;
      for (const [response, field] of cases) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<{ message: string }>().message.startsWith(`${field}:`), response.body).toBe(
          true,
        );
      }
      expect(cases[4][0].json<{ message: string }>().message).toContain('date_of_birth');
      expect(cases[5][0].json<{ message: string }>().message).toContain('UTF-8');
      expect(await importCount()).toBe(before);
    });

    it('refuses to commit a file whose every row has an error', async () => {
      const result = await preview('children', childrenCsv([{ ...generatedChild(950), class: 'Nursery Z' }]));
      const before = await tableCounts();
      const response = await act('commit', result._id);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('every row');
      expect(await tableCounts()).toEqual(before);
    });
  });
});
