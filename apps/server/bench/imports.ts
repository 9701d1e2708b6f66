/**
 * Bulk import benchmark (part of `npm run bench`): a file of 1,000 children with two guardians
 * each, previewed and committed through the API, against inserting the same rows (children,
 * guardians' accounts, parent links, enrolments, enrolment periods) with one multi-row INSERT per
 * table in one transaction, measured in the same run, taking turns. Goal: commit within 3x.
 */
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, childImportColumns } from '@cue/contracts';
import {
  children,
  classEnrollments,
  classes,
  enrollmentPeriods,
  parentLinks,
  schools,
  users,
} from '../src/db/schema/index.js';
import { newObjectId } from '../src/lib/object-id.js';
import { createTestApp, type TestApp } from '../src/test/test-app.js';
import { bearer, staffToken } from '../src/test/sign-in.js';
import { median } from './bench-class.js';

const CHILDREN = 1000;
const ROUNDS = 3;
/** Goal: the commit takes at most this many times the plain INSERTs. */
const COMMIT_GOAL = 3;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/** Round r's children: names and phones of their own, so every round creates everything anew. */
function roundRows(round: number) {
  return Array.from({ length: CHILDREN }, (_, i) => {
    const n = round * CHILDREN + i;
    return {
      first_name: `Bench${n}`,
      last_name: 'Child',
      date_of_birth: `2021-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      gender: i % 2 ? 'female' : 'male',
      class: i % 2 ? 'Nursery A' : 'Playgroup B',
      photo_consent: 'yes',
      allergies: i % 10 === 0 ? 'peanuts' : '',
      medical_notes: '',
      guardian1_first_name: `Mother${n}`,
      guardian1_last_name: 'Child',
      guardian1_phone: String(7000000000 + n * 2),
      guardian1_email: '',
      guardian1_relation: 'mother',
      guardian2_first_name: `Father${n}`,
      guardian2_last_name: 'Child',
      guardian2_phone: String(7000000001 + n * 2),
      guardian2_email: '',
      guardian2_relation: 'father',
    } as Record<(typeof childImportColumns)[number], string>;
  });
}

function csvOf(rows: Record<string, string>[]): Buffer {
  return Buffer.from(
    [
      childImportColumns.join(','),
      ...rows.map((row) => childImportColumns.map((c) => row[c]).join(',')),
    ].join('\r\n'),
  );
}

function multipart(bytes: Buffer) {
  const boundary = 'cueBenchBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nchildren\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="children.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The same rows as the import writes, one multi-row INSERT per table, in one transaction. */
async function plainInsert(t: TestApp, schoolId: string, classIds: Record<string, string>, round: number) {
  const rows = roundRows(round);
  const today = '2026-06-01';
  const childRows = rows.map((r) => ({
    id: newObjectId(),
    schoolId,
    firstName: r.first_name,
    lastName: r.last_name,
    dateOfBirth: r.date_of_birth,
    gender: r.gender as 'female' | 'male',
    allergies: r.allergies || null,
    medicalNotes: null,
    photoConsent: true,
  }));
  const guardianRows = rows.flatMap((r) => [
    { id: newObjectId(), firstName: r.guardian1_first_name, lastName: 'Child', phone: r.guardian1_phone },
    { id: newObjectId(), firstName: r.guardian2_first_name, lastName: 'Child', phone: r.guardian2_phone },
  ]);
  const started = process.hrtime.bigint();
  await t.db.transaction(async (tx) => {
    await tx.insert(users).values(guardianRows);
    await tx.insert(children).values(childRows);
    const enrolments = childRows.map((c, i) => ({
      id: newObjectId(),
      schoolId,
      classId: classIds[rows[i]!.class]!,
      childId: c.id,
    }));
    await tx.insert(classEnrollments).values(enrolments);
    await tx
      .insert(enrollmentPeriods)
      .values(enrolments.map((e) => ({ ...e, id: newObjectId(), startDate: today })));
    await tx.insert(parentLinks).values(
      childRows.flatMap((c, i) => [
        { schoolId, parentUserId: guardianRows[i * 2]!.id, childId: c.id, relation: 'mother' },
        { schoolId, parentUserId: guardianRows[i * 2 + 1]!.id, childId: c.id, relation: 'father' },
      ]),
    );
  });
  return since(started);
}

/** Runs the import benchmark on its own app and database; false when the goal is missed. */
export async function runImportsBench(): Promise<boolean> {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  try {
    console.warn(
      `bulk import of ${CHILDREN} children with 2 guardians each (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`,
    );
    const token = await staffToken(t.app, '9000000002'); // Farah, the office
    const [sunbeam] = await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery'));
    const classRows = await t.db.select().from(classes).where(eq(classes.schoolId, sunbeam!.id));
    const classIds = Object.fromEntries(classRows.map((c) => [c.name, c.id]));

    const previews: number[] = [];
    const commits: number[] = [];
    const plains: number[] = [];
    // Round 0 warms up; the import uses even rounds' rows, the plain INSERT odd ones.
    for (let round = 0; round <= ROUNDS; round++) {
      const { payload, contentType } = multipart(csvOf(roundRows(round * 2)));
      let started = process.hrtime.bigint();
      const preview = await t.app.inject({
        method: 'POST',
        url: apiPaths.schoolImports,
        payload,
        headers: { ...bearer(token), 'content-type': contentType },
      });
      const previewMs = since(started);
      if (preview.statusCode !== 200) throw new Error(`preview ${preview.statusCode}: ${preview.body}`);
      const id = preview.json<{ result: { _id: string } }>().result._id;
      started = process.hrtime.bigint();
      const commit = await t.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.schoolImportCommit, { id }),
        headers: bearer(token),
      });
      const commitMs = since(started);
      if (commit.statusCode !== 200) throw new Error(`commit ${commit.statusCode}: ${commit.body}`);
      const plainMs = await plainInsert(t, sunbeam!.id, classIds, round * 2 + 1);
      if (round === 0) continue;
      previews.push(previewMs);
      commits.push(commitMs);
      plains.push(plainMs);
    }
    const plain = median(plains);
    const commit = median(commits);
    const preview = median(previews);
    const ratio = commit / plain;
    const ok = ratio <= COMMIT_GOAL;
    console.warn(`     plain multi-row INSERTs of the same rows: ${plain.toFixed(0)} ms`);
    console.warn(
      `     preview (parse, validate, match, store): ${preview.toFixed(0)} ms = ${(preview / plain).toFixed(1)}x`,
    );
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} commit (plan again, write, audit): ${commit.toFixed(0)} ms = ${ratio.toFixed(1)}x the plain INSERTs (goal <= ${COMMIT_GOAL}x)`,
    );
    return ok;
  } finally {
    await t.close();
  }
}
