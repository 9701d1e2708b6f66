import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { apiPath, apiPaths, type ChatThread, type ChatThreadMessage } from '@cue/contracts';
import { emailDeliveries } from '../../db/schema/index.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chatJobs } from './chat.service.js';

/**
 * The email digest (decision 044): 15 minutes after an unread message each parent gets one email
 * of their unread messages, none for what they read meanwhile, never during quiet hours.
 * The hand-moved clock starts at 09:00 UTC (14:30 in Kolkata, the demo school's zone).
 */
describe('chat email digest', () => {
  let t: TestApp;
  let nurseryA: string;
  let threadId: string;
  const { staff, parent, forget } = demoLogins(() => t.app);
  const kinds = [chatJobs.digest, chatJobs.afterQuietHours];

  const digests = async () =>
    (await t.db.select().from(emailDeliveries).where(like(emailDeliveries.cause, 'chat-digest:%'))).map(
      (d) => d.recipient,
    );
  const post = async (message: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.chatThreadMessages, { id: threadId }),
      headers: bearer(await staff('priya')),
      payload: { message },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChatThreadMessage }>().result;
  };
  const minutes = (n: number) => t.clock.advanceSeconds(n * 60);
  const setQuietHours = async (enabled: boolean, start = '15:00', end = '07:00') => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.chatSettings,
      headers: bearer(await staff('farah')),
      payload: { quiet_hours_enabled: enabled, quiet_start: start, quiet_end: end },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    nurseryA = (await classesOf(t.app, await staff('priya')))['Nursery A']!._id;
    const listed = await t.app.inject({
      method: 'GET',
      url: apiPaths.chatThreads,
      headers: bearer(await parent('rahul')),
    });
    const threads = listed.json<{ result: { threads: ChatThread[] } }>().result.threads;
    threadId = threads.find((th) => th.kind === 'family' && th.class_id === nurseryA)!._id;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('sends one digest per parent for the messages still unread 15 minutes on', async () => {
    await post('Aarav painted a rainbow');
    await post('He also had a long nap');
    minutes(14);
    expect(await t.app.jobs.runDueJobs(kinds)).toBe(0);
    minutes(2);
    await t.app.jobs.runDueJobs(kinds);
    expect(await digests()).toEqual(['rahul@family.test']);
    // Nothing new: no second email.
    minutes(30);
    await t.app.jobs.runDueJobs(kinds);
    expect(await digests()).toHaveLength(1);
  });

  it('sends none for messages read before it runs', async () => {
    const before = (await digests()).length;
    const message = await post('Pick-up is at 3 today');
    minutes(5);
    const read = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.chatThreadRead, { id: threadId }),
      headers: bearer(await parent('rahul')),
      payload: { message_id: message._id },
    });
    expect(read.statusCode, read.body).toBe(200);
    minutes(15);
    await t.app.jobs.runDueJobs(kinds);
    expect(await digests()).toHaveLength(before);
  });

  it('waits for quiet hours to end before sending', async () => {
    const before = (await digests()).length;
    const until = (target: Date) =>
      t.clock.advanceSeconds((target.getTime() - t.clock.now().getTime()) / 1000);
    const next = (hour: number, minute: number) => {
      const now = t.clock.now();
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
      if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
      return at;
    };
    // Signing in moves the clock on: sign in first, then set the time. 08:30 UTC is 14:00 in Kolkata.
    until(next(8, 30));
    // Quiet from 15:00 to 07:00 Kolkata (09:30 to 01:30 UTC).
    await setQuietHours(true);
    await staff('priya');
    // 09:20 UTC (14:50 Kolkata): 15 minutes on is inside the quiet hours.
    until(next(9, 20));
    await post('A message just before quiet hours');
    minutes(16);
    await t.app.jobs.runDueJobs(kinds);
    expect(await digests()).toHaveLength(before);
    until(next(1, 29));
    await t.app.jobs.runDueJobs(kinds);
    expect(await digests()).toHaveLength(before);
    minutes(2);
    await t.app.jobs.runDueJobs(kinds);
    expect(await digests()).toHaveLength(before + 1);
  });

  it('sends none once the school has switched chat off', async () => {
    await setQuietHours(false);
    const before = (await digests()).length;
    await post('See you tomorrow');
    const off = await t.app.inject({
      method: 'POST',
      url: apiPaths.schoolSettings,
      headers: bearer(await staff('farah')),
      payload: { school_permissions: { chat: { enabled: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    minutes(16);
    await t.app.jobs.runDueJobs(kinds);
    expect(await digests()).toHaveLength(before);
  });
});
