/**
 * `npm run bench`: what common signed-in requests cost compared with the cheapest request that
 * reads the database (the public maintenance check: one indexed query, no token), measured in the
 * same run, interleaved, median of several rounds. Goals are ratios, so they hold on a slow laptop
 * and a fast server alike: a regression such as an extra query per request shows up as a ratio.
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../src/test/test-app.js';
import { bearer, staffToken } from '../src/test/sign-in.js';
import { runAttendanceBench } from './attendance.js';
import { runAssistantEngineBench } from './assistant-engine.js';
import { runLlmPromptCacheBench } from './llm-prompt-cache.js';
import { runAssistantSocketBench } from './assistant-socket.js';
import { runImportsBench } from './imports.js';
import { runMediaBench } from './media.js';
import { runChatBench } from './chat.js';
import { runCareLogBench } from './carelog.js';
import { runReportCardsBench } from './report-cards.js';
import { median } from './bench-class.js';

interface Case {
  name: string;
  /** The most this case may cost, as a multiple of the baseline request. */
  goal: number;
  request: () => Promise<unknown>;
}

async function timePerRequest(run: () => Promise<unknown>, iterations: number): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await run();
  return Number(process.hrtime.bigint() - started) / 1e6 / iterations;
}

/** Baseline and case take turns, so drift on a busy machine hits both alike. */
async function measureRatio(baseline: () => Promise<unknown>, run: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) {
    await baseline();
    await run();
  } // warm-up
  const ratios: number[] = [];
  const times: number[] = [];
  for (let round = 0; round < 7; round++) {
    const base = await timePerRequest(baseline, 100);
    const ms = await timePerRequest(run, 100);
    ratios.push(ms / base);
    times.push(ms);
  }
  return { ratio: median(ratios), ms: median(times) };
}

async function main(): Promise<void> {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  const app: FastifyInstance = t.app;
  const token = await staffToken(app, '9000000001'); // Priya, a teacher: the most common caller
  const classes = (
    await app.inject({ method: 'GET', url: '/api/staff_classes/', headers: bearer(token) })
  ).json<{
    result: { _id: string; class_name: string }[];
  }>().result;
  const nurseryA = classes.find((c) => c.class_name === 'Nursery A')!._id;

  const baseline = () => app.inject({ method: 'GET', url: '/api/fetch_app_maintenance/web' });
  const cases: Case[] = [
    {
      name: 'signed-in user details (session check + profile)',
      goal: 4,
      request: () => app.inject({ method: 'GET', url: '/api/logined_user_details', headers: bearer(token) }),
    },
    {
      name: "a teacher's class roster of 20 children (session, policy, roster, enrolments)",
      goal: 9,
      request: () => app.inject({ method: 'GET', url: `/api/student/${nurseryA}`, headers: bearer(token) }),
    },
  ];

  console.warn(
    `baseline: public maintenance check (one query), ${(await timePerRequest(baseline, 200)).toFixed(3)} ms`,
  );
  let failed = false;
  for (const c of cases) {
    const { ratio, ms } = await measureRatio(baseline, c.request);
    const ok = ratio <= c.goal;
    failed ||= !ok;
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} ${c.name}: ${ms.toFixed(3)} ms = ${ratio.toFixed(1)}x baseline (goal <= ${c.goal}x)`,
    );
  }
  await t.close();
  failed = !(await runAttendanceBench()) || failed;
  failed = !(await runAssistantEngineBench()) || failed;
  failed = !(await runLlmPromptCacheBench()) || failed;
  failed = !(await runAssistantSocketBench()) || failed;
  failed = !(await runImportsBench()) || failed;
  failed = !(await runMediaBench()) || failed;
  failed = !(await runChatBench()) || failed;
  failed = !(await runCareLogBench()) || failed;
  failed = !(await runReportCardsBench()) || failed;
  process.exitCode = failed ? 1 : 0;
}

void main();
