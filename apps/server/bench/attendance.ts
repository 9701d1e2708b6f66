/**
 * Attendance benchmarks (part of `npm run bench`), each a ratio against a baseline measured in
 * the same run:
 *  1. saving a 30-student register in one request vs 30 single-student saves;
 *  2. `GET class_student_attendance/{id}` for 30 students under 100 concurrent connections
 *     (autocannon) vs a bare Fastify route in this process running the same single SQL query.
 * Runs on PGlite by default and on PostgreSQL when DATABASE_URL is set (createTestApp decides).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { addDaysToIsoDate, apiPath, apiPaths } from '@cue/contracts';
import { schoolToday } from '../src/lib/school-time.js';
import { AttendanceRepository } from '../src/modules/attendance/attendance.repository.js';
import { createTestApp, type TestApp } from '../src/test/test-app.js';
import { createBenchClass, median } from './bench-class.js';
import { bearer, staffToken } from '../src/test/sign-in.js';

const STUDENTS = 30;
const CONNECTIONS = 100;
/** Interleaved load rounds of this many seconds per route. */
const ROUNDS = 3;
const ROUND_SECONDS = 3;
/** Goals: the batch is at least this many times faster than 30 single saves … */
const BATCH_GOAL = 10;
/** … and the real register endpoint serves at least this share of the bare route's requests/s. */
const THROUGHPUT_GOAL = 0.5;

/** 1. One request saving 30 marks vs 30 requests saving one each, on fresh days, interleaved. */
async function benchBatchSave(t: TestApp, token: string, classId: string, childIds: string[]) {
  const url = apiPath(apiPaths.classAttendance, { classId });
  const today = schoolToday('Asia/Kolkata', t.clock.now());
  let daysBack = 1;
  const save = async (date: string, ids: string[], status: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: {
        date,
        student_attendance_list: ids.map((id) => ({ student_id: id, attendance_status: status })),
      },
    });
    if (response.statusCode !== 200) throw new Error(`save ${response.statusCode}: ${response.body}`);
  };
  const batch = async () => {
    const started = process.hrtime.bigint();
    await save(addDaysToIsoDate(today, -daysBack++), childIds, 'present');
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const singles = async () => {
    const date = addDaysToIsoDate(today, -daysBack++);
    const started = process.hrtime.bigint();
    for (const id of childIds) await save(date, [id], 'present');
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (let i = 0; i < 5; i++) {
    await batch();
    await singles();
  } // warm-up
  const batchTimes: number[] = [];
  const singleTimes: number[] = [];
  for (let round = 0; round < 15; round++) {
    batchTimes.push(await batch());
    singleTimes.push(await singles());
  }
  const batchMs = median(batchTimes);
  const singlesMs = median(singleTimes);
  const ratio = singlesMs / batchMs;
  const ok = ratio >= BATCH_GOAL;
  console.warn(
    `${ok ? 'ok  ' : 'SLOW'} saving a ${STUDENTS}-student register: one request ${batchMs.toFixed(2)} ms, ` +
      `${STUDENTS} single-student requests ${singlesMs.toFixed(2)} ms = ${ratio.toFixed(1)}x in favour of the batch (goal >= ${BATCH_GOAL}x)`,
  );
  return ok;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** 2. The register endpoint vs a bare route running the same one query, under 100 connections. */
async function benchRegisterThroughput(t: TestApp, token: string, classId: string, childIds: string[]) {
  const date = schoolToday('Asia/Kolkata', t.clock.now());
  const marks = childIds.map((id, i) => ({
    student_id: id,
    attendance_status: i % 5 ? 'present' : 'absent',
  }));
  await t.app.inject({
    method: 'POST',
    url: apiPath(apiPaths.classAttendance, { classId }),
    headers: bearer(token),
    payload: { date, student_attendance_list: marks, is_saved: true },
  });

  const repository = new AttendanceRepository(t.db);
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { classId: string }; Querystring: { date: string } }>(
    '/bare/:classId',
    async (request) => ({
      result: await repository.listRegisterRows(request.params.classId, request.query.date),
    }),
  );
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare/${classId}?date=${date}`;
  const appUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${apiPath(apiPaths.classAttendance, { classId })}?date=${date}`;
  const auth = bearer(token);

  await load(bareUrl, {}, 1); // warm-up
  await load(appUrl, auth, 1);
  // Rounds taking turns, so drift on a busy machine hits both alike; the median round is shown.
  const rounds: { bare: LoadResult; app: LoadResult; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bareRound = await load(bareUrl, {}, ROUND_SECONDS);
    const appRound = await load(appUrl, auth, ROUND_SECONDS);
    rounds.push({ bare: bareRound, app: appRound, ratio: appRound.rps / bareRound.rps });
  }
  await bare.close();
  const {
    bare: bareResult,
    app: appResult,
    ratio,
  } = rounds.sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;

  const ok = ratio >= THROUGHPUT_GOAL;
  const line = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;
  console.warn(`     bare route, the register's one query (${CONNECTIONS} connections): ${line(bareResult)}`);
  console.warn(`     GET class_student_attendance/{id}, ${STUDENTS} students: ${line(appResult)}`);
  console.warn(
    `${ok ? 'ok  ' : 'SLOW'} register under load: ${ratio.toFixed(2)} of the bare route's requests/s, median of ${ROUNDS} rounds (goal >= ${THROUGHPUT_GOAL})`,
  );
  return ok;
}

/** Runs both attendance benchmarks on their own app and database; false when a goal is missed. */
export async function runAttendanceBench(): Promise<boolean> {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  try {
    console.warn(`attendance (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`);
    const token = await staffToken(t.app, '9000000001');
    const { classId, childIds } = await createBenchClass(t, {
      name: 'Bench Class',
      size: STUDENTS,
      ageRange: '3-4 years',
    });
    const batchOk = await benchBatchSave(t, token, classId, childIds);
    const loadOk = await benchRegisterThroughput(t, token, classId, childIds);
    return batchOk && loadOk;
  } finally {
    await t.close();
  }
}
