import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  type ChatThread,
  type ChatThreadMessage,
  type RecordsChanged,
} from '@cue/contracts';
import { demoPhones } from '../../test/demo.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A real Redis server (DESIGN.md: real Redis for multi-process tests); CI starts one on loopback.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('chat delivery across two server processes (Redis adapter)', () => {
  let first: TestApp;
  let second: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: redisUrl } });
    second = await createTestApp({ env: { REDIS_URL: redisUrl }, sameDatabaseAs: first });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await first?.close();
  });

  it('reaches every open tab of every member once, on either process, and no one else', async () => {
    const rahul = await parentToken(first.app, demoPhones.rahul);
    const priya = await staffToken(first.app, demoPhones.priya);
    const meeraParent = await parentToken(first.app, demoPhones.meera);
    const meeraStaff = await staffToken(first.app, demoPhones.meera);
    const anil = await staffToken(first.app, demoPhones.anil);
    const listed = await first.app.inject({
      method: 'GET',
      url: apiPaths.chatThreads,
      headers: bearer(rahul),
    });
    const thread = listed
      .json<{ result: { threads: ChatThread[] } }>()
      .result.threads.find((th) => th.kind === 'family' && th.student_name === 'Aarav Sharma')!;

    const tab = async (app: TestApp, token: string) => {
      const socket = await connectSocket(app.app, token);
      sockets.push(socket);
      return collect(socket, 'records-changed');
    };
    // Rahul has a tab on each process, Priya one on the second; the others must hear nothing.
    const members = [await tab(first, rahul), await tab(second, rahul), await tab(second, priya)];
    const others = [
      await tab(first, meeraParent),
      await tab(second, meeraParent),
      await tab(second, meeraStaff),
      await tab(first, anil),
    ];

    const response = await first.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.chatThreadMessages, { id: thread._id }),
      headers: bearer(priya),
      payload: { message: 'See you at pick-up' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json<{ result: ChatThreadMessage }>().result;

    const chat = (events: RecordsChanged[]) => events.filter((e) => e.entity === 'chat');
    await eventually(() => members.every((events) => chat(events).length >= 1), 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const events of members) {
      expect(chat(events)).toEqual([
        { entity: 'chat', ids: [thread._id, message._id], class_ids: [thread.class_id] },
      ]);
    }
    for (const events of others) expect(chat(events)).toEqual([]);
  });
});
