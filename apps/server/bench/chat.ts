/**
 * Chat fan-out (issue 14): a class broadcast reaching 500 connected family sockets, half on each
 * of two server processes sharing Redis. Two measurements in the same run, interleaved:
 *  - chat: from the teacher's POST of a broadcast message (on the first process) to each family
 *    socket's `records-changed` (the whole path: checks, insert, members, after-commit emit);
 *  - bare: a socket.io emit to the same sockets' rooms from the first process (the floor).
 * p50/p95 of per-socket delivery latency for each; the aim is chat p95 within 3x bare p95 plus
 * 50 ms (the request's own work). Redis on 127.0.0.1:6379 (REDIS_URL), as the tests use.
 */
import { apiPath, apiPaths, realtimeRooms, type ChatThread } from '@cue/contracts';
import { io, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../src/test/test-app.js';
import { demoPhones } from '../src/test/demo.js';
import { bearer, parentToken, staffToken } from '../src/test/sign-in.js';
import { listeningUrl } from '../src/test/socket-client.js';

const SOCKETS = 500;
const ROUNDS = 10;
const AIM_FACTOR = 3;
const AIM_EXTRA_MS = 50;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Waits until every socket got one event matching `marker`, recording each one's latency. */
function deliveries(sockets: Socket[], marker: (ids: string[]) => boolean, started: () => bigint) {
  const latencies: number[] = [];
  return new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`only ${latencies.length} of ${sockets.length}`)),
      15_000,
    );
    for (const socket of sockets) {
      const listener = (event: { ids: string[] }) => {
        if (!marker(event.ids)) return;
        socket.off('records-changed', listener);
        latencies.push(Number(process.hrtime.bigint() - started()) / 1e6);
        if (latencies.length === sockets.length) {
          clearTimeout(timer);
          resolve(latencies);
        }
      };
      socket.on('records-changed', listener);
    }
  });
}

export async function runChatBench(): Promise<boolean> {
  let first: TestApp | null = null;
  let second: TestApp | null = null;
  const sockets: Socket[] = [];
  try {
    first = await createTestApp({ env: { LOG_LEVEL: 'silent', REDIS_URL: redisUrl } });
    second = await createTestApp({
      env: { LOG_LEVEL: 'silent', REDIS_URL: redisUrl },
      sameDatabaseAs: first,
    });
    const priya = await staffToken(first.app, demoPhones.priya);
    // Two families of Nursery A, many tabs each: 500 family sockets, half on each process.
    const families = [
      await parentToken(first.app, demoPhones.rahul),
      await parentToken(first.app, demoPhones.meera),
    ];
    const listed = await first.app.inject({
      method: 'GET',
      url: apiPaths.chatThreads,
      headers: bearer(priya),
    });
    const broadcast = listed
      .json<{ result: { threads: ChatThread[] } }>()
      .result.threads.find((th) => th.kind === 'broadcast' && th.class_name === 'Nursery A')!;
    const urls = [await listeningUrl(first.app), await listeningUrl(second.app)];
    for (let i = 0; i < SOCKETS; i++) sockets.push(await connect(urls[i % 2]!, families[i % 2]!));

    const chat: number[] = [];
    const bare: number[] = [];
    const userRooms: string[] = [];
    for (const token of families) {
      const [, payload] = token.split('.');
      userRooms.push(
        realtimeRooms.user(JSON.parse(Buffer.from(payload!, 'base64url').toString()).sub as string),
      );
    }
    for (let round = 0; round <= ROUNDS; round++) {
      // Bare socket.io: the same sockets, the same event shape, nothing else.
      let bareStart = 0n;
      const marker = `bench-${round}`;
      const bareDone = deliveries(
        sockets,
        (ids) => ids[0] === marker,
        () => bareStart,
      );
      bareStart = process.hrtime.bigint();
      first.app.realtime.io
        .to(userRooms)
        .emit('records-changed', { entity: 'chat', ids: [marker], class_ids: [] });
      const bareTimes = await bareDone;

      let chatStart = 0n;
      const chatDone = deliveries(
        sockets,
        (ids) => ids[0] === broadcast._id && ids.length === 2,
        () => chatStart,
      );
      chatStart = process.hrtime.bigint();
      const response = await first.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.chatThreadMessages, { id: broadcast._id }),
        headers: bearer(priya),
        payload: { message: `Round ${round}: outdoor play after lunch` },
      });
      if (response.statusCode !== 200) throw new Error(`send ${response.statusCode}: ${response.body}`);
      const chatTimes = await chatDone;
      if (round === 0) continue; // warm-up
      bare.push(...bareTimes);
      chat.push(...chatTimes);
    }
    bare.sort((a, b) => a - b);
    chat.sort((a, b) => a - b);
    const aim = percentile(bare, 0.95) * AIM_FACTOR + AIM_EXTRA_MS;
    const ok = percentile(chat, 0.95) <= aim;
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} chat broadcast to ${SOCKETS} family sockets on 2 processes: ` +
        `p50 ${percentile(chat, 0.5).toFixed(1)} ms, p95 ${percentile(chat, 0.95).toFixed(1)} ms; ` +
        `bare socket.io emit p50 ${percentile(bare, 0.5).toFixed(1)} ms, p95 ${percentile(bare, 0.95).toFixed(1)} ms ` +
        `(aim: chat p95 <= ${AIM_FACTOR}x bare p95 + ${AIM_EXTRA_MS} ms = ${aim.toFixed(1)} ms)`,
    );
    return ok;
  } finally {
    for (const socket of sockets) socket.close();
    await second?.close();
    await first?.close();
  }
}
