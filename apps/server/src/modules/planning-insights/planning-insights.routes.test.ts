import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, frameworkCompetencies, type PlanningInsights } from '@cue/contracts';
import { classes, observationCompetencies, observations } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoUserId, insertWeekPlan } from '../../test/term-plan-rows.js';

/**
 * Planning insights for a seeded term of Butterflies (Sunbeam, NCF; no demo plans or observations
 * of its own). The test clock reads 2026-11-20, so the default window is 2026-08-28 to 2026-11-20.
 */
describe('planning insights', () => {
  let t: TestApp;
  let butterflies: string;
  let playgroupB: string;
  let sunbeam: string;
  const { staff, parent, forget } = demoLogins(() => t.app);
  const ncf = frameworkCompetencies('ncf_fs_2022');
  const [a, b, c] = ncf.map((entry) => entry.competency.code) as [string, string, string];
  const url = (classId: string, query = '') => `${apiPath(apiPaths.planningInsights, { classId })}${query}`;
  const get = (classId: string, token: string | null, query = '') =>
    t.app.inject({ method: 'GET', url: url(classId, query), headers: token ? bearer(token) : {} });
  const insights = async (classId: string, token: string, query = '') => {
    const response = await get(classId, token, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: PlanningInsights }>().result;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const farah = await staff('farah');
    const all = await classesOf(t.app, farah);
    butterflies = Object.values(all).find((c) => c.class_name.startsWith('Butterflies'))!._id;
    playgroupB = all['Playgroup B']!._id;
    sunbeam = all['Playgroup B']!.school_info._id;
    const kids = Object.values(await studentsOf(t.app, farah, butterflies));
    const farahId = await demoUserId(t, 'farah');
    const plan = { schoolId: sunbeam, classId: butterflies, createdBy: farahId };
    // Three weeks of plans in the window and one activity before it.
    await insertWeekPlan(t, { ...plan, weekStart: '2026-08-17' }, [
      { date: '2026-08-18', competencies: [a], status: 'done' },
    ]);
    await insertWeekPlan(t, { ...plan, weekStart: '2026-10-26' }, [
      { date: '2026-10-26', competencies: [a, b], status: 'done' },
      { date: '2026-10-27', competencies: [a], status: 'moved', movedTo: '2026-10-29' },
      { date: '2026-10-29', competencies: [a], status: 'done' },
    ]);
    await insertWeekPlan(t, { ...plan, weekStart: '2026-11-02' }, [
      { date: '2026-11-02', competencies: [b], status: 'skipped' },
      { date: '2026-11-03', competencies: [c] },
    ]);
    await insertWeekPlan(t, { ...plan, weekStart: '2026-11-09' }, [
      { date: '2026-11-10', competencies: [b], status: 'done' },
      { date: '2026-11-11', status: 'planned' },
    ]);
    const observe = async (childId: string, observedOn: string, codes: string[]) => {
      const id = newObjectId();
      await t.db.insert(observations).values({
        id,
        schoolId: sunbeam,
        classId: butterflies,
        childId,
        observedOn,
        title: 'Seen',
        note: 'A note',
        createdByUserId: farahId,
        updatedAt: new Date(),
      });
      if (codes.length > 0) {
        await t.db
          .insert(observationCompetencies)
          .values(codes.map((code) => ({ observationId: id, schoolId: sunbeam, code })));
      }
    };
    await observe(kids[0]!, '2026-10-28', [a]);
    await observe(kids[1]!, '2026-10-30', [a, c]);
    await observe(kids[0]!, '2026-11-12', [a]);
    await observe(kids[2]!, '2026-11-13', []);
    await observe(kids[1]!, '2026-08-01', [b]); // before the window
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('counts planned vs taught vs observed per competency over the last 12 weeks, with the gaps', async () => {
    const result = await insights(butterflies, await staff('farah'));
    expect(result).toMatchObject({ framework: 'ncf_fs_2022', from: '2026-08-28', to: '2026-11-20' });
    expect(result.totals).toEqual({
      planned: 6,
      done: 3,
      moved: 1,
      skipped: 1,
      observations: 4,
      tagged_observations: 3,
    });
    const of = (code: string) => result.competencies.find((entry) => entry.code === code)!;
    expect(of(a)).toMatchObject({ planned: 2, taught: 2, observed: 3, children_observed: 2, gap: null });
    expect(of(b)).toMatchObject({
      planned: 3,
      taught: 2,
      observed: 0,
      children_observed: 0,
      gap: 'not_observed',
    });
    expect(of(c)).toMatchObject({
      planned: 1,
      taught: 0,
      observed: 1,
      children_observed: 1,
      gap: 'not_taught',
    });
    expect(result.competencies).toHaveLength(ncf.length);
    expect(result.competencies.filter((entry) => entry.gap === 'not_planned')).toHaveLength(ncf.length - 3);
    // The three seeded competencies share their domain (the NCF's first): an activity or an
    // observation naming two of them counts once there; every other domain counts nothing.
    const domain = ncf[0]!.domain.code;
    expect(ncf.slice(0, 3).every((entry) => entry.domain.code === domain)).toBe(true);
    expect(result.domains.find((d) => d.code === domain)).toMatchObject({
      planned: 5,
      taught: 3,
      observed: 3,
    });
    expect(
      result.domains.filter((d) => d.code !== domain).every((d) => d.planned + d.taught + d.observed === 0),
    ).toBe(true);

    // A window around the August activity and observation only.
    const august = await insights(butterflies, await staff('farah'), '?from=2026-08-01&to=2026-08-31');
    expect(august.totals).toMatchObject({ planned: 1, done: 1, observations: 1, tagged_observations: 1 });
    expect(of(a).planned).toBe(2);
    expect(august.competencies.find((entry) => entry.code === a)).toMatchObject({
      planned: 1,
      taught: 1,
      observed: 0,
    });
  });

  it('answers a class without a framework with empty lists and zero totals', async () => {
    await t.db.update(classes).set({ classCurriculum: null }).where(eq(classes.id, playgroupB));
    const result = await insights(playgroupB, await staff('priya'));
    expect(result).toMatchObject({ framework: null, domains: [], competencies: [] });
    expect(result.totals).toEqual({
      planned: 0,
      done: 0,
      moved: 0,
      skipped: 0,
      observations: 0,
      tagged_observations: 0,
    });
  });

  it('refuses a bad window naming the field, and strangers', async () => {
    const farah = await staff('farah');
    const backwards = await get(butterflies, farah, '?from=2026-11-01&to=2026-10-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'from' });
    const long = await get(butterflies, farah, '?from=2025-01-01&to=2026-10-01');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'to' });
    const notADate = await get(butterflies, farah, '?from=2026-13-01');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json()).toMatchObject({ field: 'from' });

    expect((await get(butterflies, null)).statusCode).toBe(401);
    expect((await get(butterflies, await parent('rahul'))).statusCode).toBe(403);
    // Priya teaches Nursery A and Playgroup B, not Butterflies.
    expect((await get(butterflies, await staff('priya'))).statusCode).toBe(403);
    expect((await get(butterflies, await staff('anil'))).statusCode).toBe(404);
  });
});
