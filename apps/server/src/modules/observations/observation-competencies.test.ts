import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, type Observation, type ObservationPage } from '@cue/contracts';
import { observationCompetencies, observations } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

/** Competency tags on observations (issue 16, decision 049): codes of the class's framework. */
describe('competency tags on observations', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let kids: Record<string, string>;
  let playgroupKids: Record<string, string>;
  const { staff, forget } = demoLogins(() => t.app);
  const send = (method: 'POST' | 'PUT', url: string, token: string, payload: Payload) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const entry = (extra: Payload = {}): Payload => ({
    student_id: kids['Aarav Sharma'],
    general_note: 'Aarav counted the shells and sorted them by size.',
    ...extra,
  });
  const written = async () => ({
    observations: (await t.db.select({ n: count() }).from(observations))[0]!.n,
    competencies: (await t.db.select({ n: count() }).from(observationCompetencies))[0]!.n,
  });
  const listed = async (token: string, id: string): Promise<Observation> => {
    const response = await send('POST', apiPath(apiPaths.fetchAnecdotes, { classId: nurseryA }), token, {});
    const page = response.json<{ result: ObservationPage }>().result;
    return page.observation_entries.find((observation) => observation._id === id)!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const mine = await classesOf(t.app, priya);
    nurseryA = mine['Nursery A']!._id;
    playgroupB = mine['Playgroup B']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
    playgroupKids = await studentsOf(t.app, priya, playgroupB);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('stores the codes and answers them in framework order with titles, on save, list and edit', async () => {
    const priya = await staff('priya');
    const response = await send('POST', apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), priya, {
      observation_entries: [entry({ competencies: ['C-8.3', 'C-8.1', 'C-8.3'] })],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = response.json<{ result: { observation_entries: Observation[] } }>().result
      .observation_entries;
    expect(saved!.competencies.map((c) => c.code)).toEqual(['C-8.1', 'C-8.3']);
    expect(saved!.competencies.every((c) => c.title.length > 0)).toBe(true);
    const rows = await t.db
      .select()
      .from(observationCompetencies)
      .where(eq(observationCompetencies.observationId, saved!._id));
    expect(rows.map((row) => row.code).sort()).toEqual(['C-8.1', 'C-8.3']);
    expect((await listed(priya, saved!._id)).competencies.map((c) => c.code)).toEqual(['C-8.1', 'C-8.3']);

    // An edit without competencies keeps them; [] takes them off.
    const edited = await send('POST', apiPath(apiPaths.editAnecdote, { id: saved!._id }), priya, {
      title: 'Shells',
    });
    expect(edited.json<{ result: Observation }>().result.competencies).toHaveLength(2);
    const replaced = await send('POST', apiPath(apiPaths.editAnecdote, { id: saved!._id }), priya, {
      competencies: ['C-8.2'],
    });
    expect(replaced.json<{ result: Observation }>().result.competencies.map((c) => c.code)).toEqual([
      'C-8.2',
    ]);
    const cleared = await send('POST', apiPath(apiPaths.editAnecdote, { id: saved!._id }), priya, {
      competencies: [],
    });
    expect(cleared.json<{ result: Observation }>().result.competencies).toEqual([]);
  });

  it('answers every observation with competencies, [] when untagged', async () => {
    const priya = await staff('priya');
    const response = await send('POST', apiPath(apiPaths.bulkAnecdotes, { classId: nurseryA }), priya, {
      observation_entries: [entry(), entry({ competencies: ['C-8.3'] })],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ result: { observation_entries: Observation[] } }>().result
      .observation_entries;
    expect(saved.map((o) => o.competencies.map((c) => c.code))).toEqual([[], ['C-8.3']]);
  });

  it('refuses a code not in the framework with a 400 naming the entry field, writing nothing', async () => {
    const priya = await staff('priya');
    const before = await written();
    const response = await send('POST', apiPath(apiPaths.bulkAnecdotes, { classId: nurseryA }), priya, {
      observation_entries: [entry({ competencies: ['C-8.3'] }), entry({ competencies: ['EYFS-M-N-1'] })],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ field?: string; message?: string }>();
    expect(body.field).toBe('observation_entries.1.competencies');
    expect(body.message).toContain('EYFS-M-N-1');
    expect(await written()).toEqual(before);
  });

  // Overlaps for real on PostgreSQL (DATABASE_URL, as in CI); in-memory PGlite runs them in turn.
  it('takes two edits at once naming the same code, both answered', async () => {
    const priya = await staff('priya');
    const created = await send('POST', apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), priya, {
      observation_entries: [entry({ competencies: ['C-8.3'] })],
    });
    const id = created.json<{ result: { observation_entries: Observation[] } }>().result
      .observation_entries[0]!._id;
    for (let round = 0; round < 10; round += 1) {
      const edits = await Promise.all(
        [['C-8.1', 'C-8.2'], ['C-8.1'], ['C-8.1', 'C-8.2']].map((competencies) =>
          send('POST', apiPath(apiPaths.editAnecdote, { id }), priya, { competencies }),
        ),
      );
      for (const edit of edits) expect(edit.statusCode, edit.body).toBe(200);
      const codes = (await listed(priya, id)).competencies.map((c) => c.code);
      expect([['C-8.1', 'C-8.2'], ['C-8.1']]).toContainEqual(codes);
    }
  });

  it('refuses a code on edit with a 400 naming `competencies`, changing nothing', async () => {
    const priya = await staff('priya');
    const created = await send('POST', apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), priya, {
      observation_entries: [entry({ competencies: ['C-8.3'] })],
    });
    const id = created.json<{ result: { observation_entries: Observation[] } }>().result
      .observation_entries[0]!._id;
    const response = await send('POST', apiPath(apiPaths.editAnecdote, { id }), priya, {
      title: 'Changed',
      competencies: ['NOT-A-CODE'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field?: string }>().field).toBe('competencies');
    const kept = await listed(priya, id);
    expect(kept.title).not.toBe('Changed');
    expect(kept.competencies.map((c) => c.code)).toEqual(['C-8.3']);
  });

  it('refuses any code for a class without a framework, and takes the observation without', async () => {
    const farah = await staff('farah');
    await send('PUT', apiPath(apiPaths.classCurriculum, { classId: playgroupB }), farah, { framework: null });
    const priya = await staff('priya');
    const url = apiPath(apiPaths.createAnecdotes, { classId: playgroupB });
    const child = Object.values(playgroupKids)[0]!;
    const before = await written();
    const refused = await send('POST', url, priya, {
      observation_entries: [{ student_id: child, general_note: 'Counted to five.', competencies: ['C-8.3'] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ field?: string }>().field).toBe('observation_entries.0.competencies');
    expect(await written()).toEqual(before);
    const plain = await send('POST', url, priya, {
      observation_entries: [{ student_id: child, general_note: 'Counted to five.', competencies: [] }],
    });
    expect(plain.statusCode, plain.body).toBe(200);
    await send('PUT', apiPath(apiPaths.classCurriculum, { classId: playgroupB }), farah, {
      framework: 'ncf_fs_2022',
    });
  });
});
