import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  type ChatMessagePage,
  type ChatThread,
  type ChatThreadMessage,
} from '@cue/contracts';
import { chatMessages, classStaff, users } from '../../db/schema/index.js';
import { classesOf, demoLogins, demoPhones, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Decision 044, "A child moves class": Aarav moves from Nursery A (Priya) to Playgroup B (Meera).
 * The old thread stays readable to the family and to Priya who answered there, and takes no new
 * messages; the family's new messages go to the new class only; later Nursery A staff never see it.
 */
describe('chat when a child moves class', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let aarav: string;
  let oldThread: string;
  const { staff, parent } = demoLogins(() => t.app);

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const messagesUrl = (id: string) => apiPath(apiPaths.chatThreadMessages, { id });
  const say = (token: string, threadId: string, message: string) =>
    post(messagesUrl(threadId), token, { message, media_ids: [] });
  const threadsOf = async (token: string) => {
    const response = await get(apiPaths.chatThreads, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { threads: ChatThread[] } }>().result.threads;
  };
  const aaravsThread = (threads: ChatThread[], classId: string) =>
    threads.find((th) => th.kind === 'family' && th.student_id === aarav && th.class_id === classId);
  const texts = async (token: string, threadId: string) => {
    const response = await get(messagesUrl(threadId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChatMessagePage }>().result.messages.map((m) => m.message);
  };
  const userId = async (phone: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    const farah = await staff('farah');
    const classes = await classesOf(t.app, farah);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    aarav = (await studentsOf(t.app, farah, nurseryA))['Aarav Sharma']!;
    // Priya teaches Nursery A only here, so what she sees comes from that class alone.
    await t.db
      .delete(classStaff)
      .where(and(eq(classStaff.classId, playgroupB), eq(classStaff.userId, await userId(demoPhones.priya))));

    const [rahul, priya] = [await parent('rahul'), await staff('priya')];
    oldThread = aaravsThread(await threadsOf(rahul), nurseryA)!._id;
    expect((await say(rahul, oldThread, 'Does Aarav need a sun hat?')).statusCode).toBe(200);
    expect((await say(priya, oldThread, 'Yes please, every day')).statusCode).toBe(200);

    const moved = await post(apiPath(apiPaths.studentMove, { studentId: aarav }), farah, {
      class_id: playgroupB,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('keeps the old thread readable to the family, closed, and opens one with the new class', async () => {
    const rahul = await parent('rahul');
    const threads = await threadsOf(rahul);
    expect(aaravsThread(threads, nurseryA)).toMatchObject({ _id: oldThread, can_post: false, closed: true });
    const newThread = aaravsThread(threads, playgroupB)!;
    expect(newThread).toMatchObject({ can_post: true, closed: false, class_name: 'Playgroup B' });
    expect(await texts(rahul, oldThread)).toEqual(['Yes please, every day', 'Does Aarav need a sun hat?']);

    const before = (await t.db.select({ n: count() }).from(chatMessages))[0]!.n;
    const refused = await say(rahul, oldThread, 'One more thing');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/moved to another class/);
    expect((await t.db.select({ n: count() }).from(chatMessages))[0]!.n).toBe(before);
  });

  it("lets the old class's teacher who answered read the history but not write, nor see the new thread", async () => {
    const [rahul, priya, meera] = [await parent('rahul'), await staff('priya'), await staff('meera')];
    const newThread = aaravsThread(await threadsOf(rahul), playgroupB)!._id;
    const sent = await say(rahul, newThread, 'Aarav starts in Playgroup B today');
    expect(sent.statusCode, sent.body).toBe(200);
    const newMessage = sent.json<{ result: ChatThreadMessage }>().result;

    // Priya: the old conversation, read-only; nothing of the family's new one.
    expect(aaravsThread(await threadsOf(priya), nurseryA)).toMatchObject({ _id: oldThread, can_post: false });
    expect(await texts(priya, oldThread)).toContain('Yes please, every day');
    expect((await say(priya, oldThread, 'Bye Aarav')).statusCode).toBe(403);
    expect(aaravsThread(await threadsOf(priya), playgroupB)).toBeUndefined();
    const peek = await get(messagesUrl(newThread), priya);
    expect(peek.statusCode).toBe(403);
    expect(peek.body).not.toContain(newMessage.message);

    // Meera, the new class's teacher, has the new conversation.
    expect(await texts(meera, newThread)).toEqual(['Aarav starts in Playgroup B today']);
  });

  it('keeps the closed thread from staff who join the old class afterwards', async () => {
    await t.db.insert(classStaff).values({
      schoolId: (await t.db.select({ s: classStaff.schoolId }).from(classStaff).limit(1))[0]!.s,
      classId: nurseryA,
      userId: await userId(demoPhones.meera),
    });
    const meera = await staff('meera');
    expect(aaravsThread(await threadsOf(meera), nurseryA)).toBeUndefined();
    const response = await get(messagesUrl(oldThread), meera);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('sun hat');
  });

  it("tells only the staff who may read the closed thread of what happens there (not the old class's later staff)", async () => {
    // Meera joined Nursery A after Aarav left (the test before): the old thread is not hers.
    const [rahul, priya, meera] = [await parent('rahul'), await staff('priya'), await staff('meera')];
    const sockets = [await connectSocket(t.app, priya), await connectSocket(t.app, meera)];
    try {
      const [priyaEvents, meeraEvents] = sockets.map((socket) => collect(socket, 'records-changed'));
      const page = await get(messagesUrl(oldThread), rahul);
      const mine = page
        .json<{ result: ChatMessagePage }>()
        .result.messages.find((m) => m.message === 'Does Aarav need a sun hat?')!;
      const retracted = await post(apiPath(apiPaths.chatMessageRetract, { id: mine._id }), rahul, {});
      expect(retracted.statusCode, retracted.body).toBe(200);
      await eventually(() => priyaEvents!.some((e) => e.entity === 'chat' && e.ids.includes(oldThread)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(meeraEvents!.filter((e) => e.entity === 'chat' && e.ids.includes(oldThread))).toEqual([]);
    } finally {
      sockets.forEach((socket) => socket.close());
    }
  });
});
