import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  DEFAULT_DAY_BLOCKS,
  apiPath,
  apiPaths,
  type ClassDayCycle,
  type DaySchedule,
  type DaySchedules,
} from '@cue/contracts';
import { auditLog, daySchedules } from '../../db/schema/index.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

describe('day schedules: the school day, age bands, a class’s own day, and the balance targets', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const cycleUrl = (classId: string) => apiPath(apiPaths.classDayCycle, { classId });
  const cycle = async (token: string, classId: string) => {
    const response = await send('GET', cycleUrl(classId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ClassDayCycle }>().result;
  };
  const scheduleCount = async () => (await t.db.select({ n: count() }).from(daySchedules))[0]!.n;
  const classDay = (classId: string, extra: Payload = {}): Payload => ({
    scope: 'class',
    class_id: classId,
    blocks: [
      { kind: 'circle_time', label: 'Circle', start: '09:00', minutes: 20 },
      { kind: 'outdoor', label: 'Garden', start: '09:20', minutes: 70 },
    ],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const farah = await staff('farah');
    const classes = await classesOf(t.app, farah);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    sprouts = (await classesOf(t.app, await staff('anil')))['Sprouts']!._id;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists the school’s days and targets to its staff; 401 without a token, 403 to a parent', async () => {
    const response = await send('GET', apiPaths.daySchedules, await staff('priya'));
    expect(response.statusCode).toBe(200);
    const { schedules, targets } = response.json<{ result: DaySchedules }>().result;
    expect(schedules.map((s) => s.scope).sort()).toEqual(['age_band', 'school']);
    expect(schedules.find((s) => s.scope === 'age_band')!.age_band).toBe('2-3');
    expect(targets.outdoor).toBe(60);
    // Maple Kids keeps no day yet: the default targets, no schedules.
    const maple = (await send('GET', apiPaths.daySchedules, await staff('anil'))).json<{
      result: DaySchedules;
    }>().result;
    expect(maple).toEqual({ schedules: [], targets: { outdoor: 60, free_play: 60, story: 15 } });
    expect((await send('GET', apiPaths.daySchedules, null)).statusCode).toBe(401);
    expect((await send('GET', apiPaths.daySchedules, await parent('rahul'))).statusCode).toBe(403);
  });

  it('gives a class the most specific day: its own, then its age band’s, then the school’s', async () => {
    const farah = await staff('farah');
    // Nursery A (3-4 years): the school day, on the standard block ids.
    const nursery = await cycle(farah, nurseryA);
    expect(nursery.source).toBe('school');
    expect(nursery.schedule!.blocks.map((b) => b.id)).toEqual(DEFAULT_DAY_BLOCKS.map((b) => b.id));
    // Playgroup B (2-3 years): the two-year-olds' day, with its rest.
    const playgroup = await cycle(farah, playgroupB);
    expect(playgroup.source).toBe('age_band');
    expect(playgroup.schedule!.blocks.some((b) => b.kind === 'rest')).toBe(true);
    // Maple Kids keeps no day: clients fall back to the standard day.
    const maple = await cycle(await staff('anil'), sprouts);
    expect(maple).toMatchObject({ source: null, schedule: null });
    expect((await send('GET', cycleUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('GET', cycleUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', cycleUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await send('GET', cycleUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
  });

  it('lets a class’s teacher keep its own day, keeping block ids sent, and go back to the school day', async () => {
    const priya = await staff('priya');
    const first = await send('PUT', apiPaths.daySchedules, priya, classDay(nurseryA));
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<{ result: DaySchedule }>().result;
    expect(saved).toMatchObject({ scope: 'class', class_id: nurseryA, age_band: null });
    expect(saved.updated_by!.name).toMatch(/Priya/);
    const [circle, garden] = saved.blocks;
    const again = await send('PUT', apiPaths.daySchedules, priya, {
      ...classDay(nurseryA),
      blocks: [
        { ...circle, label: 'Big circle' },
        { ...garden, minutes: 60 },
        { kind: 'story', label: 'Story', start: '10:20', minutes: 15 },
      ],
    });
    const edited = again.json<{ result: DaySchedule }>().result;
    expect(edited._id).toBe(saved._id);
    expect(edited.blocks.slice(0, 2).map((b) => b.id)).toEqual([circle!.id, garden!.id]);
    expect(edited.blocks[2]!.id).toMatch(/^[0-9a-f]{24}$/);
    const own = await cycle(priya, nurseryA);
    expect(own.source).toBe('class');
    expect(own.schedule!.blocks.map((b) => b.label)).toEqual(['Big circle', 'Garden', 'Story']);
    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'save_day_schedule'), eq(auditLog.entityId, saved._id)));
    expect(audit!.n).toBe(2);

    // Meera does not teach Nursery A; Maple's admin may not see it at all.
    expect(
      (await send('PUT', apiPaths.daySchedules, await staff('meera'), classDay(nurseryA))).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', apiPaths.daySchedules, await staff('anil'), classDay(nurseryA))).statusCode,
    ).toBe(404);
    const deleteUrl = apiPath(apiPaths.daySchedule, { id: saved._id });
    expect((await send('DELETE', deleteUrl, await staff('anil'))).statusCode).toBe(404);
    expect((await send('DELETE', deleteUrl, await parent('rahul'))).statusCode).toBe(403);
    expect((await send('DELETE', deleteUrl, null)).statusCode).toBe(401);
    const gone = await send('DELETE', deleteUrl, priya);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await cycle(priya, nurseryA)).source).toBe('school');
  });

  it('keeps the school’s and age bands’ days and the targets to the academic setup switch', async () => {
    const schoolDay = { scope: 'school', blocks: DEFAULT_DAY_BLOCKS };
    const priya = await staff('priya');
    const before = await scheduleCount();
    expect((await send('PUT', apiPaths.daySchedules, priya, schoolDay)).statusCode).toBe(403);
    expect(
      (await send('PUT', apiPaths.daySchedules, priya, { ...schoolDay, scope: 'age_band', age_band: '4-5' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', apiPaths.dayScheduleTargets, priya, { targets: { outdoor: 90 } })).statusCode,
    ).toBe(403);
    expect((await send('PUT', apiPaths.daySchedules, await parent('rahul'), schoolDay)).statusCode).toBe(403);
    expect((await send('PUT', apiPaths.daySchedules, null, schoolDay)).statusCode).toBe(401);
    expect(await scheduleCount()).toBe(before);

    const farah = await staff('farah');
    const band = await send('PUT', apiPaths.daySchedules, farah, {
      ...schoolDay,
      scope: 'age_band',
      age_band: '4-5',
    });
    expect(band.statusCode, band.body).toBe(200);
    expect(band.json<{ result: DaySchedule }>().result.blocks.map((b) => b.id)).toEqual(
      DEFAULT_DAY_BLOCKS.map((b) => b.id),
    );
    const targets = await send('PUT', apiPaths.dayScheduleTargets, farah, { targets: { outdoor: 90 } });
    expect(targets.statusCode, targets.body).toBe(200);
    const listed = (await send('GET', apiPaths.daySchedules, priya)).json<{ result: DaySchedules }>().result;
    expect(listed.targets).toEqual({ outdoor: 90 });
    expect(listed.schedules.some((s) => s.age_band === '4-5')).toBe(true);
    // A member may not delete the school's day.
    const school = listed.schedules.find((s) => s.scope === 'school')!;
    expect((await send('DELETE', apiPath(apiPaths.daySchedule, { id: school._id }), priya)).statusCode).toBe(
      403,
    );
  });

  it('refuses overlapping blocks and repeated ids, naming the block, writing nothing', async () => {
    const priya = await staff('priya');
    const before = await scheduleCount();
    const overlapping = await send('PUT', apiPaths.daySchedules, priya, {
      ...classDay(playgroupB),
      blocks: [
        { kind: 'circle_time', label: 'Circle', start: '09:00', minutes: 30 },
        { kind: 'snack', label: 'Snack', start: '09:20', minutes: 15 },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json<{ field: string }>().field).toBe('blocks.1.start');
    const id = DEFAULT_DAY_BLOCKS[0]!.id;
    const repeated = await send('PUT', apiPaths.daySchedules, priya, {
      ...classDay(playgroupB),
      blocks: [
        { id, kind: 'circle_time', label: 'Circle', start: '09:00', minutes: 30 },
        { id, kind: 'snack', label: 'Snack', start: '09:30', minutes: 15 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<{ field: string }>().field).toBe('blocks.1.id');
    const noClass = await send('PUT', apiPaths.daySchedules, priya, {
      ...classDay(playgroupB),
      class_id: undefined,
    });
    expect(noClass.json<{ field: string }>().field).toBe('class_id');
    expect(await scheduleCount()).toBe(before);
  });
});
