import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  storyDocFromText,
  type Story,
  type StoryInsights,
  type StoryTagSet,
} from '@cue/contracts';
import { schoolToday } from '../../lib/school-time.js';
import { mondayOf } from '../usage/usage.service.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

describe('learning stories: insights and tag sets', () => {
  let t: TestApp;
  let nurseryA: string;
  let kids: Record<string, string>;
  const { staff, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token) });
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const insights = async (token: string, query = '') => {
    const response = await send(
      'GET',
      `${apiPath(apiPaths.storyInsights, { classId: nurseryA })}${query}`,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: StoryInsights }>().result;
  };
  const tagSets = async (token: string, url: string = apiPaths.storyTagSets) => {
    const response = await send('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { sets: StoryTagSet[] } }>().result.sets;
  };
  const publish = async (token: string, extra: Payload) => {
    const response = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), token, {
      status: 'published',
      story: {
        title: 'Counting shells',
        story_date: today(),
        story: storyDocFromText('Counted shells.'),
        learning: storyDocFromText('Numbers.'),
        next_steps: storyDocFromText('More shells.'),
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Story }>().result;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('counts stories per school-local week, lists children without a story and never-used tags as 0', async () => {
    const priya = await staff('priya');
    const result = await insights(priya);
    expect(result.weeks).toHaveLength(12);
    expect(result.weeks.at(-1)!.week_start).toBe(mondayOf(today()));
    // The demo stories: about Aarav, Diya, Kabir, Maya and Riya, nine, five and two days ago.
    expect(result.weeks.reduce((sum, week) => sum + week.stories, 0)).toBe(3);
    const child = (name: string) => result.children.find((c) => `${c.first_name} ${c.last_name}` === name)!;
    expect(result.children).toHaveLength(Object.keys(kids).length);
    expect(child('Aarav Sharma')).toMatchObject({
      stories: 2,
      last_story_date: addDaysToIsoDate(today(), -2),
      without_story: false,
    });
    expect(child('Noah Thomas')).toMatchObject({ stories: 0, last_story_date: null, without_story: true });
    // Seven days: Kabir's story of five days ago counts, Diya's of nine days ago does not.
    const lastWeek = await insights(priya, '?days=7');
    expect(lastWeek.children.find((c) => c._id === kids['Kabir Iyer'])!.without_story).toBe(false);
    expect(lastWeek.children.find((c) => c._id === kids['Diya Menon'])!.without_story).toBe(true);

    const tag = (name: string) => result.tags.find((t) => t.name === name)!;
    expect(tag('Persisting with difficulty')).toMatchObject({
      stories: 2,
      set_name: 'Learning dispositions',
    });
    expect(tag('Positive learning habits').stories).toBe(0);
    expect(result.authors).toEqual([expect.objectContaining({ name: 'Priya Nair', stories: 3 })]);

    // One child: only their stories.
    const aarav = await insights(priya, `?student_id=${kids['Aarav Sharma']}`);
    expect(aarav.children.map((c) => c._id)).toEqual([kids['Aarav Sharma']]);
    expect(aarav.weeks.reduce((sum, week) => sum + week.stories, 0)).toBe(2);
    expect(aarav.tags.find((t) => t.name === 'Physical development')!.stories).toBe(0);

    const bad = await send('GET', `${apiPath(apiPaths.storyInsights, { classId: nurseryA })}?weeks=2`, priya);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'weeks' });
    expect(
      (await send('GET', apiPath(apiPaths.storyInsights, { classId: nurseryA }), await staff('anil')))
        .statusCode,
    ).toBe(404);
  });

  it('edits a tag set as a whole: a used tag left out is archived, an unused one deleted', async () => {
    const [farah, priya] = [await staff('farah'), await staff('priya')];
    // The demo school starts with the NCF domains and the dispositions.
    expect((await tagSets(farah)).map((set) => set.name)).toEqual([
      'NCF Foundational Stage domains',
      'Learning dispositions',
    ]);
    expect(
      (await send('POST', apiPaths.storyTagSets, priya, { name: 'Mine', tags: [{ name: 'A' }] })).statusCode,
    ).toBe(403);

    const created = await send('POST', apiPaths.storyTagSets, farah, {
      name: 'EYFS areas of learning',
      tags: [{ name: 'Mathematics' }, { name: 'Literacy' }, { name: 'Understanding the world' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const set = created.json<{ result: StoryTagSet }>().result;
    const [maths, literacy, world] = set.tags;
    const twice = await send('POST', apiPaths.storyTagSets, farah, {
      name: 'Twice',
      tags: [{ name: 'A' }, { name: 'a' }],
    });
    expect(twice.json()).toMatchObject({ field: 'tags.1.name' });

    const story = await publish(priya, { student_ids: [kids['Aarav Sharma']], tag_ids: [maths!._id] });
    const setUrl = apiPath(apiPaths.storyTagSet, { id: set._id });
    const edited = await send('PUT', setUrl, farah, {
      name: 'EYFS',
      tags: [{ _id: world!._id, name: 'Understanding the world' }, { name: 'Expressive arts and design' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = edited.json<{ result: StoryTagSet }>().result;
    expect(afterEdit.tags.map((tag) => [tag.name, tag.archived])).toEqual([
      ['Understanding the world', false],
      ['Expressive arts and design', false],
      ['Mathematics', true],
    ]);
    expect(afterEdit.tags.map((tag) => tag._id)).not.toContain(literacy!._id);
    // Gone from the picker, kept on the story.
    const picker = await tagSets(priya, apiPaths.storyTags);
    expect(picker.find((s) => s._id === set._id)!.tags.map((tag) => tag.name)).toEqual([
      'Understanding the world',
      'Expressive arts and design',
    ]);
    const kept = await send('GET', apiPath(apiPaths.storyById, { id: story._id }), priya);
    expect(kept.json<{ result: Story }>().result.tags.map((tag) => tag.name)).toEqual(['Mathematics']);
    // A new story may not take the archived tag.
    const archived = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), priya, {
      story: {
        title: 'x',
        story_date: today(),
        story: storyDocFromText('x'),
        learning: storyDocFromText('x'),
        next_steps: storyDocFromText('x'),
        student_ids: [kids['Aarav Sharma']],
        tag_ids: [maths!._id],
      },
    });
    expect(archived.json()).toMatchObject({ field: 'story.tag_ids.0' });

    // Another school's set is not found; the set goes away (archived, since a story uses a tag).
    expect(
      (await send('PUT', setUrl, await staff('anil'), { name: 'x', tags: [{ name: 'y' }] })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', setUrl, farah)).statusCode).toBe(200);
    expect((await tagSets(farah)).map((s) => s._id)).not.toContain(set._id);
  });
});
