/**
 * Report cards benchmark (part of `npm run bench`): a class of 30 children's report cards made as
 * PDFs the way a teacher asks for them — one request that reads each child's progress card, then
 * the durable job printing one child per step, storing each PDF in the media store and recording
 * its version — against rendering one child's card 30 times in a loop, in the same process and
 * run, taking turns. Printed as ratios: total time, and peak memory (the kernel's VmHWM, reset
 * before each side, less the RSS at its start). Goals: the class job within 2x the loop's time,
 * and its peak growth within 2x the loop's (or 64 MB more, whichever is larger: a loop of
 * renders grows little, and PGlite, in this process by default, holds its own buffers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import {
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  frameworkCompetencies,
  type HpcCard,
  type ReportCardRun,
} from '@cue/contracts';
import { assessmentCycles, children, classes, reportCardRuns, users } from '../src/db/schema/index.js';
import { newObjectId } from '../src/lib/object-id.js';
import { schoolToday } from '../src/lib/school-time.js';
import { contentOfCard } from '../src/modules/report-cards/report-card-content.js';
import { renderReportCard } from '../src/modules/report-cards/report-card-pdf.js';
import { reportCardJobs } from '../src/modules/report-cards/report-cards.service.js';
import { bearer, staffToken } from '../src/test/sign-in.js';
import { createTestApp, type TestApp } from '../src/test/test-app.js';
import { createBenchClass, median } from './bench-class.js';

const STUDENTS = 30;
const ROUNDS = 3;
const TIME_GOAL = 2;
const MEMORY_GOAL = 2;
const MEMORY_SLACK_BYTES = 64 * 1024 * 1024;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The process's peak RSS since the last reset (kernel VmHWM; sampled where it cannot be reset). */
function peakMeter(): { reset: () => number; peak: () => number } {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return {
      reset: () => {
        writeFileSync('/proc/self/clear_refs', '5');
        return process.memoryUsage.rss();
      },
      peak: () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024,
    };
  } catch {
    let sampled = 0;
    setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5).unref();
    return {
      reset: () => (sampled = process.memoryUsage.rss()),
      peak: () => sampled,
    };
  }
}

/** The bench class's progress cards: eight competencies judged on every dimension, two narratives. */
async function fillProgressCards(t: TestApp, token: string, cycleId: string, childIds: string[]) {
  const codes = frameworkCompetencies('ncf_fs_2022')
    .filter((_, i) => i % 8 === 0)
    .slice(0, 8);
  const levels = ['stream', 'mountain', 'sky'];
  for (const [i, childId] of childIds.entries()) {
    const put = async (part: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${apiPath(apiPaths.hpcCard, { cycleId, studentId: childId })}/${part}`,
        headers: bearer(token),
        payload,
      });
      if (response.statusCode !== 200)
        throw new Error(`hpc ${part} ${response.statusCode}: ${response.body}`);
      return response.json<{ result: HpcCard }>().result.version;
    };
    const version = await put('levels', {
      version: 0,
      judgements: codes.flatMap((code, c) =>
        ['awareness', 'sensitivity', 'creativity'].map((dimension, d) => ({
          competency: code.competency.code,
          dimension,
          level: levels[(i + c + d) % 3],
        })),
      ),
    });
    await put('narratives', {
      version,
      narratives: [...new Set(codes.map((code) => code.domain.code))].slice(0, 3).map((domain) => ({
        domain,
        strengths: 'Builds tall towers with friends and explains how they stay up; counts the blocks aloud.',
        next_steps: 'Taking turns in small-group games, and trying new foods at snack time.',
      })),
    });
  }
}

/** Runs the report cards benchmark on its own app and database; false when a goal is missed. */
export async function runReportCardsBench(): Promise<boolean> {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  try {
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in this process';
    console.warn(`report cards for a class of ${STUDENTS} as PDFs (${database}):`);
    const token = await staffToken(t.app, '9000000001'); // Priya, the class's teacher
    const { classId, childIds } = await createBenchClass(t, {
      name: 'Report Bench Room',
      size: STUDENTS,
      ageRange: '3-4 years',
    });
    await t.db.update(classes).set({ classCurriculum: 'ncf_fs_2022' }).where(eq(classes.id, classId));
    // Family names in Hindi: every card embeds the Devanagari font beside the Latin ones, so the
    // loop's one card prints like each of the class's.
    await t.db.update(children).set({ lastName: 'शर्मा' }).where(inArray(children.id, childIds));
    const [room] = await t.db.select().from(classes).where(eq(classes.id, classId));
    const today = schoolToday('Asia/Kolkata', t.clock.now());
    const cycleId = newObjectId();
    await t.db.insert(assessmentCycles).values({
      id: cycleId,
      schoolId: room!.schoolId,
      classId,
      name: 'Term 2',
      startDate: addDaysToIsoDate(today, -60),
      endDate: addDaysToIsoDate(today, 30),
      scheme: 'parakh_fs',
      createdBy: await staffUserId(t),
    });
    await fillProgressCards(t, token, cycleId, childIds);

    // The loop's card: one child's progress card, read once, as the class job reads each.
    const cardResponse = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.hpcCard, { cycleId, studentId: childIds[0]! }),
      headers: bearer(token),
    });
    const card = cardResponse.json<{ result: HpcCard }>().result;
    const content = contentOfCard(card, {
      title: 'Holistic Progress Card',
      schoolName: 'Sunbeam Nursery',
      printedOn: today,
    });
    const renderOnce = () =>
      renderReportCard(
        content,
        { logo: null },
        new Writable({
          write(_chunk, _encoding, done) {
            done();
          },
        }),
      );
    await renderOnce(); // fonts read and unwrapped, code warmed

    const requestMs: number[] = [];
    const classJob = async () => {
      const asked = process.hrtime.bigint();
      const response = await t.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.classReportCardsGenerate, { cycleId }),
        headers: bearer(token),
        payload: {},
      });
      if (response.statusCode !== 200) throw new Error(`generate ${response.statusCode}: ${response.body}`);
      const run = response.json<{ result: ReportCardRun }>().result;
      requestMs.push(since(asked));
      while ((await t.app.jobs.runDueJobs([reportCardJobs.generateClass])) > 0);
      const [row] = await t.db.select().from(reportCardRuns).where(eq(reportCardRuns.id, run._id));
      if (row?.status !== 'done' || row.made !== STUDENTS)
        throw new Error(`class job ended ${row?.status}, ${row?.made} of ${STUDENTS} made`);
    };
    const loop = async () => {
      for (let i = 0; i < STUDENTS; i++) await renderOnce();
    };

    const meter = peakMeter();
    const measure = async (work: () => Promise<void>) => {
      (globalThis as { gc?: () => void }).gc?.();
      const start = meter.reset();
      const started = process.hrtime.bigint();
      await work();
      return { ms: since(started), growth: Math.max(0, meter.peak() - start) };
    };
    await classJob(); // warm-up of the job path (queries prepared, store folders made)
    const job: { ms: number; growth: number }[] = [];
    const plain: { ms: number; growth: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The side that goes first alternates: a busy moment of the machine hits both alike.
      if (round % 2 === 0) {
        job.push(await measure(classJob));
        plain.push(await measure(loop));
      } else {
        plain.push(await measure(loop));
        job.push(await measure(classJob));
      }
    }
    const jobMs = median(job.map((m) => m.ms));
    const loopMs = median(plain.map((m) => m.ms));
    const jobGrowth = median(job.map((m) => m.growth));
    const loopGrowth = median(plain.map((m) => m.growth));
    const timeRatio = jobMs / loopMs;
    const memoryRatio = jobGrowth / Math.max(loopGrowth, 1);
    const timeOk = timeRatio <= TIME_GOAL;
    const memoryOk = jobGrowth <= Math.max(loopGrowth * MEMORY_GOAL, loopGrowth + MEMORY_SLACK_BYTES);
    console.warn(
      `     one card rendered ${STUDENTS} times in a loop: ${loopMs.toFixed(0)} ms (${(loopMs / STUDENTS).toFixed(0)} ms a card), peak growth ${mb(loopGrowth)}`,
    );
    console.warn(
      `${timeOk ? 'ok  ' : 'SLOW'} class job (read ${STUDENTS} progress cards, print, store, record versions): ${jobMs.toFixed(0)} ms = ${timeRatio.toFixed(2)}x the loop (goal <= ${TIME_GOAL}x)`,
    );
    console.warn(
      `     of which the request (read ${STUDENTS} progress cards, record the job): ${median(requestMs.slice(1)).toFixed(0)} ms`,
    );
    console.warn(
      `${memoryOk ? 'ok  ' : 'FAT '} class job peak memory growth ${mb(jobGrowth)} = ${memoryRatio.toFixed(2)}x the loop's (goal <= ${MEMORY_GOAL}x or ${mb(MEMORY_SLACK_BYTES)} more)`,
    );
    return timeOk && memoryOk;
  } finally {
    await t.close();
  }
}

async function staffUserId(t: TestApp): Promise<string> {
  const [priya] = await t.db.select().from(users).where(eq(users.phone, '9000000001'));
  return priya!.id;
}
