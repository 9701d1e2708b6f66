import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  storyDocFromText,
  type Story,
  type StoryPage,
  type StoryTagSet,
} from '@cue/contracts';
import { auditLog, staffMemberships, stories, users } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

describe('learning stories: writing, review, publishing, the library', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let kids: Record<string, string>;
  let tagsByName: Record<string, string>;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Payload,
  ) => t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const classUrl = (classId = nurseryA) => apiPath(apiPaths.classStories, { classId });
  const storyUrl = (id: string) => apiPath(apiPaths.storyById, { id });
  const statusUrl = (id: string) => apiPath(apiPaths.storyStatus, { id });
  const fields = (extra: Payload = {}): Payload => ({
    title: 'Seed planting',
    story_date: today(),
    story: storyDocFromText('Aarav planted three seeds and watered them.'),
    learning: storyDocFromText('He is learning that plants need water.'),
    next_steps: storyDocFromText('We will measure the shoots.'),
    student_ids: [kids['Aarav Sharma']],
    ...extra,
  });
  const create = async (token: string, extra: Payload = {}, status = 'draft', classId = nurseryA) => {
    const response = await send('POST', classUrl(classId), token, { story: fields(extra), status });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Story }>().result;
  };
  const read = async (token: string, id: string) => {
    const response = await send('GET', storyUrl(id), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Story }>().result;
  };
  const list = async (token: string, url: string) => {
    const response = await send('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: StoryPage }>().result;
  };
  const setStatus = (token: string, id: string, status: string, note?: string) =>
    send('POST', statusUrl(id), token, { status, ...(note && { note }) });
  const storyCount = async () => (await t.db.select({ n: count() }).from(stories))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
    const picker = await send('GET', apiPaths.storyTags, priya);
    const sets = picker.json<{ result: { sets: StoryTagSet[] } }>().result.sets;
    tagsByName = Object.fromEntries(sets.flatMap((set) => set.tags.map((tag) => [tag.name, tag._id])));
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('answers 401 without a token, 404 for another school, 403 to a parent token on staff routes', async () => {
    expect((await send('GET', classUrl(), null)).statusCode).toBe(401);
    expect((await send('POST', classUrl(), null, { story: fields() })).statusCode).toBe(401);
    const story = await create(await staff('priya'), {}, 'published');
    const anil = await staff('anil');
    expect((await send('GET', storyUrl(story._id), anil)).statusCode).toBe(404);
    expect((await send('PUT', storyUrl(story._id), anil, { story: fields(), version: 1 })).statusCode).toBe(
      404,
    );
    expect((await send('POST', classUrl(), anil, { story: fields() })).statusCode).toBe(404);
    expect((await send('GET', classUrl(), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', apiPaths.storyLibrary, await parent('rahul'))).statusCode).toBe(403);
  });

  it('refuses a bad document, a child, an observation, a tag or a photo not of this class, naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const before = await storyCount();
    const script = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'script', text: 'alert(1)' }] }],
    };
    const bad = await send('POST', classUrl(), priya, { story: fields({ learning: script }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toMatch(/^story\.learning/);

    const playgroupKids = await studentsOf(t.app, priya, playgroupB);
    const outsider = await send('POST', classUrl(), priya, {
      story: fields({ student_ids: [playgroupKids['Anaya Sharma']] }),
    });
    expect(outsider.json()).toMatchObject({ field: 'story.student_ids.0' });

    const observed = await send('POST', apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), priya, {
      observation_entries: [{ student_id: kids['Diya Menon'], general_note: 'Counted the seeds' }],
    });
    const observationId = observed.json<{ result: { observation_entries: { _id: string }[] } }>().result
      .observation_entries[0]!._id;
    // An observation of a child the story is not about.
    const otherChild = await send('POST', classUrl(), priya, {
      story: fields({ observation_ids: [observationId] }),
    });
    expect(otherChild.statusCode).toBe(400);
    expect(otherChild.json()).toMatchObject({ field: 'story.observation_ids.0' });

    const noTag = await send('POST', classUrl(), priya, {
      story: fields({ tag_ids: ['0123456789abcdef01234567'] }),
    });
    expect(noTag.json()).toMatchObject({ field: 'story.tag_ids.0' });

    const playgroupPhoto = await addClassPhoto(t, priya, playgroupB, []);
    const wrongClass = await send('POST', classUrl(), priya, {
      story: fields({ media_ids: [playgroupPhoto] }),
    });
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json()).toMatchObject({ field: 'story.media_ids' });
    expect(await storyCount()).toBe(before);

    // The same links, right, are kept.
    const withLinks = await create(priya, {
      student_ids: [kids['Diya Menon']],
      observation_ids: [observationId],
      tag_ids: [tagsByName['Cognitive development']],
    });
    expect(withLinks.observations).toEqual([
      expect.objectContaining({ _id: observationId, student_name: 'Diya Menon' }),
    ]);
    expect(withLinks.tags).toEqual([
      {
        _id: tagsByName['Cognitive development'],
        name: 'Cognitive development',
        set_name: 'NCF Foundational Stage domains',
      },
    ]);
  });

  it('refuses writing to a role without the stories switch, and answers 403 while the module is off', async () => {
    const meera = await staff('meera');
    const [meeraUser] = await t.db.select().from(users).where(eq(users.phone, '9000000004'));
    const [membership] = await t.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.userId, meeraUser!.id));
    const permissions = structuredClone(membership!.rolePermissions);
    permissions.daily_communication.stories = false;
    await t.db
      .update(staffMemberships)
      .set({ rolePermissions: permissions })
      .where(eq(staffMemberships.id, membership!.id));
    try {
      const refused = await send('POST', classUrl(playgroupB), meera, {
        story: fields({ student_ids: [], whole_class: true }),
      });
      expect(refused.statusCode).toBe(403);
      expect((await send('GET', apiPaths.storyLibrary, meera)).statusCode).toBe(403);
    } finally {
      await t.db
        .update(staffMemberships)
        .set({ rolePermissions: membership!.rolePermissions })
        .where(eq(staffMemberships.id, membership!.id));
    }
  });

  it('keeps a draft to its author, shows it to reviewers once submitted, and publishes it to its families', async () => {
    const [priya, farah, rahul] = [await staff('priya'), await staff('farah'), await parent('rahul')];
    const draft = await create(priya, { title: 'Water play' });
    expect(draft).toMatchObject({ status: 'draft', version: 1, can_edit: true, can_publish: true });
    expect((await send('GET', storyUrl(draft._id), farah)).statusCode).toBe(404);
    expect((await send('GET', storyUrl(draft._id), rahul)).statusCode).toBe(404);
    const farahDrafts = await list(farah, `${classUrl()}?status=draft`);
    expect(farahDrafts.stories.map((s) => s._id)).not.toContain(draft._id);
    expect((await list(priya, `${classUrl()}?status=draft`)).stories.map((s) => s._id)).toContain(draft._id);

    expect((await setStatus(priya, draft._id, 'in_review')).statusCode).toBe(200);
    // The author may not publish what waits for review; the reviewer may.
    expect((await setStatus(priya, draft._id, 'published')).statusCode).toBe(403);
    const waiting = await list(farah, `${classUrl()}?status=in_review`);
    expect(waiting.stories.map((s) => s._id)).toContain(draft._id);
    expect((await read(farah, draft._id)).can_publish).toBe(true);

    const sentBack = await setStatus(farah, draft._id, 'draft', 'Please add what Aarav said');
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(await read(priya, draft._id)).toMatchObject({
      status: 'draft',
      review_note: 'Please add what Aarav said',
    });

    const published = await setStatus(priya, draft._id, 'published');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ result: Story }>().result).toMatchObject({
      status: 'published',
      review_note: null,
    });
    expect(await read(rahul, draft._id)).toMatchObject({ title: 'Water play', observations: [] });
    const childPage = await list(rahul, apiPath(apiPaths.childStories, { studentId: kids['Aarav Sharma']! }));
    expect(childPage.stories.map((s) => s._id)).toContain(draft._id);

    // Publishing what is published is not a step; unpublishing takes it from the family.
    const again = await setStatus(priya, draft._id, 'published');
    expect(again.statusCode).toBe(409);
    expect((await setStatus(farah, draft._id, 'draft')).statusCode).toBe(200);
    expect((await send('GET', storyUrl(draft._id), rahul)).statusCode).toBe(404);

    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['create_story', 'story_status']),
    );
  });

  it('autosaves with a version, and refuses a stale one with 409 without changing the story', async () => {
    const priya = await staff('priya');
    const story = await create(priya);
    const saved = await send('PUT', storyUrl(story._id), priya, {
      story: fields({ title: 'Seeds, day two' }),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ result: Story }>().result).toMatchObject({ title: 'Seeds, day two', version: 2 });

    const stale = await send('PUT', storyUrl(story._id), priya, {
      story: fields({ title: 'Old tab' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'This story was changed elsewhere. Reload to see the latest.',
    });
    expect(await read(priya, story._id)).toMatchObject({ title: 'Seeds, day two', version: 2 });
  });

  it("reads a 1,000-word story in '4 min read' and lists it with an excerpt", async () => {
    const priya = await staff('priya');
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');
    const story = await create(priya, {
      title: 'A long morning',
      story: storyDocFromText(words),
      learning: { type: 'doc', content: [] },
      next_steps: { type: 'doc', content: [] },
    });
    expect(story).toMatchObject({ word_count: 1000, reading_minutes: 4 });
    expect(story.excerpt).toHaveLength(221);
    expect(story.excerpt.endsWith('…')).toBe(true);
  });

  it('makes a request key create one story', async () => {
    const priya = await staff('priya');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: classUrl(),
        payload: { story: fields({ title: 'Once only' }) },
        headers: { ...bearer(priya), 'idempotency-key': 'story-once-1' },
      });
    const first = await post();
    const second = await post();
    expect(second.json<{ result: Story }>().result._id).toBe(first.json<{ result: Story }>().result._id);
    const rows = await t.db.select().from(stories).where(eq(stories.title, 'Once only'));
    expect(rows).toHaveLength(1);
  });

  it('refuses to publish photos of a group with a child whose consent is withheld, naming them', async () => {
    const [priya, farah] = [await staff('priya'), await staff('farah')];
    const photo = await addClassPhoto(t, priya, nurseryA, []);
    await setPhotoConsent(t, farah, kids['Diya Menon']!, false);
    try {
      const group = { student_ids: [kids['Aarav Sharma'], kids['Diya Menon']], media_ids: [photo] };
      const before = await storyCount();
      const refused = await send('POST', classUrl(), priya, { story: fields(group), status: 'published' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        'Photo consent is withheld for Diya Menon: take them out of this story or remove its photos',
      );
      expect(await storyCount()).toBe(before);

      // A draft may hold them; publishing it is refused the same way.
      const draft = await create(priya, group);
      const publish = await setStatus(priya, draft._id, 'published');
      expect(publish.statusCode).toBe(400);
      expect(publish.json<{ message: string }>().message).toContain('Diya Menon');
      // A story about Diya alone may carry her photos.
      const own = await create(priya, { student_ids: [kids['Diya Menon']], media_ids: [photo] }, 'published');
      expect(own.media.map((file) => file._id)).toEqual([photo]);
    } finally {
      await setPhotoConsent(t, farah, kids['Diya Menon']!, true);
    }
  });

  it("hides a group story's photos from other families once a child's consent is withdrawn", async () => {
    const [priya, farah, rahul, meera] = [
      await staff('priya'),
      await staff('farah'),
      await parent('rahul'),
      await parent('meera'),
    ];
    const photo = await addClassPhoto(t, priya, nurseryA, [kids['Kabir Iyer']!]);
    const story = await create(
      priya,
      { student_ids: [kids['Aarav Sharma'], kids['Kabir Iyer']], media_ids: [photo] },
      'published',
    );
    expect((await read(rahul, story._id)).media).toHaveLength(1);
    await setPhotoConsent(t, farah, kids['Kabir Iyer']!, false);
    try {
      expect((await read(rahul, story._id)).media).toEqual([]);
      expect((await read(rahul, story._id)).cover).toBeNull();
      expect((await read(meera, story._id)).media).toHaveLength(1);
      expect((await read(priya, story._id)).media).toHaveLength(1);
    } finally {
      await setPhotoConsent(t, farah, kids['Kabir Iyer']!, true);
    }
  });

  it('shows a group story to the families of its children only, each seeing their own child', async () => {
    const [priya, rahul, meera] = [await staff('priya'), await parent('rahul'), await parent('meera')];
    const story = await create(
      priya,
      { student_ids: [kids['Aarav Sharma'], kids['Diya Menon']] },
      'published',
    );
    const forRahul = await read(rahul, story._id);
    expect(forRahul.students.map((child) => child.first_name)).toEqual(['Aarav']);
    expect((await send('GET', storyUrl(story._id), meera)).statusCode).toBe(404);
    const kabirs = await list(meera, apiPath(apiPaths.childStories, { studentId: kids['Kabir Iyer']! }));
    expect(kabirs.stories.map((s) => s._id)).not.toContain(story._id);
    // Meera may not read Aarav's list at all.
    expect(
      (await send('GET', apiPath(apiPaths.childStories, { studentId: kids['Aarav Sharma']! }), meera))
        .statusCode,
    ).toBe(403);

    // A whole-class story is about the roster on the day it is published: every family reads it.
    const whole = await create(priya, { student_ids: [], whole_class: true }, 'published');
    expect(whole.students).toHaveLength(Object.keys(kids).length);
    expect((await read(meera, whole._id)).students.map((child) => child.first_name)).toEqual(['Kabir']);
  });

  it("finds published stories in the library by tag, child, author, kind and words, within the caller's classes", async () => {
    const [priya, farah, meera] = [await staff('priya'), await staff('farah'), await staff('meera')];
    const tag = tagsByName['Taking an interest']!;
    const tagged = await create(
      priya,
      {
        title: 'Snail trail',
        story: storyDocFromText('Maya followed a snail_trail 100% of the way'),
        student_ids: [kids['Maya Fernandes']],
        tag_ids: [tag],
      },
      'published',
    );
    const byTag = await list(farah, `${apiPaths.storyLibrary}?tag_id=${tag}`);
    expect(byTag.stories.map((s) => s._id)).toContain(tagged._id);
    expect(byTag.stories.every((s) => s.tags.some((t) => t._id === tag))).toBe(true);
    const draft = await create(priya, { title: 'Snail draft', tag_ids: [tag] });
    expect(byTag.stories.map((s) => s._id)).not.toContain(draft._id);

    const bySearch = await list(
      farah,
      `${apiPaths.storyLibrary}?search=${encodeURIComponent('SNAIL_TRAIL 100%')}`,
    );
    expect(bySearch.stories.map((s) => s._id)).toEqual([tagged._id]);
    // % and _ are letters, not wildcards.
    expect((await list(farah, `${apiPaths.storyLibrary}?search=snail%25trail`)).stories).toEqual([]);
    const byChild = await list(
      farah,
      `${apiPaths.storyLibrary}?student_id=${kids['Maya Fernandes']}&kind=teacher`,
    );
    expect(byChild.stories.map((s) => s._id)).toContain(tagged._id);
    const [priyaUser] = await t.db.select().from(users).where(eq(users.phone, '9000000001'));
    const byAuthor = await list(
      farah,
      `${apiPaths.storyLibrary}?author_id=${priyaUser!.id}&from=${today()}&to=${today()}`,
    );
    expect(byAuthor.stories.map((s) => s._id)).toContain(tagged._id);
    expect((await list(farah, `${apiPaths.storyLibrary}?kind=home`)).stories.map((s) => s._id)).not.toContain(
      tagged._id,
    );

    // Meera teaches Playgroup B only: Nursery A's stories are not in her library.
    expect((await list(meera, `${apiPaths.storyLibrary}?tag_id=${tag}`)).stories).toEqual([]);
    expect((await send('GET', `${apiPaths.storyLibrary}?class_id=${nurseryA}`, meera)).statusCode).toBe(403);
  });

  it('lets the author or an admin delete a story, audited', async () => {
    const [priya, farah, meera] = [await staff('priya'), await staff('farah'), await staff('meera')];
    const story = await create(priya, {}, 'published');
    expect((await send('DELETE', storyUrl(story._id), meera)).statusCode).toBe(403);
    const deleted = await send('DELETE', storyUrl(story._id), farah);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await send('GET', storyUrl(story._id), priya)).statusCode).toBe(404);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete_story'));
    expect(row).toMatchObject({ entityId: story._id });
  });
});
