import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  type ChatMessagePage,
  type ChatThread,
  type ChatThreadMessage,
} from '@cue/contracts';
import { chatMessages } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { uploadPhoto } from '../../test/media-files.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Decision 044: a family attaches up to 4 photos it uploaded as a parent; only the thread's members see them. */
describe('chat: families attach their own photos', () => {
  let t: TestApp;
  let nurseryA: string;
  let aarav: string;
  let aaravThread: string;
  const { staff, parent } = demoLogins(() => t.app);

  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const messagesUrl = (id: string) => apiPath(apiPaths.chatThreadMessages, { id });
  const post = (token: string, media_ids: string[], message = 'Is this rash something to worry about?') =>
    t.app.inject({
      method: 'POST',
      url: messagesUrl(aaravThread),
      payload: { message, media_ids },
      headers: bearer(token),
    });
  const messageCount = async () => (await t.db.select({ n: count() }).from(chatMessages))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    aarav = (await studentsOf(t.app, priya, nurseryA))['Aarav Sharma']!;
    const threads = await get(apiPaths.chatThreads, await parent('rahul'));
    aaravThread = threads
      .json<{ result: { threads: ChatThread[] } }>()
      .result.threads.find(
        (th) => th.kind === 'family' && th.student_id === aarav && th.class_id === nurseryA,
      )!._id;
  });
  afterAll(() => t.close());

  it("sends a parent's own photo to the class staff, with a link that opens", async () => {
    const rahul = await parent('rahul');
    const photo = await uploadPhoto(t.app, rahul, '#cc4444');
    const response = await post(rahul, [photo]);
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json<{ result: ChatThreadMessage }>().result;
    expect(sent.media.map((m) => m._id)).toEqual([photo]);

    const seen = await get(messagesUrl(aaravThread), await staff('priya'));
    const message = seen.json<{ result: ChatMessagePage }>().result.messages.find((m) => m._id === sent._id)!;
    expect(message.author_kind).toBe('parent');
    expect(message.media.map((m) => m._id)).toEqual([photo]);
    const link = message.media[0]!.thumbnail_link ?? message.media[0]!.media_link;
    expect((await get(link, null)).statusCode).toBe(200);
    // Without the signature the file does not open.
    expect((await get(link.split('?')[0]!, null)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("refuses someone else's upload, a photo already sent, and more than four, naming media_ids", async () => {
    const [rahul, meera, priya] = [await parent('rahul'), await parent('meera'), await staff('priya')];
    const before = await messageCount();
    const othersUploads = [
      await uploadPhoto(t.app, meera, '#112233'),
      await uploadPhoto(t.app, priya, '#223344'),
    ];
    for (const other of othersUploads) {
      const refused = await post(rahul, [other]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'media_ids' });
    }
    const used = await uploadPhoto(t.app, rahul, '#334455');
    expect((await post(rahul, [used])).statusCode).toBe(200);
    const again = await post(rahul, [used]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'media_ids' });

    const five = [];
    for (const colour of ['#010101', '#020202', '#030303', '#040404', '#050505']) {
      five.push(await uploadPhoto(t.app, rahul, colour));
    }
    const tooMany = await post(rahul, five);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: 'media_ids' });
    // Only the one good message was written.
    expect(await messageCount()).toBe(before + 1);
    // Four is fine.
    expect((await post(rahul, five.slice(0, 4))).statusCode).toBe(200);
  });

  it("keeps the family's photos from staff of another class and from another family", async () => {
    const rahul = await parent('rahul');
    const photo = await uploadPhoto(t.app, rahul, '#778899');
    expect((await post(rahul, [photo])).statusCode).toBe(200);
    // Meera teaches Playgroup B (not Aarav's class) and is Kabir's mother in Nursery A.
    const asOtherClassStaff = await get(messagesUrl(aaravThread), await staff('meera'));
    expect(asOtherClassStaff.statusCode).toBe(403);
    expect(asOtherClassStaff.body).not.toContain(photo);
    const asOtherFamily = await get(messagesUrl(aaravThread), await parent('meera'));
    expect(asOtherFamily.statusCode).toBe(403);
    expect(asOtherFamily.body).not.toContain(photo);
    // Nor in any list they can read.
    for (const token of [await staff('meera'), await parent('meera')]) {
      const threads = await get(apiPaths.chatThreads, token);
      expect(threads.body).not.toContain(photo);
    }
  });
});
