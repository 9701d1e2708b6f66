import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  messages,
  type Observation,
  type ObservationPage,
  type StoryTagSet,
} from '@cue/contracts';
import { observationTagLinks, observations, storyTags } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { switchSchoolModule } from '../../test/school-modules.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

/** Learning tags on observations (issue 15, decision 048): the school's story tag sets. */
describe('learning tags on observations', () => {
  let t: TestApp;
  let nurseryA: string;
  let kids: Record<string, string>;
  let tagsByName: Record<string, string>;
  const { staff, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token) });
  const createUrl = () => apiPath(apiPaths.createAnecdotes, { classId: nurseryA });
  const bulkUrl = () => apiPath(apiPaths.bulkAnecdotes, { classId: nurseryA });
  const editUrl = (id: string) => apiPath(apiPaths.editAnecdote, { id });
  const entry = (extra: Payload = {}): Payload => ({
    student_id: kids['Aarav Sharma'],
    general_note: 'Aarav sorted the shells by size.',
    ...extra,
  });
  const record = async (token: string, entries: Payload[]): Promise<Observation[]> => {
    const response = await send('POST', createUrl(), token, { observation_entries: entries });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { observation_entries: Observation[] } }>().result.observation_entries;
  };
  const edit = async (token: string, id: string, changes: Payload): Promise<Observation> => {
    const response = await send('POST', editUrl(id), token, changes);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Observation }>().result;
  };
  const listed = async (token: string, id: string): Promise<Observation> => {
    const response = await send('POST', apiPath(apiPaths.fetchAnecdotes, { classId: nurseryA }), token, {});
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ result: ObservationPage }>().result;
    return page.observation_entries.find((observation) => observation._id === id)!;
  };
  const tagNames = (observation: Observation) => observation.tags.map((tag) => tag.name);
  const newTagSet = async (token: string, name: string, tags: string[]): Promise<StoryTagSet> => {
    const response = await send('POST', apiPaths.storyTagSets, token, {
      name,
      tags: tags.map((tag) => ({ name: tag })),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: StoryTagSet }>().result;
  };
  const written = async () => ({
    observations: (await t.db.select({ n: count() }).from(observations))[0]!.n,
    links: (await t.db.select({ n: count() }).from(observationTagLinks))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
    const picker = await send('GET', apiPaths.storyTags, priya);
    const sets = picker.json<{ result: { sets: StoryTagSet[] } }>().result.sets;
    tagsByName = Object.fromEntries(sets.flatMap((set) => set.tags.map((tag) => [tag.name, tag._id])));
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('records an observation with tags, shows them in the list, and edits them', async () => {
    const priya = await staff('priya');
    const interest = tagsByName['Taking an interest']!;
    const cognitive = tagsByName['Cognitive development']!;
    // Set order, not the order sent: the NCF domains come before the dispositions.
    const [tagged, untagged] = await record(priya, [
      entry({ tag_ids: [interest, cognitive, interest] }),
      entry({ student_id: kids['Maya Fernandes'] }),
    ]);
    expect(tagged!.tags).toEqual([
      { _id: cognitive, name: 'Cognitive development', set_name: 'NCF Foundational Stage domains' },
      { _id: interest, name: 'Taking an interest', set_name: 'Learning dispositions' },
    ]);
    expect(untagged!.tags).toEqual([]);
    expect(tagNames(await listed(priya, tagged!._id))).toEqual([
      'Cognitive development',
      'Taking an interest',
    ]);

    // An edit that does not name tags leaves them; one that does replaces them; [] takes them off.
    expect(tagNames(await edit(priya, tagged!._id, { title: 'Shells' }))).toHaveLength(2);
    expect(tagNames(await edit(priya, tagged!._id, { tag_ids: [interest] }))).toEqual(['Taking an interest']);
    expect(await edit(priya, tagged!._id, { tag_ids: [] })).toMatchObject({ tags: [] });

    // create_bulk_anecdote/ updates a saved one's tags with the rest of the entry.
    const bulk = await send('POST', bulkUrl(), priya, {
      observation_entries: [
        entry({ _id: untagged!._id, student_id: kids['Maya Fernandes'], tag_ids: [cognitive] }),
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(tagNames(await listed(priya, untagged!._id))).toEqual(['Cognitive development']);

    // Deleting the observation takes its tags off with it.
    expect(
      (await send('DELETE', apiPath(apiPaths.deleteAnecdote, { id: untagged!._id }), priya)).statusCode,
    ).toBe(200);
    const left = await t.db
      .select()
      .from(observationTagLinks)
      .where(eq(observationTagLinks.observationId, untagged!._id));
    expect(left).toEqual([]);
  });

  it("refuses a tag that is not one of the school's, naming the field and writing nothing", async () => {
    const [priya, anil] = [await staff('priya'), await staff('anil')];
    const saved = (await record(priya, [entry({ tag_ids: [tagsByName['Taking an interest']] })]))[0]!;
    const before = await written();

    const unknown = await send('POST', createUrl(), priya, {
      observation_entries: [
        entry(),
        entry({ tag_ids: [tagsByName['Taking an interest'], '0123456789abcdef01234567'] }),
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'observation_entries.1.tag_ids.1' });
    const notAnId = await send('POST', createUrl(), priya, {
      observation_entries: [entry({ tag_ids: ['x'] })],
    });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json<{ field: string }>().field).toMatch(/^observation_entries\.0\.tag_ids\.0/);

    // Maple Kids' own tag does not exist for Little Stars.
    await switchSchoolModule(t, anil, 'story', true);
    const maple = await newTagSet(anil, 'Maple areas', ['Maple maths']);
    const foreign = await send('POST', createUrl(), priya, {
      observation_entries: [entry({ tag_ids: [maple.tags[0]!._id] })],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'observation_entries.0.tag_ids.0' });
    const foreignEdit = await send('POST', editUrl(saved._id), priya, {
      title: 'Changed',
      tag_ids: [maple.tags[0]!._id],
    });
    expect(foreignEdit.statusCode).toBe(400);
    expect(foreignEdit.json()).toMatchObject({ field: 'tag_ids.0' });

    expect(await written()).toEqual(before);
    const kept = await listed(priya, saved._id);
    expect(kept).toMatchObject({ title: saved.title });
    expect(tagNames(kept)).toEqual(['Taking an interest']);
  });

  it('keeps an archived tag on the observations that carry it and refuses it on new ones', async () => {
    const [farah, priya] = [await staff('farah'), await staff('priya')];
    const set = await newTagSet(farah, 'EYFS areas', ['Mathematics', 'Literacy', 'Understanding the world']);
    const [maths, literacy, world] = set.tags;
    const counted = await record(priya, [entry({ tag_ids: [maths!._id] })]);

    // Only an observation uses Mathematics: the set edit archives it; unused Literacy is deleted.
    const setUrl = apiPath(apiPaths.storyTagSet, { id: set._id });
    const edited = await send('PUT', setUrl, farah, {
      name: 'EYFS areas',
      tags: [{ _id: world!._id, name: 'Understanding the world' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ result: StoryTagSet }>().result.tags.map((tag) => [tag.name, tag.archived])).toEqual(
      [
        ['Understanding the world', false],
        ['Mathematics', true],
      ],
    );
    expect(await t.db.select().from(storyTags).where(eq(storyTags.id, literacy!._id))).toEqual([]);
    expect(tagNames(await listed(priya, counted[0]!._id))).toEqual(['Mathematics']);

    const fresh = await send('POST', createUrl(), priya, {
      observation_entries: [entry({ tag_ids: [maths!._id] })],
    });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toMatchObject({ field: 'observation_entries.0.tag_ids.0' });
    // The observation that had it may keep it while its other tags change.
    const kept = await edit(priya, counted[0]!._id, { tag_ids: [maths!._id, world!._id] });
    expect(tagNames(kept)).toEqual(['Understanding the world', 'Mathematics']);

    // Taking the whole set away archives it, the observation's tags stay.
    expect((await send('DELETE', setUrl, farah)).statusCode).toBe(200);
    expect(tagNames(await listed(priya, counted[0]!._id))).toEqual([
      'Understanding the world',
      'Mathematics',
    ]);
  });

  it('never fails with a 500 when a tag is taken out of its set while an observation is saved with it', async () => {
    const [farah, priya] = [await staff('farah'), await staff('priya')];
    for (let round = 0; round < 4; round += 1) {
      const set = await newTagSet(farah, `Round ${round}`, ['Mathematics', 'Literacy']);
      const [maths, literacy] = set.tags;
      const [save, setEdit] = await Promise.all([
        send('POST', createUrl(), priya, { observation_entries: [entry({ tag_ids: [maths!._id] })] }),
        send('PUT', apiPath(apiPaths.storyTagSet, { id: set._id }), farah, {
          name: `Round ${round}`,
          tags: [{ _id: literacy!._id, name: 'Literacy' }],
        }),
      ]);
      expect(setEdit.statusCode, setEdit.body).toBe(200);
      // The save came first (the tag is kept, archived) or second (refused, 400).
      expect([200, 400], save.body).toContain(save.statusCode);
      if (save.statusCode === 400) {
        expect(save.json()).toMatchObject({ field: 'observation_entries.0.tag_ids.0' });
      } else {
        const tags = setEdit.json<{ result: StoryTagSet }>().result.tags;
        expect(tags.find((tag) => tag._id === maths!._id)).toMatchObject({ archived: true });
      }
    }
  });

  it('takes tags only while the story module is on; observations without tags are unaffected', async () => {
    const [farah, priya] = [await staff('farah'), await staff('priya')];
    await switchSchoolModule(t, farah, 'story', false);
    try {
      const before = await written();
      const refused = await send('POST', createUrl(), priya, {
        observation_entries: [entry({ tag_ids: [tagsByName['Taking an interest']] })],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: messages.moduleOff });
      expect(await written()).toEqual(before);
      const [plain] = await record(priya, [entry({ tag_ids: [] })]);
      expect(plain!.tags).toEqual([]);
    } finally {
      await switchSchoolModule(t, farah, 'story', true);
    }
  });
});
