import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { addDaysToIsoDate, apiPath, apiPaths, type DefaultProject, type Project } from '@cue/contracts';
import { auditLog, classProjects, organizations, units } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

describe('project planning: a class’s projects and its default project', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let butterflies: string;
  let globalUnit: string;
  let mapleUnit: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Payload,
  ) => t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const day = (offset: number) => addDaysToIsoDate(today(), offset);
  const listUrl = (classId: string) => apiPath(apiPaths.classProjects, { classId });
  const projectUrl = (id: string) => apiPath(apiPaths.projectById, { id });
  const defaultUrl = (classId: string) => apiPath(apiPaths.defaultProject, { classId });
  const fields = (extra: Payload = {}): Payload => ({
    title: 'Shapes around us',
    start_date: day(30),
    end_date: day(40),
    ...extra,
  });
  const create = async (token: string, classId: string, extra: Payload = {}) => {
    const response = await send('POST', listUrl(classId), token, fields(extra));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Project }>().result;
  };
  const defaultOf = async (token: string, classId: string) => {
    const response = await send('GET', defaultUrl(classId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: DefaultProject }>().result;
  };
  const projectCount = async () => (await t.db.select({ n: count() }).from(classProjects))[0]!.n;
  const insertUnit = async (organizationId: string | null, title: string) => {
    const id = newObjectId();
    await t.db.insert(units).values({
      id,
      organizationId,
      title,
      framework: 'ncf_fs_2022',
      ageBand: '3-4',
      durationDays: 10,
      theme: 'Water',
      learningOutcomes: [],
      activities: [],
      differentiation: { support: '', extend: '' },
      assessment: [],
      searchText: title.toLowerCase(),
    });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const classes = await classesOf(t.app, await staff('farah'));
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    butterflies = classes['Butterflies Kindergarten With A Very Long Class Name']!._id;
    globalUnit = await insertUnit(null, 'Splash and float');
    const [maple] = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Maple Kids'));
    mapleUnit = await insertUnit(maple!.id, 'Maple’s own water week');
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists the seeded projects with their phase; 401, 403 to a parent and a non-teacher, 404 across schools', async () => {
    const priya = await staff('priya');
    const response = await send('GET', listUrl(nurseryA), priya);
    expect(response.statusCode).toBe(200);
    const { projects } = response.json<{ result: { projects: Project[] } }>().result;
    expect(projects.map((p) => p.phase)).toEqual(['current', 'upcoming']);
    expect(projects[1]!.title).toBe('Little gardeners');
    expect((await send('GET', listUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('GET', listUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', listUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('GET', listUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await send('GET', defaultUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await send('GET', defaultUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', defaultUrl(nurseryA), null)).statusCode).toBe(401);
  });

  it('plans a project on a global unit, edits it, makes it the default (one per class), deletes it, audited', async () => {
    const priya = await staff('priya');
    const project = await create(priya, nurseryA, { unit_id: globalUnit, notes: 'Bring towels' });
    expect(project).toMatchObject({
      unit: { _id: globalUnit, library: 'global', theme: 'Water' },
      phase: 'upcoming',
      is_default: false,
      notes: 'Bring towels',
    });
    const other = await create(priya, nurseryA, {
      title: 'Colours',
      is_default: true,
      start_date: day(50),
      end_date: day(55),
    });
    expect(other.is_default).toBe(true);
    const edited = await send(
      'PUT',
      projectUrl(project._id),
      priya,
      fields({ unit_id: globalUnit, title: 'Splash!', is_default: true }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ result: Project }>().result).toMatchObject({ title: 'Splash!', is_default: true });
    const list = (await send('GET', listUrl(nurseryA), priya)).json<{ result: { projects: Project[] } }>()
      .result.projects;
    expect(list.filter((p) => p.is_default).map((p) => p._id)).toEqual([project._id]);
    expect(await defaultOf(priya, nurseryA)).toMatchObject({
      reason: 'chosen',
      result: { _id: project._id },
    });

    expect((await send('PUT', projectUrl(project._id), await staff('anil'), fields())).statusCode).toBe(404);
    expect((await send('PUT', projectUrl(project._id), await parent('rahul'), fields())).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', projectUrl(project._id), await staff('anil'))).statusCode).toBe(404);
    expect((await send('DELETE', projectUrl(project._id), await staff('meera'))).statusCode).toBe(403);
    expect((await send('DELETE', projectUrl(project._id), null)).statusCode).toBe(401);
    for (const id of [project._id, other._id]) {
      expect((await send('DELETE', projectUrl(id), priya)).statusCode).toBe(200);
    }
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, project._id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'create_project',
      'delete_project',
      'update_project',
    ]);
    expect((await defaultOf(priya, nurseryA)).reason).toBe('current');
  });

  it('refuses bad dates and another organization’s unit, naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const before = await projectCount();
    const field = async (payload: Payload, classId = nurseryA) => {
      const response = await send('POST', listUrl(classId), priya, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ field: string }>().field;
    };
    expect(await field(fields({ end_date: day(29) }))).toBe('end_date');
    // The academic year runs 01-06-2026 to 31-03-2027.
    expect(await field(fields({ start_date: '2026-05-20' }))).toBe('start_date');
    expect(await field(fields({ end_date: '2027-04-02' }))).toBe('end_date');
    expect(await field(fields({ unit_id: mapleUnit }))).toBe('unit_id');
    expect(await field(fields({ unit_id: newObjectId() }))).toBe('unit_id');
    expect(await field(fields({ title: '' }))).toBe('title');
    expect(await projectCount()).toBe(before);
    const seeded = (await send('GET', listUrl(nurseryA), priya)).json<{ result: { projects: Project[] } }>()
      .result.projects[0]!;
    const put = await send(
      'PUT',
      projectUrl(seeded._id),
      priya,
      fields({ end_date: day(20), start_date: day(25) }),
    );
    expect(put.json<{ field: string }>().field).toBe('end_date');
    expect(await projectCount()).toBe(before);
  });

  it('answers the default project: none, the next to start, the current one, the chosen one', async () => {
    const farah = await staff('farah');
    expect(await defaultOf(farah, butterflies)).toEqual({ result: null, reason: 'none' });
    const soon = await create(farah, butterflies, { title: 'Soon', start_date: day(2), end_date: day(8) });
    const later = await create(farah, butterflies, { title: 'Later', start_date: day(9), end_date: day(20) });
    expect(await defaultOf(farah, butterflies)).toMatchObject({ reason: 'next', result: { _id: soon._id } });
    // Three days on (the school's today), 'Soon' is running.
    t.clock.advanceSeconds(3 * 24 * 3600);
    forget();
    const again = await staff('farah');
    expect(await defaultOf(again, butterflies)).toMatchObject({
      reason: 'current',
      result: { _id: soon._id, phase: 'current' },
    });
    await send(
      'PUT',
      projectUrl(later._id),
      again,
      fields({ title: 'Later', start_date: later.start_date, end_date: later.end_date, is_default: true }),
    );
    expect(await defaultOf(again, butterflies)).toMatchObject({
      reason: 'chosen',
      result: { _id: later._id },
    });
    // Playgroup B (2-3) has none and its teacher reads it too.
    expect((await defaultOf(await staff('meera'), playgroupB)).reason).toBe('none');
  });

  it('keeps one default when two teachers choose different defaults at once', async () => {
    const priya = await staff('priya');
    const farah = await staff('farah');
    const a = await create(priya, playgroupB, { title: 'Sand', start_date: day(60), end_date: day(65) });
    const b = await create(priya, playgroupB, { title: 'Shadows', start_date: day(66), end_date: day(70) });
    const choose = (token: string, p: Project) =>
      send('PUT', projectUrl(p._id), token, {
        title: p.title,
        start_date: p.start_date,
        end_date: p.end_date,
        is_default: true,
      });
    const answers = await Promise.all([choose(priya, a), choose(farah, b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const defaults = await t.db
      .select({ id: classProjects.id })
      .from(classProjects)
      .where(and(eq(classProjects.classId, playgroupB), eq(classProjects.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });
});
