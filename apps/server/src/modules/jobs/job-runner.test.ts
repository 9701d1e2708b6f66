import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scheduledJobs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { JobRunner } from './job-runner.js';
import { JobsRepository, scheduleJob } from './jobs.repository.js';

describe('durable job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const runner = () =>
    new JobRunner({ repository: new JobsRepository(t.db), clock: t.clock, log: t.app.log });
  const jobOf = async (subjectId: string) =>
    (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, subjectId)))[0]!;

  it('keeps one pending job per subject: scheduling again moves it', async () => {
    const at = t.clock.now();
    await scheduleJob(t.db, {
      kind: 'test.noop',
      subjectId: 'move-me',
      schoolId: null,
      runAt: new Date(at.getTime() + 60_000),
      at,
    });
    await scheduleJob(t.db, {
      kind: 'test.noop',
      subjectId: 'move-me',
      schoolId: null,
      runAt: new Date(at.getTime() + 120_000),
      at,
    });
    const rows = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, 'move-me'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runAt.getTime()).toBe(at.getTime() + 120_000);
  });

  it('rolls back a throwing handler, retries with backoff, and gives up after the last attempt', async () => {
    const jobs = runner();
    let calls = 0;
    jobs.register('test.throws', async () => {
      calls++;
      throw new Error('boom');
    });
    const at = t.clock.now();
    await scheduleJob(t.db, { kind: 'test.throws', subjectId: 'thrower', schoolId: null, runAt: at, at });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobOf('thrower')).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom' });
    expect(await jobs.runDueJobs()).toBe(0); // waiting a minute before the second attempt
    for (let attempt = 2; attempt <= 5; attempt++) {
      t.clock.advanceSeconds(60 * 2 ** (attempt - 2) + 1);
      expect(await jobs.runDueJobs()).toBe(1);
    }
    expect(calls).toBe(5);
    expect(await jobOf('thrower')).toMatchObject({ status: 'failed', attempts: 5 });
    t.clock.advanceSeconds(3600);
    expect(await jobs.runDueJobs()).toBe(0);
  });

  it('runs only the kinds it knows, so another version’s jobs wait for a runner that does', async () => {
    const jobs = runner();
    const ran: string[] = [];
    jobs.register('test.known', async (job) => {
      ran.push(job.subjectId);
      return { done: true };
    });
    const at = t.clock.now();
    await scheduleJob(t.db, { kind: 'test.unknown', subjectId: 'stranger', schoolId: null, runAt: at, at });
    await scheduleJob(t.db, { kind: 'test.known', subjectId: 'friend', schoolId: null, runAt: at, at });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(ran).toEqual(['friend']);
    expect((await jobOf('stranger')).status).toBe('pending');
  });

  it('polls in the background once started and stops on request', async () => {
    const jobs = new JobRunner({
      repository: new JobsRepository(t.db),
      clock: t.clock,
      log: t.app.log,
      pollMs: 20,
    });
    const ran: string[] = [];
    jobs.register('test.polled', async (job) => {
      ran.push(job.subjectId);
      return { done: true };
    });
    jobs.start();
    try {
      const at = t.clock.now();
      await scheduleJob(t.db, {
        kind: 'test.polled',
        subjectId: 'background',
        schoolId: null,
        runAt: at,
        at,
      });
      const deadline = Date.now() + 2000;
      while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(ran).toEqual(['background']);
    } finally {
      await jobs.stop();
    }
  });
});
