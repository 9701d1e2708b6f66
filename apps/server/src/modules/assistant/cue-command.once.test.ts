import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { cueResultCodes, type TaskLogEntry } from '@cue/contracts';
import { announcements, assistantTaskLog, journalPosts, observations } from '../../db/schema/index.js';
import { commandPayload, teacherNow, userIdOf } from '../../test/assistant.js';
import { nurseryA as openNurseryA } from '../../test/demo.js';
import { startScriptedOpenAiServer, scripted } from '../../test/scripted-openai-server.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { STALE_RUNNING_MS } from './task-log.js';

/**
 * Cue commands save exactly once (decision 018): every record a command saves carries a request
 * key of its request id, so a Retry after a crash or a failure part-way saves nothing twice. The
 * faults are real database faults: a trigger refuses a write, as a dying process or a failing
 * disk would leave it.
 */

const taskRow = async (t: TestApp, userId: string, requestId: string) => {
  const [row] = await t.db
    .select()
    .from(assistantTaskLog)
    .where(and(eq(assistantTaskLog.userId, userId), eq(assistantTaskLog.requestId, requestId)));
  return row!;
};

const lastEntry = (batches: TaskLogEntry[][], requestId: string) =>
  batches
    .flat()
    .filter((entry) => entry.id === requestId)
    .at(-1);

describe('Cue commands after a crash', () => {
  let t: TestApp;
  let restarted: TestApp | null = null;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = await openNurseryA(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await restarted?.close();
    await t.close();
  });

  it('saves an observation once when the process died before marking the command done, and Retry finishes it with the same record', async () => {
    const note = 'Maya stacked ten blocks by herself today';
    const requestId = 'req-crash-obs';
    const userId = userIdOf(nurseryA.token);
    const classId = nurseryA.schoolClass._id;
    const observationsSaved = async () =>
      (await t.db.select({ id: observations.id }).from(observations).where(eq(observations.note, note))).map(
        (row) => row.id,
      );
    // The observation commits; then every write that would end the entry fails, as if the
    // process died right after saving: the entry stays 'running' at the saving stage.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_task_end() RETURNS trigger AS $$
      BEGIN
        IF NEW.status <> 'running' THEN RAISE EXCEPTION 'the process died'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_task_end BEFORE UPDATE ON assistant_task_log
      FOR EACH ROW EXECUTE FUNCTION refuse_task_end()`);
    const socket = await connectSocket(t.app, nurseryA.token);
    sockets.push(socket);
    const errors = collect(socket, 'message');
    socket.emit('cue-command', commandPayload(t, nurseryA.token, classId, note, requestId));
    await eventually(() => errors.length === 1, 5000);
    const [savedId] = await observationsSaved();
    expect(savedId).toBeDefined();
    expect(await taskRow(t, userId, requestId)).toMatchObject({ status: 'running', currentStage: 'saving' });

    // A new process on the same database; the database is healthy again.
    await t.db.execute(sql`DROP TRIGGER refuse_task_end ON assistant_task_log`);
    await t.db.execute(sql`DROP FUNCTION refuse_task_end()`);
    restarted = await createTestApp({ sameDatabaseAs: t });
    const tab = await connectSocket(restarted.app, nurseryA.token);
    sockets.push(tab);
    const batches = collect(tab, 'verbose-log');

    // Retry while the entry may still be running elsewhere: not run again.
    tab.emit('cue-command', commandPayload(t, nurseryA.token, classId, note, requestId));
    await eventually(() => lastEntry(batches, requestId) !== undefined, 3000);
    expect(lastEntry(batches, requestId)).toMatchObject({ currentStage: 'saving' });

    // Past the stale bound the entry belonged to a dead process: Retry runs it, saving nothing new.
    t.clock.advanceSeconds(STALE_RUNNING_MS / 1000 + 1);
    tab.emit('cue-command', commandPayload(t, nurseryA.token, classId, note, requestId));
    await eventually(() => lastEntry(batches, requestId)?.currentStage === 'done', 5000);
    expect(await observationsSaved()).toEqual([savedId]);
    expect(lastEntry(batches, requestId)!.context).toMatchObject({
      result_code: cueResultCodes.observationCreated,
      saved: { kind: 'observation', ids: [savedId] },
    });
    expect(await taskRow(t, userId, requestId)).toMatchObject({ status: 'done' });
  });
});

describe('a Cue command with two announcements, retried after the second failed', () => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startScriptedOpenAiServer>>;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  let socket: TestSocket;

  beforeAll(async () => {
    model = await startScriptedOpenAiServer();
    t = await createTestApp({
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseUrl, AI_MODEL: 'scripted-model' },
    });
    nurseryA = await openNurseryA(t.app);
    socket = await connectSocket(t.app, nurseryA.token);
  });
  afterAll(async () => {
    socket.close();
    await t.close();
    await model.close();
  });

  it('creates the first announcement once and the second on Retry, and the done entry names both', async () => {
    const classId = nurseryA.schoolClass._id;
    const requestId = 'req-two-announcements';
    const { date, time } = teacherNow(t);
    const item = (title: string) => ({
      title,
      summary: `${title}: please bring a raincoat.`,
      share_with: 'Classes',
      date,
      time,
      schedule_later: false,
      classes_ids: [classId],
      save_as_draft: false,
    });
    const answer = () => [
      scripted.toolCall('route_to_agent', { agent: 'announcement' }),
      scripted.toolCall('announcement', { announcements: [item('Rain walk'), item('Puddle day')] }),
    ];
    const titled = async (title: string) =>
      (
        await t.db.select({ id: announcements.id }).from(announcements).where(eq(announcements.title, title))
      ).map((row) => row.id);
    // The second announcement's insert fails (a real database error), after the first committed.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_puddle_day() RETURNS trigger AS $$
      BEGIN
        IF NEW.title = 'Puddle day' THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_puddle_day BEFORE INSERT ON announcements
      FOR EACH ROW EXECUTE FUNCTION refuse_puddle_day()`);
    const batches = collect(socket, 'verbose-log');
    model.enqueue(...answer());
    socket.emit(
      'cue-command',
      commandPayload(
        t,
        nurseryA.token,
        classId,
        'Tell parents about the rain walk and puddle day',
        requestId,
      ),
    );
    await eventually(() => lastEntry(batches, requestId)?.currentStage === 'error', 10_000);
    const [rainWalk] = await titled('Rain walk');
    expect(rainWalk).toBeDefined();
    expect(await titled('Puddle day')).toEqual([]);

    await t.db.execute(sql`DROP TRIGGER refuse_puddle_day ON announcements`);
    await t.db.execute(sql`DROP FUNCTION refuse_puddle_day()`);
    model.enqueue(...answer());
    socket.emit(
      'cue-command',
      commandPayload(
        t,
        nurseryA.token,
        classId,
        'Tell parents about the rain walk and puddle day',
        requestId,
      ),
    );
    await eventually(() => lastEntry(batches, requestId)?.currentStage === 'done', 10_000);
    expect(await titled('Rain walk')).toEqual([rainWalk]);
    const [puddleDay] = await titled('Puddle day');
    expect(puddleDay).toBeDefined();
    const [counted] = await t.db
      .select({ n: count() })
      .from(announcements)
      .where(eq(announcements.createdByUserId, userIdOf(nurseryA.token)));
    expect(counted?.n).toBe(2);
    expect(lastEntry(batches, requestId)!.context).toMatchObject({
      result_code: cueResultCodes.announcementCreated,
      saved: { kind: 'announcement', ids: [rainWalk, puddleDay], state: 'published' },
    });
  });
});

describe('a Cue command sharing a journal post, retried after a crash', () => {
  let t: TestApp;
  let nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = await openNurseryA(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('posts to every family once: Retry answers the posts the first run shared (decision 046)', async () => {
    const command = "post to Nursery A's journal: we baked banana bread today";
    const requestId = 'req-crash-journal';
    const userId = userIdOf(nurseryA.token);
    const classId = nurseryA.schoolClass._id;
    const postsSaved = async () =>
      (
        await t.db
          .select({ id: journalPosts.id })
          .from(journalPosts)
          .where(eq(journalPosts.body, 'We baked banana bread today'))
      )
        .map((row) => row.id)
        .sort();
    // The posts commit; then the entry cannot end, as if the process died right after saving.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_journal_task_end() RETURNS trigger AS $$
      BEGIN
        IF NEW.status <> 'running' THEN RAISE EXCEPTION 'the process died'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.db.execute(sql`
      CREATE TRIGGER refuse_journal_task_end BEFORE UPDATE ON assistant_task_log
      FOR EACH ROW EXECUTE FUNCTION refuse_journal_task_end()`);
    const socket = await connectSocket(t.app, nurseryA.token);
    sockets.push(socket);
    const errors = collect(socket, 'message');
    socket.emit('cue-command', commandPayload(t, nurseryA.token, classId, command, requestId));
    await eventually(() => errors.length === 1, 5000);
    const first = await postsSaved();
    expect(first.length).toBeGreaterThan(0);
    expect(await taskRow(t, userId, requestId)).toMatchObject({ status: 'running' });

    await t.db.execute(sql`DROP TRIGGER refuse_journal_task_end ON assistant_task_log`);
    await t.db.execute(sql`DROP FUNCTION refuse_journal_task_end()`);
    const tab = await connectSocket(t.app, nurseryA.token);
    sockets.push(tab);
    const batches = collect(tab, 'verbose-log');
    t.clock.advanceSeconds(STALE_RUNNING_MS / 1000 + 1);
    tab.emit('cue-command', commandPayload(t, nurseryA.token, classId, command, requestId));
    await eventually(() => lastEntry(batches, requestId)?.currentStage === 'done', 5000);
    expect(await postsSaved()).toEqual(first);
    expect(lastEntry(batches, requestId)!.context).toMatchObject({
      result_code: cueResultCodes.journalPostShared,
      saved: { kind: 'journal_post' },
    });
    expect([...(lastEntry(batches, requestId)!.context.saved as { ids: string[] }).ids].sort()).toEqual(
      first,
    );
  });
});
