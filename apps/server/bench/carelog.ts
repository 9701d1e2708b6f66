/**
 * Care log benchmark (part of `npm run bench`): a group entry for a room of 30 children in one
 * request (the whole room had lunch) vs 30 single-child requests, through the real app, on past
 * days, interleaved, median of 15 rounds. Goal: the group entry is at least 10x faster.
 * Runs on PGlite by default and on PostgreSQL when DATABASE_URL is set (createTestApp decides).
 */
import { addDaysToIsoDate, apiPath, apiPaths } from '@cue/contracts';
import { schoolToday } from '../src/lib/school-time.js';
import { createTestApp } from '../src/test/test-app.js';
import { createBenchClass, median } from './bench-class.js';
import { bearer, staffToken } from '../src/test/sign-in.js';

const STUDENTS = 30;
const ROUNDS = 15;
const GOAL = 10;

export async function runCareLogBench(): Promise<boolean> {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  try {
    console.warn(`care log (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`);
    const token = await staffToken(t.app, '9000000001');
    const { classId, childIds } = await createBenchClass(t, {
      name: 'Care Bench Room',
      size: STUDENTS,
      ageRange: '2-3 years',
    });
    const url = apiPath(apiPaths.careLog, { classId });
    const today = schoolToday('Asia/Kolkata', t.clock.now());
    let daysBack = 1;
    const record = async (date: string, ids: string[]) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: {
          entries: [{ kind: 'meal', meal: 'lunch', amount: 'all', time: '12:15', date, student_ids: ids }],
        },
      });
      if (response.statusCode !== 200) throw new Error(`care log ${response.statusCode}: ${response.body}`);
    };
    const group = async () => {
      const started = process.hrtime.bigint();
      await record(addDaysToIsoDate(today, -daysBack++), childIds);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const singles = async () => {
      const date = addDaysToIsoDate(today, -daysBack++);
      const started = process.hrtime.bigint();
      for (const id of childIds) await record(date, [id]);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (let i = 0; i < 5; i++) {
      await group();
      await singles();
    } // warm-up
    const groupTimes: number[] = [];
    const singleTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      groupTimes.push(await group());
      singleTimes.push(await singles());
    }
    const groupMs = median(groupTimes);
    const singlesMs = median(singleTimes);
    const ratio = singlesMs / groupMs;
    const ok = ratio >= GOAL;
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} group care entry for a room of ${STUDENTS}: one request ${groupMs.toFixed(2)} ms, ` +
        `${STUDENTS} single-child requests ${singlesMs.toFixed(2)} ms = ${ratio.toFixed(1)}x in favour of the group entry (goal >= ${GOAL}x)`,
    );
    return ok;
  } finally {
    await t.close();
  }
}
