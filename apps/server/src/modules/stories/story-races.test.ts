import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, storyDocFromText, type Story, type StoryTagSet } from '@cue/contracts';
import { schoolToday } from '../../lib/school-time.js';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

/*
 * Two requests about one story or one tag at the same moment (two tabs, a teacher and an admin):
 * on PostgreSQL they really overlap, so each pair must end as if one came after the other,
 * never both winning and never a 500.
 */
describe('learning stories: requests that race', () => {
  let t: TestApp;
  let nurseryA: string;
  let kids: Record<string, string>;
  const { staff, forget } = demoLogins(() => t.app);

  const send = (method: 'POST' | 'PUT', url: string, token: string, payload: Payload) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const fields = (extra: Payload = {}): Payload => ({
    title: 'Seed planting',
    story_date: schoolToday('Asia/Kolkata', t.clock.now()),
    story: storyDocFromText('Aarav planted three seeds.'),
    learning: storyDocFromText('Plants need water.'),
    next_steps: storyDocFromText('Measure the shoots.'),
    student_ids: [kids['Aarav Sharma']],
    ...extra,
  });
  const draft = async (token: string) => {
    const response = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), token, {
      story: fields(),
      status: 'draft',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Story }>().result;
  };
  const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lets one of two autosaves of the same version win and answers the other 409', async () => {
    const priya = await staff('priya');
    const story = await draft(priya);
    const url = apiPath(apiPaths.storyById, { id: story._id });
    const saves = await Promise.all(
      ['First tab', 'Second tab'].map((title) =>
        send('PUT', url, priya, { story: fields({ title }), version: story.version }),
      ),
    );
    expect(codes(saves)).toEqual([200, 409]);
  });

  it('publishes a story once when two publish it at the same moment', async () => {
    const priya = await staff('priya');
    const story = await draft(priya);
    const url = apiPath(apiPaths.storyStatus, { id: story._id });
    const publishes = await Promise.all([1, 2].map(() => send('POST', url, priya, { status: 'published' })));
    expect(codes(publishes)).toEqual([200, 409]);
  });

  it("never publishes a group's photos with a withheld consent when photos are saved as it is published", async () => {
    const [priya, farah] = [await staff('priya'), await staff('farah')];
    const photo = await addClassPhoto(t, priya, nurseryA, []);
    await setPhotoConsent(t, farah, kids['Diya Menon']!, false);
    try {
      const group = { student_ids: [kids['Aarav Sharma'], kids['Diya Menon']] };
      for (let round = 0; round < 8; round += 1) {
        const created = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), priya, {
          story: fields(group),
          status: 'draft',
        });
        const story = created.json<{ result: Story }>().result;
        const [, publish] = await Promise.all([
          send('PUT', apiPath(apiPaths.storyById, { id: story._id }), priya, {
            story: fields({ ...group, media_ids: [photo] }),
            version: story.version,
          }),
          send('POST', apiPath(apiPaths.storyStatus, { id: story._id }), priya, { status: 'published' }),
        ]);
        // Published before the photo came (then the save is the stale one) or refused: never both.
        const read = await t.app.inject({
          method: 'GET',
          url: apiPath(apiPaths.storyById, { id: story._id }),
          headers: bearer(priya),
        });
        const now = read.json<{ result: Story }>().result;
        if (publish.statusCode === 200)
          expect(now.status === 'published' && now.media.length > 0).toBe(false);
      }
    } finally {
      await setPhotoConsent(t, farah, kids['Diya Menon']!, true);
    }
  });

  it('never fails with a 500 when a tag is taken out of its set while a story is saved with it', async () => {
    const [farah, priya] = [await staff('farah'), await staff('priya')];
    for (let round = 0; round < 4; round += 1) {
      const created = await send('POST', apiPaths.storyTagSets, farah, {
        name: `Round ${round}`,
        tags: [{ name: 'Mathematics' }, { name: 'Literacy' }],
      });
      expect(created.statusCode, created.body).toBe(200);
      const set = created.json<{ result: StoryTagSet }>().result;
      const [maths, literacy] = set.tags;
      const story = await draft(priya);
      const [save, edit] = await Promise.all([
        send('PUT', apiPath(apiPaths.storyById, { id: story._id }), priya, {
          story: fields({ tag_ids: [maths!._id] }),
          version: story.version,
        }),
        send('PUT', apiPath(apiPaths.storyTagSet, { id: set._id }), farah, {
          name: `Round ${round}`,
          tags: [{ _id: literacy!._id, name: 'Literacy' }],
        }),
      ]);
      expect(edit.statusCode, edit.body).toBe(200);
      // The save came first (the tag is kept on the story, archived) or second (refused, 400).
      expect([200, 400], save.body).toContain(save.statusCode);
      if (save.statusCode === 400) expect(save.json()).toMatchObject({ field: 'story.tag_ids.0' });
    }
  });
});
