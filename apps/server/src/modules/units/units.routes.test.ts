import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, type Unit, type UnitList } from '@cue/contracts';
import { auditLog, planningResources, schools, units, users } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { demoLogins, demoPhones } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ensureGlobalUnits, globalUnitId } from './global-units/ensure-global-units.js';
import { globalUnits } from './global-units/index.js';

type Payload = Record<string, unknown>;

describe('the unit library', () => {
  let t: TestApp;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Payload,
  ) => t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const libraryUrl = (library: string, query = '') => `${apiPath(apiPaths.unitLibrary, { library })}${query}`;
  const unitUrl = (id: string) => apiPath(apiPaths.unitById, { id });
  const forkUrl = (id: string) => apiPath(apiPaths.unitFork, { id });
  const unitInput = (extra: Payload = {}): Payload => ({
    title: 'Puddles and Rain',
    framework: 'ncf_fs_2022',
    age_band: '3-4',
    duration_days: 5,
    theme: 'Monsoon',
    summary: 'Jumping in puddles',
    competencies: ['C-7.2'],
    learning_outcomes: ['Says where puddles come from'],
    activities: [
      { type: 'outdoor', title: 'Puddle jumping', minutes: 20, competencies: ['C-3.2'] },
      { type: 'story', title: 'Rain story', minutes: 10 },
    ],
    assessment: [{ what_to_observe: 'Explains puddles', competency_code: 'C-7.2' }],
    home_link: 'Jump in a puddle together',
    ...extra,
  });
  const list = async (token: string, library: string, query = '') => {
    const response = await send('GET', libraryUrl(library, query), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: UnitList }>().result;
  };
  const create = async (token: string, extra: Payload = {}) => {
    const response = await send('POST', apiPaths.units, token, unitInput(extra));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Unit }>().result;
  };
  const read = async (token: string, id: string) => {
    const response = await send('GET', unitUrl(id), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Unit }>().result;
  };
  const unitCount = async () => (await t.db.select({ n: count() }).from(units))[0]!.n;
  const water = () => globalUnitId('ncf-water-2-3');

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('ships the global units once, and updates only a changed one with a new version', async () => {
    const global = await list(await staff('priya'), 'global');
    expect(global.total).toBe(globalUnits.length);
    expect(await ensureGlobalUnits(t.db)).toEqual({ inserted: [], updated: [] });
    const changed = globalUnits.map((u) =>
      u.global_key === 'ncf-water-2-3' ? { ...u, unit: { ...u.unit, summary: 'A new summary' } } : u,
    );
    expect(await ensureGlobalUnits(t.db, new Date(), changed)).toEqual({
      inserted: [],
      updated: ['ncf-water-2-3'],
    });
    const [row] = await t.db.select().from(units).where(eq(units.id, water()));
    expect(row).toMatchObject({ summary: 'A new summary', version: 2 });
    await ensureGlobalUnits(t.db);
    expect((await read(await staff('priya'), water())).version).toBe(3);
  });

  it('answers 401 without a token and 403 to a parent token on every route', async () => {
    const rahul = await parent('rahul');
    for (const [method, url, body] of [
      ['GET', libraryUrl('global'), undefined],
      ['POST', apiPaths.units, unitInput()],
      ['GET', unitUrl(water()), undefined],
      ['PUT', unitUrl(water()), { ...unitInput(), version: 1 }],
      ['DELETE', unitUrl(water()), undefined],
      ['POST', forkUrl(water()), undefined],
    ] as const) {
      expect((await send(method, url, null, body)).statusCode, url).toBe(401);
      expect((await send(method, url, rahul, body)).statusCode, url).toBe(403);
    }
  });

  it('searches and filters the global library by words, age band, domain, competency and theme', async () => {
    const priya = await staff('priya');
    expect((await list(priya, 'global', '?q=splash')).units.map((u) => u.title)).toEqual([
      'Splash! Playing with Water',
    ]);
    // Activity titles are searched too.
    expect((await list(priya, 'global', '?q=rain%20gauge')).units.map((u) => u.title)).toEqual([
      'Weather Watchers',
    ]);
    const young = await list(priya, 'global', '?age_band=2-3');
    expect(young.units.every((u) => u.age_band === '2-3')).toBe(true);
    expect(young.total).toBe(globalUnits.filter((u) => u.unit.age_band === '2-3').length);
    const maths = await list(priya, 'global', '?domain=NCF-COG');
    expect(maths.total).toBeGreaterThan(0);
    expect(maths.units.every((u) => u.competencies.some((c) => /^C-(7|8)\./.test(c)))).toBe(true);
    const shapes = await list(priya, 'global', '?competency=C-8.8');
    expect(shapes.units.map((u) => u.title)).toEqual(['Shapes Around Us']);
    const kindness = await list(priya, 'global', '?theme=kindness');
    expect(kindness.units.map((u) => u.title)).toEqual(['Kindness Counts']);
    expect(kindness.themes).toContain('Festivals of Light');
    expect(kindness.units[0]).toMatchObject({ activity_count: 4, total_minutes: 60 });
    expect((await list(priya, 'global', '?domain=NCF-NONE')).total).toBe(0);
  });

  it('creates, reads, saves with a version (stale: 409) and deletes an organization unit', async () => {
    const priya = await staff('priya');
    const unit = await create(priya);
    expect(unit).toMatchObject({ library: 'organization', version: 1, can_edit: true, forked_from: null });
    expect(unit.created_by?.name).toMatch(/Priya/);
    expect(unit.activities.map((a) => a.id)).toHaveLength(2);
    const organization = await list(priya, 'organization');
    expect(organization.units.map((u) => u._id)).toContain(unit._id);
    // Meera teaches in the same school (organization); Anil's organization never sees it.
    expect((await read(await staff('meera'), unit._id)).can_edit).toBe(false);
    expect((await list(await staff('anil'), 'organization')).units.map((u) => u._id)).not.toContain(unit._id);

    const [first, second] = unit.activities;
    const saved = await send('PUT', unitUrl(unit._id), priya, {
      ...unitInput({
        title: 'Puddles',
        activities: [{ ...second }, { ...first }, { type: 'art', title: 'Rain art', minutes: 15 }],
      }),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ result: Unit }>().result;
    expect(after.version).toBe(2);
    // Existing blocks keep their ids in their new order; the new one gets its own.
    expect(after.activities.slice(0, 2).map((a) => a.id)).toEqual([second!.id, first!.id]);
    expect(after.activities[2]!.id).not.toBe(first!.id);
    const stale = await send('PUT', unitUrl(unit._id), priya, { ...unitInput(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    // Only the author or an admin: Meera may not; Farah (admin) may.
    expect(
      (await send('PUT', unitUrl(unit._id), await staff('meera'), { ...unitInput(), version: 2 })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', unitUrl(unit._id), await staff('meera'))).statusCode).toBe(403);
    expect((await send('DELETE', unitUrl(unit._id), await staff('farah'))).statusCode).toBe(200);
    expect((await send('GET', unitUrl(unit._id), priya)).statusCode).toBe(404);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, unit._id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['create_unit', 'update_unit', 'delete_unit']));
  });

  it('makes one unit for one Idempotency-Key', async () => {
    const priya = await staff('priya');
    const headers = { ...bearer(priya), 'idempotency-key': 'unit-key-1' };
    const one = await t.app.inject({ method: 'POST', url: apiPaths.units, headers, payload: unitInput() });
    const two = await t.app.inject({ method: 'POST', url: apiPaths.units, headers, payload: unitInput() });
    expect(two.json<{ result: Unit }>().result._id).toBe(one.json<{ result: Unit }>().result._id);
  });

  it("answers 404 for another organization's unit and 403 for changing a global one", async () => {
    const priya = await staff('priya');
    const theirs = await create(await staff('anil'));
    expect((await send('GET', unitUrl(theirs._id), priya)).statusCode).toBe(404);
    expect((await send('PUT', unitUrl(theirs._id), priya, { ...unitInput(), version: 1 })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', unitUrl(theirs._id), priya)).statusCode).toBe(404);
    expect((await send('POST', forkUrl(theirs._id), priya)).statusCode).toBe(404);
    expect((await send('PUT', unitUrl(water()), priya, { ...unitInput(), version: 1 })).statusCode).toBe(403);
    expect((await send('DELETE', unitUrl(water()), await staff('farah'))).statusCode).toBe(403);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const before = await unitCount();
    const zero = await send(
      'POST',
      apiPaths.units,
      priya,
      unitInput({ activities: [{ type: 'story', title: 'X', minutes: 0 }] }),
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'activities.0.minutes' });
    const activities = [
      { type: 'story', title: 'A', minutes: 5 },
      { type: 'story', title: 'B', minutes: 5 },
      { type: 'art', title: 'C', minutes: 5, competencies: ['EYFS-M-N-1'] },
    ];
    const foreign = await send('POST', apiPaths.units, priya, unitInput({ activities }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'activities.2.competencies' });
    const target = await send('POST', apiPaths.units, priya, unitInput({ competencies: ['C-99.1'] }));
    expect(target.json()).toMatchObject({ field: 'competencies' });
    const assessment = await send(
      'POST',
      apiPaths.units,
      priya,
      unitInput({ assessment: [{ what_to_observe: 'x', competency_code: 'nope' }] }),
    );
    expect(assessment.json()).toMatchObject({ field: 'assessment.0.competency_code' });
    const resource = await send('POST', apiPaths.units, priya, unitInput({ resource_ids: [newObjectId()] }));
    expect(resource.statusCode).toBe(400);
    expect(resource.json<{ field: string }>().field).toMatch(/^resource_ids/);
    expect(await unitCount()).toBe(before);
  });

  it("links the school's resources, and shows them by title", async () => {
    const priya = await staff('priya');
    const [me] = await t.db.select().from(users).where(eq(users.phone, demoPhones.priya));
    const [school] = await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery'));
    const resourceId = newObjectId();
    await t.db.insert(planningResources).values({
      id: resourceId,
      schoolId: school!.id,
      kind: 'link',
      title: 'Rain songs',
      url: 'https://example.org/rain',
      materials: [],
      createdBy: me!.id,
    });
    const unit = await create(priya, { resource_ids: [resourceId] });
    expect(unit.resources).toEqual([{ _id: resourceId, title: 'Rain songs', kind: 'link' }]);
  });

  it('forks a global unit into the organization library with new block ids, leaving the original as it was', async () => {
    const priya = await staff('priya');
    const before = await read(priya, water());
    const response = await send('POST', forkUrl(water()), priya);
    expect(response.statusCode, response.body).toBe(200);
    const copy = response.json<{ result: Unit }>().result;
    expect(copy).toMatchObject({
      library: 'organization',
      title: before.title,
      forked_from: { _id: water(), title: before.title },
      can_edit: true,
      version: 1,
    });
    expect(copy.activities.map((a) => a.title)).toEqual(before.activities.map((a) => a.title));
    expect(copy.activities.some((a) => before.activities.some((b) => b.id === a.id))).toBe(false);
    // Editing the copy leaves the original alone.
    await send('PUT', unitUrl(copy._id), priya, { ...unitInput({ title: 'My water week' }), version: 1 });
    expect(await read(priya, water())).toEqual(before);
    // An organization unit forks too.
    const again = await send('POST', forkUrl(copy._id), priya);
    expect(again.json<{ result: Unit }>().result.forked_from).toEqual({
      _id: copy._id,
      title: 'My water week',
    });
  });
});
