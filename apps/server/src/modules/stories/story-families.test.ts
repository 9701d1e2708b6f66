import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  RECORDS_CHANGED_EVENT,
  apiPath,
  apiPaths,
  storyDocFromText,
  type Story,
  type StoryComment,
  type StoryPage,
} from '@cue/contracts';
import { stories } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { uploadPhoto } from '../../test/media-files.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

/** Two families of Nursery A: Rahul (Aarav) and Meera (Kabir), who also teaches Playgroup B. */
describe('learning stories: families, comments and home stories', () => {
  let t: TestApp;
  let nurseryA: string;
  let kids: Record<string, string>;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token) });
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const storyUrl = (id: string) => apiPath(apiPaths.storyById, { id });
  const commentsUrl = (id: string) => apiPath(apiPaths.storyComments, { id });
  const read = async (token: string, id: string) => {
    const response = await send('GET', storyUrl(id), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Story }>().result;
  };
  const comment = async (token: string, id: string, text: string, replyTo?: string) => {
    const response = await send('POST', commentsUrl(id), token, {
      text,
      ...(replyTo && { reply_to: replyTo }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: StoryComment }>().result;
  };
  const publishGroupStory = async (token: string, title: string) => {
    const response = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), token, {
      status: 'published',
      story: {
        title,
        story_date: today(),
        story: storyDocFromText('Aarav and Kabir built a den.'),
        learning: storyDocFromText('They shared the blankets.'),
        next_steps: storyDocFromText('More dens.'),
        student_ids: [kids['Aarav Sharma'], kids['Kabir Iyer']],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Story }>().result;
  };
  const homeStory = (token: string, childId: string, extra: Payload = {}) =>
    send('POST', apiPath(apiPaths.homeStories, { studentId: childId }), token, {
      title: 'Baking at home',
      story_date: today(),
      story: storyDocFromText('Aarav cracked the eggs all by himself.'),
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it("keeps a family's comment on a group story to that family and the staff, and a reply to it the same", async () => {
    const [priya, rahul, meera] = [await staff('priya'), await parent('rahul'), await parent('meera')];
    const story = await publishGroupStory(priya, 'The den');
    const rahulsWords = await comment(rahul, story._id, 'He talked about the den all evening!');
    expect(rahulsWords).toMatchObject({ author: { name: 'Rahul Sharma', kind: 'parent' }, can_delete: true });
    const reply = await comment(priya, story._id, 'He was so proud of it.', rahulsWords._id);
    const toAll = await comment(priya, story._id, 'Thank you, families, for the blankets.');

    const forRahul = await read(rahul, story._id);
    expect(forRahul.comments.map((c) => c._id)).toEqual([rahulsWords._id, reply._id, toAll._id]);
    expect(forRahul.comment_count).toBe(3);
    const forMeera = await read(meera, story._id);
    expect(forMeera.comments.map((c) => c._id)).toEqual([toAll._id]);
    expect((await read(priya, story._id)).comments).toHaveLength(3);

    // Meera's comment stays with Kabir's family; she cannot answer Rahul's.
    const meerasWords = await comment(meera, story._id, 'Kabir loved it too');
    expect((await read(rahul, story._id)).comments.map((c) => c._id)).not.toContain(meerasWords._id);
    const answering = await send('POST', commentsUrl(story._id), meera, {
      text: 'Same!',
      reply_to: rahulsWords._id,
    });
    expect(answering.statusCode).toBe(400);
    expect(answering.json()).toMatchObject({ field: 'reply_to' });

    // Only the author (or an admin) deletes; another family does not even see it.
    const notTheirs = await send('DELETE', apiPath(apiPaths.storyComment, { id: rahulsWords._id }), meera);
    expect(notTheirs.statusCode).toBe(404);
    const own = await send('DELETE', apiPath(apiPaths.storyComment, { id: meerasWords._id }), meera);
    expect(own.statusCode, own.body).toBe(200);
    const byAdmin = await send(
      'DELETE',
      apiPath(apiPaths.storyComment, { id: toAll._id }),
      await staff('farah'),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await read(meera, story._id)).comments).toEqual([]);
  });

  it('refuses comments on a draft and from a family whose child is not in the story', async () => {
    const [priya, meera] = [await staff('priya'), await parent('meera')];
    const draft = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), priya, {
      story: {
        title: 'Quiet draft',
        story_date: today(),
        story: storyDocFromText('Aarav read a book.'),
        learning: storyDocFromText('Books.'),
        next_steps: storyDocFromText('More books.'),
        student_ids: [kids['Aarav Sharma']],
      },
    });
    const id = draft.json<{ result: Story }>().result._id;
    expect((await send('POST', commentsUrl(id), priya, { text: 'Note to self' })).statusCode).toBe(409);
    await send('POST', apiPath(apiPaths.storyStatus, { id }), priya, { status: 'published' });
    expect((await send('POST', commentsUrl(id), meera, { text: 'Hello' })).statusCode).toBe(404);
  });

  it("publishes a parent's home story at once to the class's staff and that family only, with their own photo", async () => {
    const [priya, rahul, meera] = [await staff('priya'), await parent('rahul'), await parent('meera')];
    const photo = await uploadPhoto(t.app, rahul);
    const made = await homeStory(rahul, kids['Aarav Sharma']!, { media_ids: [photo] });
    expect(made.statusCode, made.body).toBe(200);
    const story = made.json<{ result: Story }>().result;
    expect(story).toMatchObject({
      kind: 'home',
      status: 'published',
      class_id: nurseryA,
      author: { name: 'Rahul Sharma', kind: 'parent' },
      can_delete: true,
      can_edit: false,
    });
    expect(story.media.map((file) => file._id)).toEqual([photo]);

    const classPage = await send('GET', apiPath(apiPaths.classStories, { classId: nurseryA }), priya);
    expect(classPage.json<{ result: StoryPage }>().result.stories.map((s) => s._id)).toContain(story._id);
    expect((await read(priya, story._id)).media).toHaveLength(1);
    expect((await send('GET', storyUrl(story._id), meera)).statusCode).toBe(404);
    const childPage = await send(
      'GET',
      apiPath(apiPaths.childStories, { studentId: kids['Aarav Sharma']! }),
      rahul,
    );
    expect(childPage.json<{ result: StoryPage }>().result.stories.map((s) => s._id)).toContain(story._id);

    // A family photo goes to one record only; another family's child is refused.
    const reused = await homeStory(rahul, kids['Aarav Sharma']!, { media_ids: [photo] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ field: 'media_ids' });
    expect((await homeStory(rahul, kids['Kabir Iyer']!)).statusCode).toBe(403);
    // A staff photo is not the family's own.
    const staffPhoto = await uploadPhoto(t.app, priya);
    expect((await homeStory(rahul, kids['Aarav Sharma']!, { media_ids: [staffPhoto] })).statusCode).toBe(400);
    expect(await t.db.select().from(stories).where(eq(stories.kind, 'home'))).toHaveLength(1);

    // The family deletes its own home story; a teacher may not edit it.
    const edit = await send('POST', apiPath(apiPaths.storyStatus, { id: story._id }), priya, {
      status: 'draft',
    });
    expect(edit.statusCode).toBe(409);
    expect((await send('DELETE', storyUrl(story._id), rahul)).statusCode).toBe(200);
  });

  it("tells the class's staff and the included children's families, after commit, ids only", async () => {
    const [priya, rahul, meera] = [await staff('priya'), await parent('rahul'), await parent('meera')];
    const staffSocket = await connectSocket(t.app, priya);
    const rahulSocket = await connectSocket(t.app, rahul);
    const meeraSocket = await connectSocket(t.app, meera);
    try {
      const staffEvents = collect(staffSocket, RECORDS_CHANGED_EVENT);
      const rahulEvents = collect(rahulSocket, RECORDS_CHANGED_EVENT);
      const meeraEvents = collect(meeraSocket, RECORDS_CHANGED_EVENT);
      const response = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), priya, {
        status: 'published',
        story: {
          title: 'Puddles',
          story_date: today(),
          story: storyDocFromText('Aarav jumped in every puddle.'),
          learning: storyDocFromText('Splash.'),
          next_steps: storyDocFromText('Boots.'),
          student_ids: [kids['Aarav Sharma']],
        },
      });
      const id = response.json<{ result: Story }>().result._id;
      const isStory = (event: { entity: string; ids: string[] }) =>
        event.entity === 'story' && event.ids.includes(id);
      await eventually(() => staffEvents.some(isStory) && rahulEvents.some(isStory));
      expect(rahulEvents.find(isStory)).toEqual({ entity: 'story', ids: [id], class_ids: [nurseryA] });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(meeraEvents.some(isStory)).toBe(false);
    } finally {
      staffSocket.disconnect();
      rahulSocket.disconnect();
      meeraSocket.disconnect();
    }
  });
});
