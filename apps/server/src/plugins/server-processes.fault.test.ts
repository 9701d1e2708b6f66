import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { userIdOf } from '../test/assistant.js';
import { call, daysAgo, nurseryA, staffSignIn, type Answer } from '../test/faults/api-client.js';
import { query } from '../test/faults/database.js';
import {
  startPrivatePostgres,
  startPrivateRedis,
  waitFor,
  type PrivatePostgres,
  type PrivateRedis,
} from '../test/faults/processes.js';
import { startServer, type ServerProcess } from '../test/faults/server-process.js';
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../test/scripted-openai-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A teacher's screen: a socket on one process, counting the records-changed events it gets. */
async function screen(url: string, token: string) {
  const socket: Socket = io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const events: unknown[] = [];
  const disconnects: string[] = [];
  socket.on('records-changed', (event: unknown) => events.push(event));
  socket.on('disconnect', (reason: string) => disconnects.push(reason));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, events, disconnects };
}

/**
 * Two server processes on one database behind one Redis (private to this file): Redis stops for
 * 10 s, then one process is replaced as in a rolling restart.
 */
describe('two server processes', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let model: ScriptedOpenAiServer;
  let first: ServerProcess;
  let second: ServerProcess;
  let env: Parameters<typeof startServer>[0];
  let teacher: string;
  let classId: string;
  let studentIds: string[];
  let day = 0;
  const sockets: Socket[] = [];

  /** Saves one attendance mark (a new child/day each time) through a process. */
  const save = (url: string) => {
    const n = day++;
    const childId = studentIds[n % studentIds.length]!;
    const date = daysAgo(Math.floor(n / studentIds.length));
    return {
      childId,
      date,
      answer: call(url, 'POST', `/api/class_student_attendance/${classId}`, {
        token: teacher,
        body: { date, student_attendance_list: [{ student_id: childId, attendance_status: 'present' }] },
      }),
    };
  };

  beforeAll(async () => {
    [postgres, redis, model] = await Promise.all([
      startPrivatePostgres(),
      startPrivateRedis(),
      startScriptedOpenAiServer(),
    ]);
    env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: model.baseUrl,
      AI_MODEL: 'scripted-model',
    };
    first = await startServer(env);
    second = await startServer(env);
    teacher = await staffSignIn(first.url, '9000000001');
    ({ classId, studentIds } = await nurseryA(first.url, teacher));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    first?.kill('SIGKILL');
    second?.kill('SIGKILL');
    await redis?.stop();
    await model?.close();
    await postgres?.destroy();
  });

  it('keeps answering and delivering locally while Redis is down, and fans out again when it returns', async () => {
    const onFirst = await screen(first.url, teacher);
    const onSecond = await screen(second.url, teacher);
    sockets.push(onFirst.socket, onSecond.socket);

    expect((await save(first.url).answer).status).toBe(200);
    await waitFor(
      () => onFirst.events.length === 1 && onSecond.events.length === 1,
      5_000,
      'both screens told',
    );

    await redis.stop();
    await waitFor(
      async () =>
        ((await call(first.url, 'GET', '/api/health/ready')).body as { redis: string }).redis === 'down',
      10_000,
      'the first process to notice',
    );
    const ready = await call(first.url, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });

    // A process started while Redis is down starts anyway (degraded) and joins in when it returns.
    const late = await startServer(env);
    expect((await call(late.url, 'GET', '/api/health/ready')).body).toMatchObject({ status: 'degraded' });

    // Chat-like traffic for the outage: every save answers, and the screen on the same process hears of it.
    const during = Date.now();
    let saved = 0;
    while (Date.now() - during < 10_000) {
      const { answer } = save(first.url);
      expect((await answer).status).toBe(200);
      saved++;
      await waitFor(() => onFirst.events.length === 1 + saved, 5_000, 'the local screen told');
      await sleep(200);
    }

    await redis.start();
    for (const server of [first, second, late]) {
      await waitFor(
        async () =>
          ((await call(server.url, 'GET', '/api/health/ready')).body as { status: string }).status ===
          'ready',
        15_000,
        'redis to be back',
      );
    }
    const heardBefore = onSecond.events.length;
    const onLate = await screen(late.url, teacher);
    sockets.push(onLate.socket);
    expect((await save(first.url).answer).status).toBe(200);
    await waitFor(() => onSecond.events.length === heardBefore + 1, 5_000, 'the other process told again');
    await waitFor(() => onLate.events.length === 1, 5_000, 'the late process told');
    expect(late.alive()).toBe(true);
    late.kill('SIGKILL');

    for (const server of [first, second]) {
      expect(server.alive()).toBe(true);
      // One line when Redis went, one when it came back: not one per reconnect attempt or event.
      expect(server.output().match(/redis unavailable/g)).toHaveLength(1);
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    }
  });

  it('loses no acknowledged write or chat answer in flight when one process is replaced with SIGTERM, and its clients reconnect to the other', async () => {
    const onFirst = await screen(first.url, teacher);
    sockets.push(onFirst.socket);
    // A chat answer that is still streaming when the signal comes.
    model.enqueue({
      steps: [
        { kind: 'text', text: 'The class ' },
        { kind: 'pause', ms: 1_500 },
        { kind: 'text', text: 'had a calm morning.' },
      ],
    });
    const chunks: unknown[] = [];
    const ends: { request_id?: string; message: unknown; error?: string }[] = [];
    onFirst.socket.on('chat-with-cue-stream-response', (chunk: unknown) => chunks.push(chunk));
    onFirst.socket.on('chat-with-cue-stream-end', (end: (typeof ends)[number]) => ends.push(end));
    const today = new Date();
    const dd = (n: number) => String(n).padStart(2, '0');
    onFirst.socket.emit('chat-with-cue', {
      user_query: {
        class_id: classId,
        user_input: 'How was the morning?',
        requested_tools: [],
        mode: 'fast',
        date: `${dd(today.getUTCDate())}-${dd(today.getUTCMonth() + 1)}-${today.getUTCFullYear()}`,
        time: '09:00 AM',
      },
      user_details: { token: teacher, user_id: userIdOf(teacher), user_name: 'Teacher', user_role: 'staff' },
      request_id: 'asked-before-shutdown',
    });
    await waitFor(() => chunks.length > 0, 10_000, 'the answer to start streaming');
    const acknowledged: { childId: string; date: string }[] = [];
    const refusedByFirst: number[] = [];
    let running = true;
    // A client saving through the first process; when it is gone (refused, 503) it saves through the other.
    const saving = (async () => {
      let url = first.url;
      while (running) {
        const { childId, date, answer } = save(url);
        let result: Answer | Error = await answer.catch((error: Error) => error);
        if ((result instanceof Error || result.status === 503) && url === first.url) {
          refusedByFirst.push(result instanceof Error ? 0 : result.status);
          url = second.url;
          result = await call(url, 'POST', `/api/class_student_attendance/${classId}`, {
            token: teacher,
            body: { date, student_attendance_list: [{ student_id: childId, attendance_status: 'present' }] },
          }).catch((error: Error) => error);
        }
        if (!(result instanceof Error) && result.status === 200) acknowledged.push({ childId, date });
        await sleep(20);
      }
    })();

    await sleep(1_000);
    first.kill('SIGTERM');
    const exitCode = await Promise.race([first.exited, sleep(15_000).then(() => 'still running')]);
    expect(exitCode).toBe(0);
    await sleep(1_000);
    running = false;
    await saving;

    // The answer in flight was finished before the socket closed...
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ request_id: 'asked-before-shutdown' });
    expect(ends[0]!.message).not.toBeNull();
    // ...and the socket was closed by the transport (a client reconnects by itself), not kicked out.
    expect(onFirst.disconnects).toEqual(['transport close']);
    const onSecond = await screen(second.url, teacher);
    sockets.push(onSecond.socket);
    expect((await save(second.url).answer).status).toBe(200);
    await waitFor(() => onSecond.events.length === 1, 5_000, 'the reconnected screen told');

    expect(refusedByFirst.length).toBeGreaterThan(0);
    const marks = await query<{ child_id: string; date: string }>(
      postgres.url,
      `select child_id, to_char(date, 'YYYY-MM-DD') as date from attendance_marks where class_id = $1`,
      [classId],
    );
    const kept = new Set(marks.map((m) => `${m.child_id} ${m.date}`));
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.filter((a) => !kept.has(`${a.childId} ${a.date}`))).toEqual([]);
    expect(second.alive()).toBe(true);
  });
});
