import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { apiPath, apiPaths, type Gradebook, type GradebookCellResult } from '@cue/contracts';
import { demoLogins } from '../../test/demo.js';
import {
  call,
  demoSchool,
  expectRefused,
  readCard,
  storedCards,
  type Payload,
} from '../../test/hpc-cards.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('gradebook: children × competencies, written in the current cycle', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof demoSchool>>;
  let aarav: string;
  let diya: string;
  let butterflies: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const gridUrl = (classId: string, domain?: string) =>
    `${apiPath(apiPaths.gradebook, { classId })}${domain ? `?domain=${domain}` : ''}`;
  const cellUrl = (classId: string) => apiPath(apiPaths.gradebookCell, { classId });
  const exportUrl = (classId: string, format: string, domain?: string) =>
    `${apiPath(apiPaths.gradebookExport, { classId })}?format=${format}${domain ? `&domain=${domain}` : ''}`;
  const grid = async (token: string, classId: string, domain?: string) => {
    const response = await call(t, 'GET', gridUrl(classId, domain), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Gradebook }>().result;
  };
  const cellOf = (book: Gradebook, studentId: string, code: string) => {
    const row = book.students.find((s) => s.student._id === studentId)!;
    return row.cells[book.competencies.findIndex((c) => c.code === code)]!;
  };
  const setCell = (token: string, payload: Payload, classId = school.nurseryA) =>
    call(t, 'PUT', cellUrl(classId), token, payload);

  beforeAll(async () => {
    t = await createTestApp();
    school = await demoSchool(t, await staff('farah'));
    aarav = school.kidsA['Aarav Sharma']!;
    diya = school.kidsA['Diya Menon']!;
    butterflies = school.classes['Butterflies Kindergarten With A Very Long Class Name']!._id;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('reads the latest level per dimension from the cycle that judged it; 401, 403, 404, 400 domain', async () => {
    const priya = await staff('priya');
    const book = await grid(priya, school.nurseryA);
    expect(book.current_cycle_id).toBe(school.term2._id);
    expect(book.cycles.map((c) => c.name)).toEqual(['Term 1', 'Term 2']);
    expect(book.competencies.find((c) => c.code === 'C-8.1')!.dimensions).toEqual([
      'awareness',
      'sensitivity',
      'creativity',
    ]);
    expect(cellOf(book, aarav, 'C-8.1').levels).toEqual([
      { dimension: 'awareness', level: 'stream', cycle_id: school.term1._id },
      { dimension: 'sensitivity', level: 'stream', cycle_id: school.term1._id },
      { dimension: 'creativity', level: 'mountain', cycle_id: school.term1._id },
    ]);
    // Term 2's judgements of Aarav, with their evidence: the newer cycle's level is the one shown.
    const card = await readCard(t, priya, school.term2._id, aarav);
    for (const judgement of card.judgements) {
      const cell = cellOf(book, aarav, judgement.competency);
      expect(cell.levels.find((l) => l.dimension === judgement.dimension)).toEqual({
        dimension: judgement.dimension,
        level: judgement.level,
        cycle_id: school.term2._id,
      });
      expect(cell.evidence_count).toBeGreaterThanOrEqual(judgement.evidence.length);
    }
    expect(book.students.find((s) => s.student._id === school.kidsA['Vihaan Reddy'])!.current_status).toBe(
      'signed_off',
    );
    const social = await grid(priya, school.nurseryA, 'NCF-SEE');
    expect(social.competencies.every((c) => c.domain === 'NCF-SEE')).toBe(true);
    expect(social.competencies.length).toBeLessThan(book.competencies.length);
    expectRefused(await call(t, 'GET', gridUrl(school.nurseryA, 'NOPE'), priya), 400, 'domain');
    expect((await call(t, 'GET', gridUrl(school.nurseryA), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', gridUrl(school.nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await call(t, 'GET', gridUrl(school.nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', gridUrl(school.nurseryA), await staff('anil'))).statusCode).toBe(404);
    // A class without cycles reads, but cannot be written.
    const empty = await grid(await staff('farah'), butterflies);
    expect(empty).toMatchObject({ current_cycle_id: null, cycles: [] });
  });

  it('writes a cell as a judgement on the child’s card of the current cycle, and clears it', async () => {
    const priya = await staff('priya');
    const written = await setCell(priya, {
      student_id: diya,
      competency: 'C-8.1',
      dimension: 'sensitivity',
      level: 'sky',
    });
    expect(written.statusCode, written.body).toBe(200);
    const result = written.json<{ result: GradebookCellResult }>().result;
    expect(result).toMatchObject({ student_id: diya, cycle_id: school.term2._id, card_version: 1 });
    expect(result.cell.levels).toEqual([
      { dimension: 'awareness', level: 'mountain', cycle_id: school.term1._id },
      { dimension: 'sensitivity', level: 'sky', cycle_id: school.term2._id },
      { dimension: 'creativity', level: 'stream', cycle_id: school.term1._id },
    ]);
    // The same judgement on Diya's progress card.
    const card = await readCard(t, priya, school.term2._id, diya);
    expect(card.judgements).toMatchObject([{ competency: 'C-8.1', dimension: 'sensitivity', level: 'sky' }]);
    const cleared = await setCell(priya, {
      student_id: diya,
      competency: 'C-8.1',
      dimension: 'sensitivity',
      level: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ result: GradebookCellResult }>().result.cell.levels[1]).toEqual({
      dimension: 'sensitivity',
      level: 'stream',
      cycle_id: school.term1._id,
    });
  });

  it('refuses a bad cell with a 400 naming the field, a signed-off card with a 409, and no current cycle with a 400 on cycle', async () => {
    const priya = await staff('priya');
    const ok = { student_id: diya, competency: 'C-8.1', dimension: 'awareness', level: 'sky' };
    const before = await storedCards(t);
    const cases: [Payload, string][] = [
      [{ ...ok, level: 'summit' }, 'level'],
      [{ ...ok, dimension: 'courage' }, 'dimension'],
      [{ ...ok, competency: 'EYFS-CL-1' }, 'competency'],
      [{ ...ok, student_id: school.kidsB['Dev Mehta'] }, 'student_id'],
    ];
    for (const [payload, field] of cases) expectRefused(await setCell(priya, payload), 400, field);
    expectRefused(await setCell(priya, { ...ok, student_id: school.kidsA['Vihaan Reddy'] }), 409);
    expectRefused(await setCell(await staff('farah'), ok, butterflies), 400, 'cycle');
    expect((await setCell(await staff('meera'), ok)).statusCode).toBe(403);
    expect((await setCell(await staff('anil'), ok)).statusCode).toBe(404);
    expect((await setCell(await parent('rahul'), ok)).statusCode).toBe(403);
    expect((await call(t, 'PUT', cellUrl(school.nurseryA), null, ok)).statusCode).toBe(401);
    expect(await storedCards(t)).toBe(before);
  });

  it('exports the grid as CSV and Excel that parse back to the same cells', async () => {
    const priya = await staff('priya');
    const csv = await call(t, 'GET', exportUrl(school.nurseryA, 'csv', 'NCF-COG'), priya);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="gradebook-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(csv.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const aaravRow = parsed.data.find((row) => row.Child === 'Aarav Sharma')!;
    expect(aaravRow['C-8.1 Awareness']).toBe('Stream');
    expect(aaravRow['C-8.1 Creativity']).toBe('Mountain');
    expect(aaravRow['C-8.1 evidence']).toBe('0');
    expect(parsed.data).toHaveLength(Object.keys(school.kidsA).length);
    const book = await grid(priya, school.nurseryA, 'NCF-COG');
    const columns = book.competencies.reduce((n, c) => n + c.dimensions.length + 1, 1);
    expect(parsed.meta.fields).toHaveLength(columns);

    const xlsx = await call(t, 'GET', exportUrl(school.nurseryA, 'xlsx', 'NCF-COG'), priya);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Gradebook')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(parsed.meta.fields);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const aaravCells = rows.find((row) => row[1] === 'Aarav Sharma')!.slice(1);
    expect(aaravCells[header.indexOf('C-8.1 Awareness')]).toBe('Stream');
    expect(aaravCells[header.indexOf('C-8.1 evidence')]).toBe(0);
    expect(rows).toHaveLength(Object.keys(school.kidsA).length);

    expectRefused(await call(t, 'GET', exportUrl(school.nurseryA, 'pdf'), priya), 400, 'format');
    expect((await call(t, 'GET', exportUrl(school.nurseryA, 'csv'), await staff('meera'))).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', exportUrl(school.nurseryA, 'csv'), await staff('anil'))).statusCode).toBe(
      404,
    );
    expect((await call(t, 'GET', exportUrl(school.nurseryA, 'csv'), await parent('rahul'))).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', exportUrl(school.nurseryA, 'csv'), null)).statusCode).toBe(401);
  });
});
