import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import {
  REPORT_CARD_TASK_ENDPOINT,
  apiPath,
  apiPaths,
  type ClassReportCards,
  type RecordsChanged,
  type ReportCardRun,
  type TaskLogEntry,
} from '@cue/contracts';
import {
  reportCardRunItems,
  reportCardRuns,
  reportCardVersions,
  reportCards,
  scheduledJobs,
} from '../../db/schema/index.js';
import { demoLogins } from '../../test/demo.js';
import { call, demoSchool, expectRefused } from '../../test/hpc-cards.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reportCardJobs } from './report-cards.service.js';

describe('report cards for a whole class: one durable job, progress in the task panel', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof demoSchool>>;
  const sockets: TestSocket[] = [];
  const { staff, parent, forget } = demoLogins(() => t.app);

  const generateUrl = (cycleId: string) => apiPath(apiPaths.classReportCardsGenerate, { cycleId });
  const runUrl = (id: string) => apiPath(apiPaths.reportCardRun, { id });
  const list = async (token: string, cycleId: string) => {
    const response = await call(t, 'GET', apiPath(apiPaths.classReportCards, { cycleId }), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ClassReportCards }>().result;
  };
  const versionsOf = async (cycleId: string) =>
    t.db
      .select({
        childId: reportCards.childId,
        version: reportCardVersions.version,
        runId: reportCardVersions.runId,
      })
      .from(reportCardVersions)
      .innerJoin(reportCards, eq(reportCards.id, reportCardVersions.reportCardId))
      .where(eq(reportCards.cycleId, cycleId));
  const runCount = async () => (await t.db.select({ n: count() }).from(reportCardRuns))[0]!.n;
  /**
   * Runs the job's steps until the run is done. Once the app listens (the sockets), the background
   * runner takes steps too: a step it holds is skipped here (SKIP LOCKED), so this waits for it.
   */
  const runUntilDone = async (runId: string) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await t.app.jobs.runDueJobs([reportCardJobs.generateClass]);
      const [row] = await t.db.select().from(reportCardRuns).where(eq(reportCardRuns.id, runId));
      if (row?.status === 'done') return;
      if (Date.now() > deadline) throw new Error('the class generation did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    school = await demoSchool(t, await staff('farah'));
  });
  beforeEach(() => forget());
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('makes one version per child in one job, stores each PDF, and reports progress to 100 in the asker’s task panel', async () => {
    const priya = await staff('priya');
    const socket = await connectSocket(t.app, priya);
    sockets.push(socket);
    const entries = collect(socket, 'verbose-log');
    const changes = collect(socket, 'records-changed');
    // Another teacher's panel hears nothing of Priya's task.
    const farahSocket = await connectSocket(t.app, await staff('farah'));
    sockets.push(farahSocket);
    const farahEntries = collect(farahSocket, 'verbose-log');

    const response = await call(t, 'POST', generateUrl(school.term2._id), priya, {});
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<{ result: ReportCardRun }>().result;
    const children = Object.keys(school.kidsA).length;
    expect(run).toMatchObject({ status: 'running', total: children, processed: 0, made: 0, progress: 0 });
    // One generation of a cycle at a time.
    expectRefused(await call(t, 'POST', generateUrl(school.term2._id), priya, {}), 409);
    await eventually(() => entries.flat().some((e) => e.id === run._id));

    // Every step runs (one child each) until the job is done; the background runner may share them.
    await runUntilDone(run._id);
    const done = await call(t, 'GET', runUrl(run._id), priya);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ result: ReportCardRun }>().result).toMatchObject({
      status: 'done',
      total: children,
      processed: children,
      made: children,
      progress: 100,
      failed: [],
    });
    const versions = await versionsOf(school.term2._id);
    expect(versions).toHaveLength(children);
    expect(new Set(versions.map((v) => v.childId)).size).toBe(children);
    expect(versions.every((v) => v.version === 1 && v.runId === run._id)).toBe(true);
    const files = await readdir(join(t.mediaDir, school.classes['Nursery A']!.school_info._id, 'generated'));
    expect(files).toHaveLength(children);
    // The copies of the progress cards are not kept once printed.
    const kept = await t.db
      .select({ n: count() })
      .from(reportCardRunItems)
      .where(and(eq(reportCardRunItems.runId, run._id)));
    expect(kept[0]!.n).toBe(children);
    const contents = await t.db.select({ content: reportCardRunItems.content }).from(reportCardRunItems);
    expect(contents.every((row) => row.content === null)).toBe(true);
    // The job is done, exactly once.
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, run._id));
    expect(job).toMatchObject({ kind: reportCardJobs.generateClass, status: 'done', attempts: 1 });

    // The task panel: entries of this run with rising progress, the last at 100 and done.
    await eventually(() => entries.flat().some((e) => e.id === run._id && e.progressLevel === 100));
    const mine = entries.flat().filter((e: TaskLogEntry) => e.id === run._id);
    const levels = mine.map((e) => e.progressLevel);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levels[0]).toBe(0);
    expect(levels.some((level) => level > 0 && level < 100)).toBe(true);
    expect(mine.at(-1)).toMatchObject({
      endpointName: REPORT_CARD_TASK_ENDPOINT,
      currentStage: 'done',
      error: null,
      content: `${children} of ${children} report cards made`,
      context: { class_id: school.nurseryA },
    });
    expect(farahEntries.flat().filter((e) => e.id === run._id)).toEqual([]);
    // The class's staff hear of the cards (ids only).
    expect(changes.some((c: RecordsChanged) => c.entity === 'report_card')).toBe(true);

    // A reload replays it.
    const replayed = collect(socket, 'verbose-log');
    socket.emit('request-progress-replay');
    await eventually(() => replayed.flat().some((e) => e.id === run._id && e.progressLevel === 100));

    // The screen shows every child's version and the finished run.
    const cards = await list(priya, school.term2._id);
    expect(cards.run).toMatchObject({ _id: run._id, status: 'done', progress: 100 });
    expect(cards.students.every((s) => s.versions.length === 1 && s.status === 'generated')).toBe(true);
  });

  it('reports a child whose card fails and goes on with the rest', async () => {
    const priya = await staff('priya');
    const chosen = ['Aarav Sharma', 'Diya Menon', 'Kabir Iyer'].map((name) => school.kidsA[name]!);
    const response = await call(t, 'POST', generateUrl(school.term1._id), priya, { student_ids: chosen });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<{ result: ReportCardRun }>().result;
    expect(run.total).toBe(3);
    // Diya's copy of her progress card is damaged before the job prints it.
    await t.db
      .update(reportCardRunItems)
      .set({ content: { title: 'broken' } })
      .where(and(eq(reportCardRunItems.runId, run._id), eq(reportCardRunItems.childId, chosen[1]!)));
    await runUntilDone(run._id);
    const done = (await call(t, 'GET', runUrl(run._id), priya)).json<{ result: ReportCardRun }>().result;
    expect(done).toMatchObject({ status: 'done', total: 3, processed: 3, made: 2, progress: 100 });
    expect(done.failed).toEqual([
      {
        student_id: chosen[1],
        name: 'Diya Menon',
        reason: 'The copy of the progress card could not be read',
      },
    ]);
    const versions = await versionsOf(school.term1._id);
    expect(versions.map((v) => v.childId).sort()).toEqual([chosen[0], chosen[2]].sort());
    const [job] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, run._id));
    expect(job).toMatchObject({ status: 'done', lastError: null });
  });

  it('refuses a class generation: 401, 403 parent and untaught class, 404 across schools, 400 naming the field, nothing written', async () => {
    const url = generateUrl(school.pgTerm2._id);
    const runs = await runCount();
    expect((await call(t, 'POST', url, null, {})).statusCode).toBe(401);
    expect((await call(t, 'POST', url, await parent('rahul'), {})).statusCode).toBe(403);
    expect((await call(t, 'POST', generateUrl(school.term2._id), await staff('meera'), {})).statusCode).toBe(
      403,
    );
    expect((await call(t, 'POST', url, await staff('anil'), {})).statusCode).toBe(404);
    const priya = await staff('priya');
    const anaya = school.kidsB['Anaya Sharma']!;
    expectRefused(
      await call(t, 'POST', url, priya, { student_ids: [anaya, school.kidsA['Aarav Sharma']!] }),
      400,
      'student_ids.1',
    );
    expectRefused(await call(t, 'POST', url, priya, { student_ids: [] }), 400, 'student_ids');
    expectRefused(await call(t, 'POST', url, priya, { report_title: '' }), 400, 'report_title');
    expect(await runCount()).toBe(runs);
    // The progress of a run: staff of the class only.
    const [someRun] = await t.db.select().from(reportCardRuns).limit(1);
    expect((await call(t, 'GET', runUrl(someRun!.id), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', runUrl(someRun!.id), await parent('rahul'))).statusCode).toBe(403);
    expect((await call(t, 'GET', runUrl(someRun!.id), await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', runUrl(someRun!.id), await staff('anil'))).statusCode).toBe(404);
  });

  it('tells the child’s own family, and no other, when a card is published for them', async () => {
    const priya = await staff('priya');
    const aarav = school.kidsA['Aarav Sharma']!;
    const rahulSocket = await connectSocket(t.app, await parent('rahul'));
    const meeraSocket = await connectSocket(t.app, await parent('meera'));
    sockets.push(rahulSocket, meeraSocket);
    const generated = await call(
      t,
      'POST',
      apiPath(apiPaths.studentReportCardGenerate, { cycleId: school.term1._id, studentId: aarav }),
      priya,
      {},
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const rahulHears = collect(rahulSocket, 'records-changed');
    const meeraHears = collect(meeraSocket, 'records-changed');
    const published = await call(
      t,
      'POST',
      apiPath(apiPaths.studentReportCardPublish, { cycleId: school.term1._id, studentId: aarav }),
      priya,
      {},
    );
    expect(published.statusCode, published.body).toBe(200);
    await eventually(() => rahulHears.some((c) => c.entity === 'report_card'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(meeraHears.filter((c) => c.entity === 'report_card')).toEqual([]);
  });
});
