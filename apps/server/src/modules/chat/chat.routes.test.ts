import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  messages,
  type ChatThreadMessage,
  type ChatMessagePage,
  type ChatThread,
  type ChatUnread,
  type RecordsChanged,
} from '@cue/contracts';
import { auditLog, chatMessages } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('chat between families and class staff', () => {
  let t: TestApp;
  let nurseryA: string;
  let aarav: string;
  let diya: string;
  const { staff, parent } = demoLogins(() => t.app);
  const sockets: TestSocket[] = [];

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    payload?: Record<string, unknown>,
  ): Promise<Response> =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const threadsOf = async (token: string) => {
    const response = await send('GET', apiPaths.chatThreads, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { threads: ChatThread[]; total_unread: number } }>().result;
  };
  const messagesUrl = (id: string) => apiPath(apiPaths.chatThreadMessages, { id });
  const readUrl = (id: string) => apiPath(apiPaths.chatThreadRead, { id });
  const retractUrl = (id: string) => apiPath(apiPaths.chatMessageRetract, { id });
  const post = async (token: string, threadId: string, message: string, media_ids: string[] = []) =>
    send('POST', messagesUrl(threadId), token, { message, media_ids });
  const sent = (response: Response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChatThreadMessage }>().result;
  };
  const page = async (token: string, threadId: string, before?: string) => {
    const response = await send('GET', `${messagesUrl(threadId)}${before ? `?before=${before}` : ''}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChatMessagePage }>().result;
  };
  const unread = async (token: string) =>
    (await send('GET', apiPaths.chatUnread, token)).json<{ result: ChatUnread }>().result;
  const familyThread = (threads: ChatThread[], childId: string) =>
    threads.find((th) => th.kind === 'family' && th.student_id === childId && th.class_id === nurseryA)!;
  const broadcast = (threads: ChatThread[], classId = nurseryA) =>
    threads.find((th) => th.kind === 'broadcast' && th.class_id === classId)!;
  const messageCount = async () => (await t.db.select({ n: count() }).from(chatMessages))[0]!.n;
  const uploadPhoto = async (person: DemoPerson = 'priya') => {
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({ filename: 'photo.png', contentType: 'image/png', bytes });
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadImage,
      payload,
      headers: { ...headers, ...bearer(await staff(person)) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { _id: string } }>().result._id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const kids = await studentsOf(t.app, priya, nurseryA);
    aarav = kids['Aarav Sharma']!;
    diya = kids['Diya Menon']!;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('gives a family one thread per child and class, and the class broadcast, made once', async () => {
    const rahul = await parent('rahul');
    const first = await threadsOf(rahul);
    const again = await threadsOf(rahul);
    expect(again.threads.map((th) => th._id)).toEqual(first.threads.map((th) => th._id));
    const aaravThread = familyThread(first.threads, aarav);
    expect(aaravThread).toMatchObject({ student_name: 'Aarav Sharma', can_post: true, unread: 0 });
    expect(broadcast(first.threads)).toMatchObject({ can_post: false, student_id: null });
    // Nothing of other families: no thread of Diya's.
    expect(first.threads.some((th) => th.student_id === diya)).toBe(false);
    // The teacher of the class sees the same thread, and one per child of her class.
    const priyaThreads = await threadsOf(await staff('priya'));
    expect(familyThread(priyaThreads.threads, aarav)._id).toBe(aaravThread._id);
    expect(familyThread(priyaThreads.threads, diya)).toMatchObject({ can_post: true, is_member: true });
  });

  it('carries a question and an answer, counts unread, and shows the teacher when it was read', async () => {
    const rahul = await parent('rahul');
    const priya = await staff('priya');
    const threadId = familyThread((await threadsOf(rahul)).threads, aarav)._id;

    const question = sent(await post(rahul, threadId, '  Did Aarav eat lunch today?  '));
    expect(question).toMatchObject({ message: 'Did Aarav eat lunch today?', author_kind: 'parent' });
    expect((await unread(priya)).threads).toContainEqual({ thread_id: threadId, unread: 1 });
    expect((await unread(rahul)).total_unread).toBe(0);

    await send('POST', readUrl(threadId), priya, { message_id: question._id });
    expect((await unread(priya)).threads.find((u) => u.thread_id === threadId)).toBeUndefined();

    const answer = sent(await post(priya, threadId, 'Yes, all of it!'));
    expect(answer.read_by_family).toBe(false);
    expect((await unread(rahul)).total_unread).toBe(1);
    const read = await send('POST', readUrl(threadId), rahul, { message_id: answer._id });
    expect(read.statusCode, read.body).toBe(200);
    expect((await unread(rahul)).total_unread).toBe(0);

    const seenByPriya = await page(priya, threadId);
    expect(seenByPriya.messages.map((m) => m.message)).toEqual([
      'Yes, all of it!',
      'Did Aarav eat lunch today?',
    ]);
    expect(seenByPriya.messages[0]!.read_by_family).toBe(true);
    // Meera teaches another class: never a member of Nursery A's threads.
    expect((await unread(await staff('meera'))).threads.some((u) => u.thread_id === threadId)).toBe(false);
  });

  it('pages history newest first with a cursor', async () => {
    const priya = await staff('priya');
    const threadId = familyThread((await threadsOf(priya)).threads, diya)._id;
    for (let i = 1; i <= 35; i++) sent(await post(priya, threadId, `Note ${i}`));
    const first = await page(priya, threadId);
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0]!.message).toBe('Note 35');
    const second = await page(priya, threadId, first.next_cursor!);
    expect(second.messages.map((m) => m.message)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(second.next_cursor).toBeNull();
  });

  it('refuses an empty message naming the field, writing nothing', async () => {
    const rahul = await parent('rahul');
    const threadId = familyThread((await threadsOf(rahul)).threads, aarav)._id;
    const before = await messageCount();
    const response = await post(rahul, threadId, ' \u200b  ');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('message');
    const read = await send('POST', readUrl(threadId), rahul, { message_id: '0'.repeat(24) });
    expect(read.statusCode).toBe(400);
    expect(read.json<{ field: string }>().field).toBe('message_id');
    expect(await messageCount()).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const threadId = familyThread((await threadsOf(await parent('rahul'))).threads, aarav)._id;
    expect((await send('GET', apiPaths.chatThreads, null)).statusCode).toBe(401);
    expect((await send('GET', messagesUrl(threadId), null)).statusCode).toBe(401);
    expect((await post('', threadId, 'hello')).statusCode).toBe(401);
  });

  it('keeps other families and other classes out (403), and other schools unaware (404)', async () => {
    const threadId = familyThread((await threadsOf(await parent('rahul'))).threads, aarav)._id;
    const before = await messageCount();
    // Meera is Kabir's mother: Aarav's thread is another family's.
    expect((await send('GET', messagesUrl(threadId), await parent('meera'))).statusCode).toBe(403);
    expect((await post(await parent('meera'), threadId, 'Hello')).statusCode).toBe(403);
    // Meera as staff teaches Playgroup B only.
    expect((await send('GET', messagesUrl(threadId), await staff('meera'))).statusCode).toBe(403);
    expect((await post(await staff('meera'), threadId, 'Hello')).statusCode).toBe(403);
    // Anil is the admin of another school.
    expect((await send('GET', messagesUrl(threadId), await staff('anil'))).statusCode).toBe(404);
    expect((await post(await staff('anil'), threadId, 'Hello')).statusCode).toBe(404);
    expect((await send('POST', retractUrl(threadId), await staff('anil'))).statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it('lets families read a class broadcast but not reply', async () => {
    const priya = await staff('priya');
    const threadId = broadcast((await threadsOf(priya)).threads)._id;
    sent(await post(priya, threadId, 'Sports day is on Friday'));
    const rahul = await parent('rahul');
    expect((await page(rahul, threadId)).messages[0]!.message).toBe('Sports day is on Friday');
    expect((await post(rahul, threadId, 'Great!')).statusCode).toBe(403);
    // Kabir's mother reads it too (Kabir is in Nursery A), and cannot reply either.
    expect((await send('GET', messagesUrl(threadId), await parent('meera'))).statusCode).toBe(200);
    expect((await post(await parent('meera'), threadId, 'Thanks')).statusCode).toBe(403);
  });

  it('lets an admin read any thread of the school, but only the class staff post', async () => {
    const farah = await staff('farah');
    const threadId = familyThread((await threadsOf(await parent('rahul'))).threads, aarav)._id;
    const all = await threadsOf(farah);
    expect(all.threads.find((th) => th._id === threadId)).toMatchObject({
      is_member: false,
      can_post: false,
    });
    expect((await page(farah, threadId)).messages.length).toBeGreaterThan(0);
    expect((await post(farah, threadId, 'Hello from the office')).statusCode).toBe(403);
  });

  it('retracts a message for everyone, keeping it and an audit entry; only its author may', async () => {
    const rahul = await parent('rahul');
    const priya = await staff('priya');
    const threadId = familyThread((await threadsOf(rahul)).threads, aarav)._id;
    const oops = sent(await post(rahul, threadId, 'Wrong child, sorry'));
    expect((await send('POST', retractUrl(oops._id), priya)).statusCode).toBe(403);
    const retracted = await send('POST', retractUrl(oops._id), rahul);
    expect(retracted.statusCode, retracted.body).toBe(200);
    const shown = (await page(priya, threadId)).messages.find((m) => m._id === oops._id)!;
    expect(shown).toMatchObject({ retracted: true, message: '' });
    const [stored] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, oops._id));
    expect(stored!.body).toBe('Wrong child, sorry');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, oops._id));
    expect(audits.map((a) => a.action)).toEqual(['retract_chat_message']);
  });

  it('refuses a broadcast photo of a child without photo consent, naming the child', async () => {
    const priya = await staff('priya');
    // Aarav's family withholds photo consent.
    const withheld = await send(
      'POST',
      apiPath(apiPaths.childPhotoConsent, { studentId: aarav }),
      await parent('rahul'),
      {
        photo_consent: false,
      },
    );
    expect(withheld.statusCode, withheld.body).toBe(200);
    const photo = await uploadPhoto();
    await send('POST', apiPath(apiPaths.classMedia, { classId: nurseryA }), priya, { media_ids: [photo] });
    const tagged = await send('POST', apiPaths.multiplePeoplesTag, priya, {
      media_ids: [photo],
      student_ids: [aarav],
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const threads = (await threadsOf(priya)).threads;
    const before = await messageCount();
    const refused = await post(priya, broadcast(threads)._id, 'Garden time', [photo]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ field: string; message: string }>()).toMatchObject({
      field: 'media_ids',
      message: `${messages.noPhotoConsentFor} Aarav Sharma`,
    });
    expect(await messageCount()).toBe(before);
    // To Aarav's own family it may go.
    const own = sent(await post(priya, familyThread(threads, aarav)._id, 'Garden time', [photo]));
    expect(own.media.map((m) => m._id)).toEqual([photo]);
    const seen = await page(await parent('rahul'), familyThread(threads, aarav)._id);
    expect(seen.messages[0]!.media.map((m) => m._id)).toEqual([photo]);
  });

  it('delivers a message once to every open tab of every member, and to no one else', async () => {
    const rahul = await parent('rahul');
    const priya = await staff('priya');
    const threadId = familyThread((await threadsOf(rahul)).threads, aarav)._id;
    const connect = async (token: string) => {
      const socket = await connectSocket(t.app, token);
      sockets.push(socket);
      return collect(socket, 'records-changed');
    };
    const rahulTabs = [await connect(rahul), await connect(rahul)];
    const priyaTab = await connect(priya);
    const meeraParent = await connect(await parent('meera'));
    const meeraStaff = await connect(await staff('meera'));
    const farah = await connect(await staff('farah'));

    const message = sent(await post(priya, threadId, 'Aarav had a great day'));
    const chatEvents = (events: RecordsChanged[]) => events.filter((e) => e.entity === 'chat');
    await eventually(() => [...rahulTabs, priyaTab].every((tab) => chatEvents(tab).length === 1));
    for (const tab of [...rahulTabs, priyaTab]) {
      expect(chatEvents(tab)).toEqual([
        { entity: 'chat', ids: [threadId, message._id], class_ids: [nurseryA] },
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const tab of [meeraParent, meeraStaff, farah]) expect(chatEvents(tab)).toEqual([]);
  });

  it('lets only admins set the quiet hours', async () => {
    const body = { quiet_hours_enabled: true, quiet_start: '20:00', quiet_end: '07:30' };
    expect((await send('POST', apiPaths.chatSettings, await staff('priya'), body)).statusCode).toBe(403);
    const saved = await send('POST', apiPaths.chatSettings, await staff('farah'), body);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await send('GET', apiPaths.chatSettings, await staff('priya'));
    expect(read.json<{ result: unknown }>().result).toEqual(body);
    const bad = await send('POST', apiPaths.chatSettings, await staff('farah'), {
      ...body,
      quiet_end: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('quiet_end');
    await send('POST', apiPaths.chatSettings, await staff('farah'), { ...body, quiet_hours_enabled: false });
  });
});
