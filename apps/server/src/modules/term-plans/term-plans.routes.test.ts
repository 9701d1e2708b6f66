import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  frameworkCompetencies,
  messages,
  type TermPlan,
  type TermShiftResult,
  type YearPlan,
} from '@cue/contracts';
import { auditLog, classProjects, weekPlanItems, weekPlans, yearThemes } from '../../db/schema/index.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { switchSchoolModule } from '../../test/school-modules.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoUserId, insertProject, insertWeekPlan } from '../../test/term-plan-rows.js';

type Payload = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT';

/**
 * Long- and mid-term planning (issue 16). The test clock reads 2026-11-20 (a Friday) in Kolkata;
 * Sunbeam's classes meet Monday to Friday in the academic year 01-06-2026 - 31-03-2027.
 */
describe('term plans', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sunbeam: string;
  let priyaId: string;
  const { staff, parent, forget } = demoLogins(() => t.app);
  const ncf = frameworkCompetencies('ncf_fs_2022').map((entry) => entry.competency.code);

  const send = (method: Method, url: string, token: string | null, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const ok = async <T>(method: Method, url: string, token: string, payload?: Payload) => {
    const response = await send(method, url, token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: T }>().result;
  };
  const yearUrl = (classId: string) => apiPath(apiPaths.yearPlan, { classId });
  const termUrl = (classId: string) => apiPath(apiPaths.termPlan, { classId });
  const shiftUrl = (classId: string) => apiPath(apiPaths.termPlanShift, { classId });
  const themeRows = async () => (await t.db.select({ n: count() }).from(yearThemes))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    const classes = await classesOf(t.app, await staff('priya'));
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    sunbeam = classes['Nursery A']!.school_info._id;
    priyaId = await demoUserId(t, 'priya');
    // These tests lay out Nursery A's term themselves: the demo school's projects would run beside them.
    await t.db.delete(classProjects).where(eq(classProjects.classId, nurseryA));
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('answers every month of the academic year, and saves, clears and refuses months', async () => {
    const priya = await staff('priya');
    await insertProject(t, {
      schoolId: sunbeam,
      classId: nurseryA,
      createdBy: priyaId,
      title: 'Water',
      startDate: '2026-12-07',
      endDate: '2026-12-18',
    });
    const empty = await ok<YearPlan>('GET', yearUrl(nurseryA), priya);
    expect(empty.academic_year).toBe('01-06-2026 - 31-03-2027');
    expect(empty.months.map((m) => m.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(empty.months.find((m) => m.month === '2026-12')).toEqual({
      month: '2026-12',
      theme: '',
      competencies: [],
      notes: '',
      projects: 1,
    });

    const saved = await ok<YearPlan>('PUT', yearUrl(nurseryA), priya, {
      months: [
        {
          month: '2026-11',
          theme: 'Festivals of light',
          competencies: [ncf[0], ncf[1]],
          notes: 'Diwali week',
        },
        { month: '2027-01', theme: 'Winter' },
      ],
    });
    expect(saved.months.find((m) => m.month === '2026-11')).toMatchObject({
      theme: 'Festivals of light',
      competencies: [ncf[0], ncf[1]],
      notes: 'Diwali week',
    });
    expect(saved.months.find((m) => m.month === '2027-01')!.theme).toBe('Winter');
    expect(await themeRows()).toBe(2);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'year_plan_update'));
    expect(audits).toHaveLength(1);

    // An empty month clears its row; months left out stay.
    await ok('PUT', yearUrl(nurseryA), priya, { months: [{ month: '2027-01', theme: '' }] });
    expect(await themeRows()).toBe(1);
    const after = await ok<YearPlan>('GET', yearUrl(nurseryA), priya);
    expect(after.months.find((m) => m.month === '2027-01')!.theme).toBe('');
    expect(after.months.find((m) => m.month === '2026-11')!.theme).toBe('Festivals of light');

    // Bad input names the field and writes nothing (not even the good month before it).
    const outside = await send('PUT', yearUrl(nurseryA), priya, {
      months: [
        { month: '2026-10', theme: 'Autumn' },
        { month: '2027-05', theme: 'Summer' },
      ],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ field: 'months.1.month' });
    const unknown = await send('PUT', yearUrl(nurseryA), priya, {
      months: [
        { month: '2026-10', theme: 'Autumn' },
        { month: '2026-12', theme: 'Water', competencies: ['NOT-A-CODE'] },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'months.1.competencies' });
    expect(unknown.json().message).toContain(
      "NOT-A-CODE is not a competency of the class's curriculum framework",
    );
    const badMonth = await send('PUT', yearUrl(nurseryA), priya, {
      months: [{ month: '2026-13', theme: 'x' }],
    });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().field).toMatch(/^months\.0\.month/);
    expect(await themeRows()).toBe(1);
  });

  it('answers the 12 months from this month for a class without an academic year', async () => {
    // Maple Kids and its Sprouts class have no academic year ('-').
    const anil = await staff('anil');
    const sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    const plan = await ok<YearPlan>('GET', yearUrl(sprouts), anil);
    expect(plan.academic_year).toBe('-');
    expect(plan.months).toHaveLength(12);
    expect(plan.months[0]!.month).toBe('2026-11');
    expect(plan.months.at(-1)!.month).toBe('2027-10');
    // Its months are those 12; the EYFS codes are its framework's.
    const outside = await send('PUT', yearUrl(sprouts), anil, { months: [{ month: '2026-10', theme: 'x' }] });
    expect(outside.json()).toMatchObject({ field: 'months.0.month' });
    const ncfCode = await send('PUT', yearUrl(sprouts), anil, {
      months: [{ month: '2027-10', theme: 'Leaves', competencies: [ncf[0]] }],
    });
    expect(ncfCode.json()).toMatchObject({ field: 'months.0.competencies' });
  });

  it('lays the term out as weeks with themes, projects and planned/done counts', async () => {
    const priya = await staff('priya');
    const across = await insertProject(t, {
      schoolId: sunbeam,
      classId: nurseryA,
      createdBy: priyaId,
      title: 'Light and shadow',
      startDate: '2026-11-10',
      endDate: '2026-11-25',
    });
    await insertWeekPlan(
      t,
      { schoolId: sunbeam, classId: nurseryA, createdBy: priyaId, weekStart: '2026-11-16' },
      [
        { date: '2026-11-16', status: 'done' },
        { date: '2026-11-17', status: 'moved', movedTo: '2026-11-18' },
        { date: '2026-11-18' },
        { date: '2026-11-19', status: 'skipped' },
      ],
    );
    // Default: this week (Monday 16 November), 13 weeks.
    const plan = await ok<TermPlan>('GET', termUrl(nurseryA), priya);
    expect(plan.weeks).toHaveLength(13);
    expect(plan.weeks[0]).toEqual({
      week_start: '2026-11-16',
      theme: 'Festivals of light',
      projects: [across],
      planned: 3,
      done: 1,
    });
    expect(plan.weeks[1]).toMatchObject({
      week_start: '2026-11-23',
      projects: [across],
      planned: 0,
      done: 0,
    });
    expect(plan.weeks[3]!.week_start).toBe('2026-12-07');
    expect(plan.weeks[3]!.theme).toBeNull();
    expect(plan.weeks[3]!.projects).toHaveLength(1);
    expect(plan.projects.map((p) => p.title)).toEqual(['Light and shadow', 'Water']);
    expect(plan.projects[0]).toMatchObject({
      phase: 'current',
      unit: null,
      created_by: { name: 'Priya Nair' },
    });

    // A day mid-week starts at its week; two weeks only.
    const later = await ok<TermPlan>('GET', `${termUrl(nurseryA)}?from=2026-12-09&weeks=2`, priya);
    expect(later.weeks.map((w) => w.week_start)).toEqual(['2026-12-07', '2026-12-14']);
    expect(later.projects.map((p) => p.title)).toEqual(['Water']);
    const bad = await send('GET', `${termUrl(nurseryA)}?weeks=40`, priya);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'weeks' });
  });

  it('moves everything from a week on after a holiday, in one go', async () => {
    const priya = await staff('priya');
    const seed = { schoolId: sunbeam, classId: playgroupB, createdBy: priyaId };
    const before = await insertProject(t, {
      ...seed,
      title: 'Done',
      startDate: '2026-10-05',
      endDate: '2026-10-30',
    });
    const across = await insertProject(t, {
      ...seed,
      title: 'Across',
      startDate: '2026-11-09',
      endDate: '2026-11-27',
    });
    const starting = await insertProject(t, {
      ...seed,
      title: 'Next',
      startDate: '2026-11-30',
      endDate: '2026-12-11',
    });
    const earlier = await insertWeekPlan(t, { ...seed, weekStart: '2026-11-16' }, [{ date: '2026-11-16' }]);
    const first = await insertWeekPlan(t, { ...seed, weekStart: '2026-11-23' }, [
      { date: '2026-11-23', status: 'moved', movedTo: '2026-11-25' },
      { date: '2026-11-25' },
    ]);
    const second = await insertWeekPlan(t, { ...seed, weekStart: '2026-11-30' }, [{ date: '2026-12-01' }]);

    const notAWeek = await send('POST', shiftUrl(playgroupB), priya, { from_week: '2026-11-24', weeks: 1 });
    expect(notAWeek.statusCode).toBe(400);
    expect(notAWeek.json()).toMatchObject({ field: 'from_week' });
    const tooMany = await send('POST', shiftUrl(playgroupB), priya, { from_week: '2026-11-23', weeks: 5 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: 'weeks' });

    const result = await ok<TermShiftResult>('POST', shiftUrl(playgroupB), priya, {
      from_week: '2026-11-23',
      weeks: 2,
    });
    expect(result).toEqual({ projects_moved: 1, projects_extended: 1, weeks_moved: 2, items_moved: 3 });

    const project = async (id: string) =>
      (await t.db.select().from(classProjects).where(eq(classProjects.id, id)))[0]!;
    expect(await project(before)).toMatchObject({ startDate: '2026-10-05', endDate: '2026-10-30' });
    expect(await project(across)).toMatchObject({ startDate: '2026-11-09', endDate: '2026-12-11' });
    expect(await project(starting)).toMatchObject({ startDate: '2026-12-14', endDate: '2026-12-25' });
    const plans = await t.db
      .select({ id: weekPlans.id, weekStart: weekPlans.weekStart })
      .from(weekPlans)
      .where(eq(weekPlans.classId, playgroupB))
      .orderBy(asc(weekPlans.weekStart));
    expect(plans).toEqual([
      { id: earlier, weekStart: '2026-11-16' },
      { id: first, weekStart: '2026-12-07' },
      { id: second, weekStart: '2026-12-14' },
    ]);
    const items = await t.db
      .select({ date: weekPlanItems.date, movedTo: weekPlanItems.movedTo })
      .from(weekPlanItems)
      .where(and(eq(weekPlanItems.classId, playgroupB)))
      .orderBy(asc(weekPlanItems.date), asc(weekPlanItems.position));
    expect(items).toEqual([
      { date: '2026-11-16', movedTo: null },
      { date: '2026-12-07', movedTo: '2026-12-09' },
      { date: '2026-12-09', movedTo: null },
      { date: '2026-12-15', movedTo: null },
    ]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'term_plan_shift'))).toHaveLength(1);
  });

  it('refuses a shift past the end of the academic year and writes nothing', async () => {
    const priya = await staff('priya');
    const seed = { schoolId: sunbeam, classId: playgroupB, createdBy: priyaId };
    await insertProject(t, { ...seed, title: 'Last', startDate: '2027-03-15', endDate: '2027-03-26' });
    const snapshot = async () => ({
      projects: await t.db
        .select({ id: classProjects.id, s: classProjects.startDate, e: classProjects.endDate })
        .from(classProjects)
        .orderBy(asc(classProjects.id)),
      plans: await t.db
        .select({ id: weekPlans.id, w: weekPlans.weekStart })
        .from(weekPlans)
        .orderBy(asc(weekPlans.id)),
      items: await t.db
        .select({ id: weekPlanItems.id, d: weekPlanItems.date })
        .from(weekPlanItems)
        .orderBy(asc(weekPlanItems.id)),
    });
    const was = await snapshot();
    const refused = await send('POST', shiftUrl(playgroupB), priya, { from_week: '2026-12-07', weeks: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'weeks' });
    expect(refused.json().message).toContain('would move plans past the end of the academic year');
    expect(await snapshot()).toEqual(was);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'term_plan_shift'))).toHaveLength(1);
  });

  const routes: { name: string; method: Method; url: () => string; body?: Payload }[] = [
    { name: 'year plan', method: 'GET', url: () => yearUrl(nurseryA) },
    {
      name: 'save the year plan',
      method: 'PUT',
      url: () => yearUrl(nurseryA),
      body: { months: [{ month: '2026-12', theme: 'Water' }] },
    },
    { name: 'term plan', method: 'GET', url: () => termUrl(nurseryA) },
    {
      name: 'holiday shift',
      method: 'POST',
      url: () => shiftUrl(nurseryA),
      body: { from_week: '2027-01-04', weeks: 1 },
    },
  ];

  it.each(routes)('$name: 401 without a token, 403 to a parent, 404 to another school', async (route) => {
    expect((await send(route.method, route.url(), null, route.body)).statusCode).toBe(401);
    expect((await send(route.method, route.url(), await parent('rahul'), route.body)).statusCode).toBe(403);
    expect((await send(route.method, route.url(), await staff('anil'), route.body)).statusCode).toBe(404);
  });

  it.each(routes)('$name: 403 while the school has term planning switched off', async (route) => {
    const farah = await staff('farah');
    await switchSchoolModule(t, farah, 'term_planning', false);
    try {
      const refused = await send(route.method, route.url(), await staff('priya'), route.body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.moduleOff);
    } finally {
      await switchSchoolModule(t, farah, 'term_planning', true);
    }
  });
});
