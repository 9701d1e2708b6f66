/**
 * `npm run bench`: how much the real work of common requests costs compared with a request that
 * touches no database, measured in the same run on the same machine. Goals are ratios, so they
 * hold on a slow laptop and a fast server alike.
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../src/test/test-app.js';
import { bearer, staffToken } from '../src/test/sign-in.js';

interface Case {
  name: string;
  /** The most this case may cost, as a multiple of the baseline request. */
  goal: number;
  request: () => Promise<unknown>;
}

async function timePerRequest(run: () => Promise<unknown>, iterations: number): Promise<number> {
  for (let i = 0; i < 50; i++) await run(); // warm-up: JIT, caches, prepared plans
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await run();
  return Number(process.hrtime.bigint() - started) / 1e6 / iterations;
}

async function main(): Promise<void> {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  const app: FastifyInstance = t.app;
  const token = await staffToken(app, '9000000002');
  const classes = (
    await app.inject({ method: 'GET', url: '/api/staff_classes/', headers: bearer(token) })
  ).json<{
    result: { _id: string; class_name: string }[];
  }>().result;
  const nurseryA = classes.find((c) => c.class_name === 'Nursery A')!._id;

  const baseline = () => app.inject({ method: 'GET', url: '/api/phone_login_enabling/' });
  const cases: Case[] = [
    {
      name: 'signed-in user details (session check + profile)',
      goal: 12,
      request: () => app.inject({ method: 'GET', url: '/api/logined_user_details', headers: bearer(token) }),
    },
    {
      name: 'class roster of 20 children (session, policy, roster, enrolments)',
      goal: 20,
      request: () => app.inject({ method: 'GET', url: `/api/student/${nurseryA}`, headers: bearer(token) }),
    },
  ];

  const iterations = 300;
  const baseMs = await timePerRequest(baseline, iterations);
  console.warn(`baseline (no database): ${baseMs.toFixed(3)} ms per request`);
  let failed = false;
  for (const c of cases) {
    const ms = await timePerRequest(c.request, iterations);
    const ratio = ms / baseMs;
    const ok = ratio <= c.goal;
    failed ||= !ok;
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} ${c.name}: ${ms.toFixed(3)} ms = ${ratio.toFixed(1)}x baseline (goal <= ${c.goal}x)`,
    );
  }
  await t.close();
  process.exitCode = failed ? 1 : 0;
}

void main();
