import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type ChatThread } from '@cue/contracts';
import { classes } from '../../db/schema/index.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** An archived class takes no new records (decision 033): its chat threads close with it. */
describe('chat threads of an archived class', () => {
  let t: TestApp;
  const { staff } = demoLogins(() => t.app);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 to reading or posting once the class is archived', async () => {
    const priya = await staff('priya');
    const nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const listed = await t.app.inject({ method: 'GET', url: apiPaths.chatThreads, headers: bearer(priya) });
    const news = listed
      .json<{ result: { threads: ChatThread[] } }>()
      .result.threads.find((th) => th.kind === 'broadcast' && th.class_id === nurseryA)!;
    const messages = apiPath(apiPaths.chatThreadMessages, { id: news._id });
    const send = () =>
      t.app.inject({ method: 'POST', url: messages, headers: bearer(priya), payload: { message: 'Hello' } });
    expect((await send()).statusCode).toBe(200);

    await t.db.update(classes).set({ archivedAt: t.clock.now() }).where(eq(classes.id, nurseryA));
    expect((await send()).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: messages, headers: bearer(priya) })).statusCode).toBe(
      404,
    );
  });
});
