import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  cbseFoundationalScheme,
  parakhFoundationalScheme,
  type AssessmentCycle,
  type AssessmentScheme,
  type SchoolModule,
} from '@cue/contracts';
import { assessmentCycles, assessmentSchemes, auditLog } from '../../db/schema/index.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

describe('assessment setup: schemes and cycles', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let butterflies: string;
  let sprouts: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Payload,
  ) => t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const cyclesUrl = (classId: string) => apiPath(apiPaths.classAssessmentCycles, { classId });
  const cycleUrl = (id: string) => apiPath(apiPaths.assessmentCycle, { id });
  const schemeUrl = (id: string) => apiPath(apiPaths.assessmentScheme, { id });
  const cycleCount = async () => (await t.db.select({ n: count() }).from(assessmentCycles))[0]!.n;
  const schemeCount = async () => (await t.db.select({ n: count() }).from(assessmentSchemes))[0]!.n;
  const cycleBody = (extra: Payload = {}): Payload => ({
    class_ids: [butterflies],
    name: 'Term 3',
    start_date: '2027-02-01',
    end_date: '2027-03-31',
    scheme: 'parakh_fs',
    ...extra,
  });
  const ownScheme = (extra: Payload = {}): Payload => ({
    name: 'Sunbeam stars',
    dimensions: [{ label: 'Does it', description: 'Shows the skill' }],
    levels: [{ label: 'Emerging' }, { label: 'Expected' }, { label: 'Exceeding' }],
    ...extra,
  });
  const listCycles = async (token: string, classId: string) => {
    const response = await send('GET', cyclesUrl(classId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { cycles: AssessmentCycle[] } }>().result.cycles;
  };
  const fieldOf = async (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ field: string }>().field;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const classes = await classesOf(t.app, await staff('farah'));
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    butterflies = classes['Butterflies Kindergarten With A Very Long Class Name']!._id;
    sprouts = Object.values(await classesOf(t.app, await staff('anil')))[0]!._id;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists the shipped PARAKH and CBSE schemes to staff; 401 without a token, 403 to a parent', async () => {
    const response = await send('GET', apiPaths.assessmentSchemes, await staff('priya'));
    expect(response.statusCode, response.body).toBe(200);
    const { schemes } = response.json<{ result: { schemes: AssessmentScheme[] } }>().result;
    const parakh = schemes.find((s) => s.key === 'parakh_fs')!;
    expect(parakh).toMatchObject({ kind: 'shipped', in_use: true });
    expect(parakh.dimensions.map((d) => d.label)).toEqual(['Awareness', 'Sensitivity', 'Creativity']);
    expect(parakh.levels.map((l) => l.label)).toEqual(['Stream', 'Mountain', 'Sky']);
    const cbse = schemes.find((s) => s.key === 'cbse_fs')!;
    expect(cbse.levels.map((l) => l.label)).toEqual(['Beginner', 'Progressing', 'Proficient', 'Advanced']);
    expect(cbse.dimensions).toHaveLength(3);
    expect((await send('GET', apiPaths.assessmentSchemes, null)).statusCode).toBe(401);
    expect((await send('GET', apiPaths.assessmentSchemes, await parent('rahul'))).statusCode).toBe(403);
  });

  it('shipped schemes have unique dimension and level keys, and CBSE’s goals cover every NCF domain once', () => {
    for (const scheme of [parakhFoundationalScheme, cbseFoundationalScheme]) {
      expect(new Set(scheme.dimensions.map((d) => d.key)).size).toBe(scheme.dimensions.length);
      expect(new Set(scheme.levels.map((l) => l.key)).size).toBe(scheme.levels.length);
    }
    const domains = cbseFoundationalScheme.dimensions.flatMap((d) => d.domains);
    expect(domains.sort()).toEqual(['NCF-AES', 'NCF-COG', 'NCF-LIT', 'NCF-PHY', 'NCF-PLH', 'NCF-SEE']);
  });

  it('shows the seeded terms of Nursery A with their phase; a teacher of the class reads, others do not', async () => {
    const cycles = await listCycles(await staff('priya'), nurseryA);
    expect(cycles.map((c) => [c.name, c.phase, c.scheme_name])).toEqual([
      ['Term 1', 'past', parakhFoundationalScheme.name],
      ['Term 2', 'current', parakhFoundationalScheme.name],
    ]);
    expect((await send('GET', cyclesUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('GET', cyclesUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', cyclesUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('GET', cyclesUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
  });

  it('a coordinator makes a term for two classes at once, renames it, deletes it, audited; a teacher may not', async () => {
    const farah = await staff('farah');
    const made = await send(
      'POST',
      apiPaths.assessmentCycles,
      farah,
      cycleBody({ class_ids: [butterflies, playgroupB] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const cycles = made.json<{ result: { cycles: AssessmentCycle[] } }>().result.cycles;
    expect(cycles.map((c) => c.class_id).sort()).toEqual([butterflies, playgroupB].sort());
    expect(cycles[0]).toMatchObject({ name: 'Term 3', phase: 'upcoming', scheme: 'parakh_fs' });

    const priya = await staff('priya');
    expect((await send('POST', apiPaths.assessmentCycles, priya, cycleBody())).statusCode).toBe(403);
    expect(
      (
        await send('PUT', cycleUrl(cycles[0]!._id), priya, {
          name: 'X',
          start_date: '2027-02-01',
          end_date: '2027-03-01',
        })
      ).statusCode,
    ).toBe(403);
    expect((await send('DELETE', cycleUrl(cycles[0]!._id), await staff('anil'))).statusCode).toBe(404);

    const renamed = await send('PUT', cycleUrl(cycles[0]!._id), farah, {
      name: 'Spring term',
      start_date: '2027-02-03',
      end_date: '2027-03-30',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ result: AssessmentCycle }>().result).toMatchObject({
      name: 'Spring term',
      start_date: '2027-02-03',
    });
    for (const cycle of cycles)
      expect((await send('DELETE', cycleUrl(cycle._id), farah)).statusCode).toBe(200);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, cycles[0]!._id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'create_assessment_cycle',
      'delete_assessment_cycle',
      'update_assessment_cycle',
    ]);
  });

  it('refuses overlapping terms, dates outside the year, unknown schemes and misfits, naming the field, writing nothing', async () => {
    const farah = await staff('farah');
    const before = await cycleCount();
    const post = async (extra: Payload) =>
      fieldOf(await send('POST', apiPaths.assessmentCycles, farah, cycleBody(extra)));
    const [, term2] = await listCycles(farah, nurseryA);
    // Nursery A's Term 2 is seeded: a cycle sharing a day with it is refused, and so is the whole
    // request even though Butterflies (listed first) has room.
    expect(
      await post({ class_ids: [butterflies, nurseryA], start_date: term2!.end_date, end_date: '2027-03-31' }),
    ).toBe('class_ids.1');
    expect(await post({ start_date: '2026-05-01' })).toBe('start_date');
    expect(await post({ end_date: '2027-04-30' })).toBe('end_date');
    expect(await post({ start_date: '2027-03-01', end_date: '2027-02-01' })).toBe('end_date');
    expect(await post({ scheme: 'gcse' })).toBe('scheme');
    expect(await post({ scheme: '0123456789abcdef01234567' })).toBe('scheme');
    expect(await post({ name: '' })).toBe('name');
    expect(await post({ class_ids: [] })).toBe('class_ids');
    expect(await cycleCount()).toBe(before);
    // Another school's class is not this coordinator's.
    expect(
      (await send('POST', apiPaths.assessmentCycles, farah, cycleBody({ class_ids: [sprouts] }))).statusCode,
    ).toBe(404);
    // CBSE's developmental goals group NCF domains: they do not fit an EYFS class.
    const anil = await staff('anil');
    const misfit = await send(
      'POST',
      apiPaths.assessmentCycles,
      anil,
      cycleBody({ class_ids: [sprouts], scheme: 'cbse_fs' }),
    );
    expect(await fieldOf(misfit)).toBe('scheme');
    // An edit moving Term 1 onto Term 2 is refused too.
    const [term1] = await listCycles(farah, nurseryA);
    const moved = await send('PUT', cycleUrl(term1!._id), farah, {
      name: 'Term 1',
      start_date: term1!.start_date,
      end_date: term2!.start_date,
    });
    expect(await fieldOf(moved)).toBe('start_date');
    expect(await cycleCount()).toBe(before);
  });

  it('a school scheme: made, used by a cycle (then only renamed), deleted once unused', async () => {
    const farah = await staff('farah');
    const made = await send('POST', apiPaths.assessmentSchemes, farah, ownScheme());
    expect(made.statusCode, made.body).toBe(200);
    const scheme = made.json<{ result: AssessmentScheme }>().result;
    expect(scheme).toMatchObject({ kind: 'school', in_use: false });
    expect(scheme.levels.map((l) => [l.key, l.label])).toEqual([
      ['l1', 'Emerging'],
      ['l2', 'Expected'],
      ['l3', 'Exceeding'],
    ]);
    // Anil (Maple Kids) neither sees nor uses Sunbeam's scheme.
    const anilList = (await send('GET', apiPaths.assessmentSchemes, await staff('anil'))).json<{
      result: { schemes: AssessmentScheme[] };
    }>().result.schemes;
    expect(anilList.map((s) => s.key)).not.toContain(scheme.key);
    expect((await send('PUT', schemeUrl(scheme.key), await staff('anil'), ownScheme())).statusCode).toBe(404);
    expect(
      (await send('POST', apiPaths.assessmentSchemes, await staff('priya'), ownScheme())).statusCode,
    ).toBe(403);

    const cycle = (
      await send('POST', apiPaths.assessmentCycles, farah, cycleBody({ scheme: scheme.key }))
    ).json<{ result: { cycles: AssessmentCycle[] } }>().result.cycles[0]!;
    expect(cycle.scheme_name).toBe('Sunbeam stars');

    const reshaped = await send(
      'PUT',
      schemeUrl(scheme.key),
      farah,
      ownScheme({ levels: [{ label: 'A' }, { label: 'B' }] }),
    );
    expect(reshaped.statusCode).toBe(409);
    const renamed = await send('PUT', schemeUrl(scheme.key), farah, ownScheme({ name: 'Sunbeam suns' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ result: AssessmentScheme }>().result).toMatchObject({
      name: 'Sunbeam suns',
      in_use: true,
    });
    expect((await send('DELETE', schemeUrl(scheme.key), farah)).statusCode).toBe(409);
    expect((await send('DELETE', cycleUrl(cycle._id), farah)).statusCode).toBe(200);
    expect((await send('DELETE', schemeUrl(scheme.key), farah)).statusCode).toBe(200);
  });

  it('refuses a scheme with too few levels or no dimension, naming the field, writing nothing', async () => {
    const farah = await staff('farah');
    const before = await schemeCount();
    const post = async (extra: Payload) =>
      fieldOf(await send('POST', apiPaths.assessmentSchemes, farah, ownScheme(extra)));
    expect(await post({ levels: [{ label: 'Only' }] })).toBe('levels');
    expect(await post({ dimensions: [] })).toBe('dimensions');
    expect(await post({ levels: [{ label: '' }, { label: 'B' }] })).toBe('levels.0.label');
    expect(await schemeCount()).toBe(before);
  });

  it('closes with every assessment module off, and opens with any one of them on', async () => {
    const farah = await staff('farah');
    const switchModule = async (module: SchoolModule, enabled: boolean) => {
      const response = await send('POST', apiPaths.schoolSettings, farah, {
        school_permissions: { [module]: { enabled } },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const modules: SchoolModule[] = ['hpc', 'grade_book', 'feedback', 'report'];
    for (const module of modules) await switchModule(module, false);
    expect((await send('GET', apiPaths.assessmentSchemes, farah)).statusCode).toBe(403);
    expect((await send('GET', cyclesUrl(nurseryA), farah)).statusCode).toBe(403);
    expect((await send('POST', apiPaths.assessmentCycles, farah, cycleBody())).statusCode).toBe(403);
    await switchModule('grade_book', true);
    expect((await send('GET', cyclesUrl(nurseryA), farah)).statusCode).toBe(200);
    for (const module of modules) await switchModule(module, true);
  });
});
