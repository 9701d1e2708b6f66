import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { apiPath, apiPaths, storyDocFromText, type Story, type StoryTagSet } from '@cue/contracts';
import { storyComments, stories, storyTagSets } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

/** One story route, called with Sunbeam's ids (a story about Aarav, his comment, a tag set). */
interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => Payload;
  /** Who is refused: staff of another school, or a family whose child it is not about. */
  stranger: { kind: 'staff' | 'parent'; as: DemoPerson };
  /**
   * The refusal (default 404). A child of the same school who is not theirs answers a family 403,
   * as every child route does (schools' `childForParent`); a record never says it exists.
   */
  refused?: number;
  /** A body with one bad field, and the field the 400 must name. */
  bad?: { body: () => Payload; field: RegExp };
}

/**
 * Every learning story route (issue 15), one table: 401 without a token, 404 to a stranger (staff
 * of another school, another family) and never a leak of the record, 400 naming the field and
 * writing nothing. The module switch's 403 for every route is in module-switches.test.ts.
 */
describe('learning stories: every route refuses strangers and bad input', () => {
  let t: TestApp;
  let nurseryA: string;
  let aarav: string;
  let story: Story;
  let commentId: string;
  let tagSet: StoryTagSet;
  const { staff, parent } = demoLogins(() => t.app);
  const tokenOf = ({ kind, as }: RouteCase['stranger']) => (kind === 'staff' ? staff(as) : parent(as));
  const send = (method: RouteCase['method'], url: string, token: string | null, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const fields = (extra: Payload = {}): Payload => ({
    title: 'Puddle jumping',
    story_date: today(),
    story: storyDocFromText('Aarav jumped in every puddle on the path.'),
    learning: storyDocFromText('He is learning to balance.'),
    next_steps: storyDocFromText('We will try stepping stones.'),
    student_ids: [aarav],
    ...extra,
  });
  const badDoc = { type: 'doc', content: [{ type: 'iframe' }] };
  const anil: RouteCase['stranger'] = { kind: 'staff', as: 'anil' };
  // Meera is Kabir's mother: Aarav's story is not hers to read or answer.
  const meera: RouteCase['stranger'] = { kind: 'parent', as: 'meera' };
  const rows = async () => ({
    stories: (await t.db.select({ n: count() }).from(stories))[0]!.n,
    comments: (await t.db.select({ n: count() }).from(storyComments))[0]!.n,
    sets: (await t.db.select({ n: count() }).from(storyTagSets))[0]!.n,
  });

  const cases: RouteCase[] = [
    {
      name: 'class stories',
      method: 'GET',
      url: () => apiPath(apiPaths.classStories, { classId: nurseryA }),
      stranger: anil,
    },
    {
      name: 'write a story',
      method: 'POST',
      url: () => apiPath(apiPaths.classStories, { classId: nurseryA }),
      body: () => ({ story: fields() }),
      stranger: anil,
      bad: { body: () => ({ story: fields({ next_steps: badDoc }) }), field: /^story\.next_steps/ },
    },
    {
      name: 'read a story',
      method: 'GET',
      url: () => apiPath(apiPaths.storyById, { id: story._id }),
      stranger: meera,
    },
    {
      name: 'autosave',
      method: 'PUT',
      url: () => apiPath(apiPaths.storyById, { id: story._id }),
      body: () => ({ story: fields(), version: story.version }),
      stranger: anil,
      bad: { body: () => ({ story: fields(), version: 0 }), field: /^version$/ },
    },
    {
      name: 'change its state',
      method: 'POST',
      url: () => apiPath(apiPaths.storyStatus, { id: story._id }),
      body: () => ({ status: 'draft' }),
      stranger: anil,
      bad: { body: () => ({ status: 'archived' }), field: /^status$/ },
    },
    {
      name: 'comment',
      method: 'POST',
      url: () => apiPath(apiPaths.storyComments, { id: story._id }),
      body: () => ({ text: 'Lovely!' }),
      stranger: meera,
      bad: { body: () => ({ text: '   ' }), field: /^text$/ },
    },
    {
      name: 'delete a comment',
      method: 'DELETE',
      url: () => apiPath(apiPaths.storyComment, { id: commentId }),
      stranger: meera,
    },
    {
      name: "a child's stories",
      refused: 403,
      method: 'GET',
      url: () => apiPath(apiPaths.childStories, { studentId: aarav }),
      stranger: meera,
    },
    {
      name: 'home story',
      refused: 403,
      method: 'POST',
      url: () => apiPath(apiPaths.homeStories, { studentId: aarav }),
      body: () => ({ title: 'At home', story_date: today(), story: storyDocFromText('We baked bread.') }),
      stranger: meera,
      bad: {
        body: () => ({ title: 'At home', story_date: '31-12-2026', story: storyDocFromText('We baked.') }),
        field: /^story_date$/,
      },
    },
    {
      name: 'insights',
      method: 'GET',
      url: () => apiPath(apiPaths.storyInsights, { classId: nurseryA }),
      stranger: anil,
    },
    {
      name: 'edit a tag set',
      method: 'PUT',
      url: () => apiPath(apiPaths.storyTagSet, { id: tagSet._id }),
      body: () => ({ name: tagSet.name, tags: tagSet.tags.map(({ _id, name }) => ({ _id, name })) }),
      stranger: anil,
      bad: { body: () => ({ name: tagSet.name, tags: [] }), field: /^tags$/ },
    },
    {
      name: 'delete a tag set',
      method: 'DELETE',
      url: () => apiPath(apiPaths.storyTagSet, { id: tagSet._id }),
      stranger: anil,
    },
  ];
  // Routes without a record in their address answer strangers with their own school's (empty) view.
  const schoolWide: Pick<RouteCase, 'name' | 'method' | 'url' | 'body' | 'bad'>[] = [
    { name: 'library', method: 'GET', url: () => apiPaths.storyLibrary },
    { name: 'tag picker', method: 'GET', url: () => apiPaths.storyTags },
    {
      name: 'new tag set',
      method: 'POST',
      url: () => apiPaths.storyTagSets,
      body: () => ({ name: 'Dispositions', tags: [{ name: 'Curiosity' }] }),
      bad: { body: () => ({ name: '', tags: [{ name: 'Curiosity' }] }), field: /^name$/ },
    },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    aarav = (await studentsOf(t.app, priya, nurseryA))['Aarav Sharma']!;
    const created = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), priya, {
      story: fields(),
      status: 'published',
    });
    story = created.json<{ result: Story }>().result;
    const commented = await send(
      'POST',
      apiPath(apiPaths.storyComments, { id: story._id }),
      await parent('rahul'),
      {
        text: 'He talked about it all evening',
      },
    );
    commentId = commented.json<{ result: { _id: string } }>().result._id;
    const sets = await send('GET', apiPaths.storyTagSets, await staff('farah'));
    tagSet = sets.json<{ result: { sets: StoryTagSet[] } }>().result.sets[0]!;
  });
  afterAll(() => t.close());

  it('answers 401 to every route without a token', async () => {
    for (const route of [...cases, ...schoolWide]) {
      const response = await send(route.method, route.url(), null, route.body?.());
      expect({ route: route.name, status: response.statusCode }).toEqual({ route: route.name, status: 401 });
    }
  });

  it("refuses a stranger on every route naming Sunbeam's records (404, or 403 for another family's child), writing nothing", async () => {
    const before = await rows();
    for (const route of cases) {
      const response = await send(route.method, route.url(), await tokenOf(route.stranger), route.body?.());
      expect({ route: route.name, status: response.statusCode }).toEqual({
        route: route.name,
        status: route.refused ?? 404,
      });
      // Nothing of the story in the refusal.
      expect(response.body).not.toContain('Puddle');
    }
    // Anil's own school has none of Sunbeam's stories in its library.
    const library = await send('GET', apiPaths.storyLibrary, await staff('anil'));
    expect(library.statusCode).toBe(200);
    expect(library.body).not.toContain('Puddle');
    expect(await rows()).toEqual(before);
  });

  it('answers 400 naming the field on every route that takes a body, writing nothing', async () => {
    const before = await rows();
    for (const route of [...cases, ...schoolWide]) {
      if (!route.bad) continue;
      const token = route.name.includes('tag set')
        ? await staff('farah')
        : route.name === 'comment' || route.name === 'home story'
          ? await parent('rahul')
          : await staff('priya');
      const response = await send(route.method, route.url(), token, route.bad.body());
      expect({ route: route.name, status: response.statusCode }).toEqual({ route: route.name, status: 400 });
      expect(response.json<{ field?: string }>().field, route.name).toMatch(route.bad.field);
    }
    expect(await rows()).toEqual(before);
  });
});
