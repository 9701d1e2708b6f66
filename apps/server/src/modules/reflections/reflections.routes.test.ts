import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  DEFAULT_DAY_BLOCKS,
  RECORDS_CHANGED_EVENT,
  apiPath,
  apiPaths,
  reflectionMessages,
  type Project,
  type Reflection,
  type ReflectionList,
  type WeekPlan,
} from '@cue/contracts';
import { auditLog, reflectionChildren, reflectionComments, reflections } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

// The test clock starts on Friday 2026-11-20 (Asia/Kolkata); the demo classes meet Monday–Friday.
const LAST_WEEK = '2026-11-09';
const THIS_WEEK = '2026-11-16';
const NEXT_WEEK = '2026-11-23';
const story = DEFAULT_DAY_BLOCKS.find((block) => block.kind === 'story')!.id;

describe('reflections: a teacher’s own, read by the coordinators, commented on', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  let kids: Record<string, string>;
  let toddlers: Record<string, string>;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Payload,
  ) => t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const listUrl = (classId: string, query = '') =>
    `${apiPath(apiPaths.classReflections, { classId })}${query}`;
  const reflectionUrl = (id: string) => apiPath(apiPaths.reflectionById, { id });
  const commentsUrl = (id: string) => apiPath(apiPaths.reflectionComments, { id });
  const texts = (extra: Payload = {}): Payload => ({
    what_worked: 'Small groups at the water tray',
    what_to_change: 'Shorter circle time',
    next_steps: 'A rain gauge in the garden',
    ...extra,
  });
  const ok = async <T>(response: { statusCode: number; body: string; json: <U>() => U }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: T }>().result;
  };
  const list = async (token: string, classId: string, query = '') =>
    ok<ReflectionList>(await send('GET', listUrl(classId, query), token));
  const create = async (token: string, classId: string, payload: Payload) =>
    ok<Reflection>(await send('POST', listUrl(classId), token, payload));
  const counts = async () => ({
    reflections: (await t.db.select({ n: count() }).from(reflections))[0]!.n,
    children: (await t.db.select({ n: count() }).from(reflectionChildren))[0]!.n,
    comments: (await t.db.select({ n: count() }).from(reflectionComments))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    sprouts = Object.values(await classesOf(t.app, await staff('anil')))[0]!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
    toddlers = await studentsOf(t.app, priya, playgroupB);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists Priya’s seeded reflections on Nursery A to her, newest first; 401, 403 to a parent and a non-teacher, 404 across schools', async () => {
    const priya = await staff('priya');
    // The seeded ones' period (other tests add reflections on other periods).
    const mine = await list(priya, nurseryA, '?from=2026-11-09&to=2026-11-15');
    expect(mine.is_coordinator).toBe(false);
    expect(mine.authors).toEqual([]);
    expect(mine.has_more).toBe(false);
    expect(mine.reflections.map((r) => r.kind)).toEqual(['project', 'week']);
    const [project, week] = mine.reflections;
    // The project running now (on the global water unit, whose title it takes).
    expect(project!.project?.title).toMatch(/water/i);
    expect(project!.week_summary).toBeNull();
    expect(week).toMatchObject({
      week_start: LAST_WEEK,
      period_end: '2026-11-15',
      week_summary: { planned: 0, done: 0, moved: 0, skipped: 0 },
      author: { name: 'Priya Nair' },
      can_edit: true,
      can_comment: true,
    });
    expect(week!.students.map((s) => s.first_name).sort()).toEqual(['Sara', 'Vihaan']);
    expect(week!.competencies.map((c) => c.code)).toEqual(['C-7.2', 'C-9.3']);
    expect(week!.competencies[0]!.title).toMatch(/cause and effect/);

    expect((await send('GET', listUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('GET', listUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', listUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('GET', listUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await send('GET', reflectionUrl(week!._id), await staff('anil'))).statusCode).toBe(404);
    expect((await send('GET', reflectionUrl(week!._id), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', reflectionUrl(week!._id), null)).statusCode).toBe(401);
    expect((await send('GET', reflectionUrl(newObjectId()), priya)).statusCode).toBe(404);
    // A teacher filtering by someone else is refused, not silently shown their own.
    expect((await send('GET', listUrl(nurseryA, `?author_id=${newObjectId()}`), priya)).statusCode).toBe(403);
  });

  it('shows coordinators everyone’s reflections with the author filter and the period filters', async () => {
    const farah = await staff('farah');
    const all = await list(farah, nurseryA);
    expect(all.is_coordinator).toBe(true);
    // Only Priya writes on Nursery A (the seed and this file).
    expect(all.authors.map((a) => a.name)).toEqual(['Priya Nair']);
    expect(all.reflections.every((r) => !r.can_edit && r.can_comment)).toBe(true);
    const seededWeek = all.reflections.find((r) => r.week_start === LAST_WEEK)!;
    const seededProject = all.reflections.find(
      (r) => r.kind === 'project' && r.period_start === '2026-11-13',
    )!;
    expect(seededWeek.author.name).toBe('Priya Nair');
    expect(seededProject.author.name).toBe('Priya Nair');
    const ids = async (query: string) => (await list(farah, nurseryA, query)).reflections.map((r) => r._id);
    const priyaId = all.authors[0]!._id;
    expect(await ids(`?author_id=${priyaId}`)).toEqual(all.reflections.map((r) => r._id));
    expect(await ids(`?author_id=${newObjectId()}`)).toEqual([]);
    const weeks = (await list(farah, nurseryA, '?kind=week')).reflections;
    expect(weeks.every((r) => r.kind === 'week')).toBe(true);
    expect(weeks.map((r) => r._id)).toContain(seededWeek._id);
    // The seeded week ends on the 15th; the project runs from the 13th.
    const fromSixteenth = await ids('?from=2026-11-16');
    expect(fromSixteenth).toContain(seededProject._id);
    expect(fromSixteenth).not.toContain(seededWeek._id);
    const toTwelfth = await ids('?to=2026-11-12');
    expect(toTwelfth).toContain(seededWeek._id);
    expect(toTwelfth).not.toContain(seededProject._id);
    const one = await ok<Reflection>(await send('GET', reflectionUrl(all.reflections[0]!._id), farah));
    expect(one._id).toBe(all.reflections[0]!._id);
    const bad = await send('GET', listUrl(nurseryA, '?kind=month'), farah);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('kind');
  });

  it('writes a week reflection with the week plan’s counts, audited; one per week (409); another teacher of the class may not read it', async () => {
    const priya = await staff('priya');
    // Two activities planned this week: one done, one skipped.
    const planned: string[] = [];
    for (const date of ['2026-11-16', '2026-11-17']) {
      const plan = await ok<WeekPlan>(
        await send(
          'POST',
          apiPath(apiPaths.weekPlanItems, { classId: nurseryA, weekStart: THIS_WEEK }),
          priya,
          {
            date,
            block_id: story,
            activity: { type: 'story', title: 'Rain story', minutes: 20, competencies: [] },
          },
        ),
      );
      planned.push(plan.items.find((item) => item.date === date)!._id);
    }
    await ok(
      await send('POST', apiPath(apiPaths.weekPlanItemStatus, { id: planned[0]! }), priya, {
        status: 'done',
      }),
    );
    await ok(
      await send('POST', apiPath(apiPaths.weekPlanItemStatus, { id: planned[1]! }), priya, {
        status: 'skipped',
      }),
    );

    const written = await create(priya, nurseryA, {
      kind: 'week',
      week_start: THIS_WEEK,
      ...texts(),
      student_ids: [kids['Aarav Sharma'], kids['Aarav Sharma'], kids['Diya Menon']],
      competencies: ['C-7.2'],
    });
    expect(written).toMatchObject({
      kind: 'week',
      week_start: THIS_WEEK,
      period_start: THIS_WEEK,
      period_end: '2026-11-22',
      project: null,
      week_summary: { planned: 0, done: 1, moved: 0, skipped: 1 },
      what_worked: 'Small groups at the water tray',
      version: 1,
      comments: [],
    });
    expect(written.students.map((s) => s.first_name)).toEqual(['Aarav', 'Diya']);
    const [audit] = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, written._id));
    expect(audit!.action).toBe('create_reflection');
    expect(JSON.stringify(audit!.details)).not.toContain('water tray');

    const again = await send('POST', listUrl(nurseryA), priya, {
      kind: 'week',
      week_start: THIS_WEEK,
      ...texts(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(reflectionMessages.weekTaken);

    // Playgroup B: Priya and Meera both teach it; Meera reads her own reflections only.
    const shared = await create(priya, playgroupB, { kind: 'week', week_start: THIS_WEEK, ...texts() });
    const meera = await staff('meera');
    expect((await send('GET', reflectionUrl(shared._id), meera)).statusCode).toBe(403);
    expect((await send('PUT', reflectionUrl(shared._id), meera, { ...texts(), version: 1 })).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', reflectionUrl(shared._id), meera)).statusCode).toBe(403);
    expect((await send('POST', commentsUrl(shared._id), meera, { text: 'Nice' })).statusCode).toBe(403);
    // This week only: other tests write on other weeks of Playgroup B.
    const thisWeek = '?from=2026-11-16&to=2026-11-22';
    expect((await list(meera, playgroupB, thisWeek)).reflections).toEqual([]);
    // Meera's own, on the same week, is hers alone.
    const hers = await create(meera, playgroupB, { kind: 'week', week_start: THIS_WEEK, ...texts() });
    expect((await list(meera, playgroupB, thisWeek)).reflections.map((r) => r._id)).toEqual([hers._id]);
    expect((await list(priya, playgroupB, thisWeek)).reflections.map((r) => r._id)).toEqual([shared._id]);
    expect((await send('GET', reflectionUrl(hers._id), priya)).statusCode).toBe(403);
    expect((await list(await staff('farah'), playgroupB, thisWeek)).reflections).toHaveLength(2);
  });

  it('writes a project reflection on a project of the class; the seeded one makes a second on it a 409', async () => {
    const priya = await staff('priya');
    const projects = (
      await ok<{ projects: Project[] }>(
        await send('GET', apiPath(apiPaths.classProjects, { classId: nurseryA }), priya),
      )
    ).projects;
    const next = projects.find((p) => p.title === 'Little gardeners')!;
    const current = projects.find((p) => p.phase === 'current')!;
    const written = await create(priya, nurseryA, {
      kind: 'project',
      project_id: next._id,
      what_worked: 'Seeds',
    });
    expect(written).toMatchObject({
      kind: 'project',
      project: { _id: next._id, title: 'Little gardeners' },
      period_start: next.start_date,
      period_end: next.end_date,
      week_start: null,
      week_summary: null,
      what_to_change: '',
    });
    const taken = await send('POST', listUrl(nurseryA), priya, {
      kind: 'project',
      project_id: current._id,
      what_worked: 'Again',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(reflectionMessages.projectTaken);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const before = await counts();
    const field = async (payload: Payload, classId = nurseryA) => {
      const response = await send('POST', listUrl(classId), priya, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ field: string }>().field;
    };
    const week = (extra: Payload = {}) => ({ kind: 'week', week_start: '2026-11-02', ...texts(), ...extra });
    expect(await field({ kind: 'week', ...texts() })).toBe('week_start');
    expect(await field(week({ week_start: '2026-11-03' }))).toBe('week_start');
    expect(await field(week({ week_start: NEXT_WEEK }))).toBe('week_start');
    expect(await field(week({ project_id: newObjectId() }))).toBe('project_id');
    expect(await field({ kind: 'project', ...texts() })).toBe('project_id');
    expect(await field({ kind: 'project', project_id: newObjectId(), ...texts() })).toBe('project_id');
    expect(await field({ kind: 'term', ...texts() })).toBe('kind');
    expect(await field(week({ what_worked: '', what_to_change: ' ', next_steps: '' }))).toBe('what_worked');
    expect(await field(week({ what_worked: 'x'.repeat(4001) }))).toBe('what_worked');
    expect(await field(week({ student_ids: [toddlers['Anaya Sharma']] }))).toBe('student_ids');
    expect(await field(week({ student_ids: ['not-an-id'] }))).toBe('student_ids.0');
    expect(await field(week({ competencies: ['C-7.2', 'ELG-99'] }))).toBe('competencies');
    expect(await counts()).toEqual(before);

    // An edit that names a child of another class or an unknown code changes nothing either.
    const seeded = (await list(priya, nurseryA, '?kind=week')).reflections[0]!;
    const put = async (payload: Payload) => {
      const response = await send('PUT', reflectionUrl(seeded._id), priya, {
        ...texts(),
        version: seeded.version,
        ...payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ field: string }>().field;
    };
    expect(await put({ competencies: ['NOPE'] })).toBe('competencies');
    expect(await put({ student_ids: [toddlers['Dev Mehta']] })).toBe('student_ids');
    expect(await put({ version: 0 })).toBe('version');
    const after = await ok<Reflection>(await send('GET', reflectionUrl(seeded._id), priya));
    expect(after).toMatchObject({ version: seeded.version, what_worked: seeded.what_worked });
    expect(await counts()).toEqual(before);
  });

  it('edits with the version read (a stale one is a 409), only by the author; the author deletes, audited', async () => {
    const priya = await staff('priya');
    const farah = await staff('farah');
    const written = await create(priya, playgroupB, { kind: 'week', week_start: LAST_WEEK, ...texts() });
    const edited = await ok<Reflection>(
      await send('PUT', reflectionUrl(written._id), priya, {
        ...texts({ what_worked: 'Songs at the start', student_ids: [toddlers['Dev Mehta']] }),
        version: 1,
      }),
    );
    expect(edited).toMatchObject({ version: 2, what_worked: 'Songs at the start' });
    expect(edited.students.map((s) => s.first_name)).toEqual(['Dev']);
    const stale = await send('PUT', reflectionUrl(written._id), priya, { ...texts(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(reflectionMessages.changedElsewhere);
    expect((await ok<Reflection>(await send('GET', reflectionUrl(written._id), priya))).what_worked).toBe(
      'Songs at the start',
    );

    expect(
      (await send('PUT', reflectionUrl(written._id), farah, { ...texts(), version: 2 })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', reflectionUrl(written._id), farah)).statusCode).toBe(403);
    expect(
      (await send('PUT', reflectionUrl(written._id), await staff('anil'), { ...texts(), version: 2 }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', reflectionUrl(written._id), await staff('anil'))).statusCode).toBe(404);
    expect((await send('DELETE', reflectionUrl(written._id), null)).statusCode).toBe(401);
    expect((await send('DELETE', reflectionUrl(written._id), priya)).statusCode).toBe(200);
    expect((await send('GET', reflectionUrl(written._id), priya)).statusCode).toBe(404);
    expect(
      await t.db.select().from(reflectionChildren).where(eq(reflectionChildren.reflectionId, written._id)),
    ).toEqual([]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, written._id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'create_reflection',
      'delete_reflection',
      'update_reflection',
    ]);
  });

  it('lets a coordinator comment and the author answer; the author and coordinators are told, the class’s other teacher is not', async () => {
    const [priya, farah, meera] = [await staff('priya'), await staff('farah'), await staff('meera')];
    const written = await create(priya, playgroupB, { kind: 'week', week_start: '2026-11-02', ...texts() });
    const priyaSocket = await connectSocket(t.app, priya);
    const meeraSocket = await connectSocket(t.app, meera);
    try {
      const priyaEvents = collect(priyaSocket, RECORDS_CHANGED_EVENT);
      const meeraEvents = collect(meeraSocket, RECORDS_CHANGED_EVENT);
      const commented = await ok<Reflection>(
        await send('POST', commentsUrl(written._id), farah, { text: '  Try the song first.  ' }),
      );
      expect(commented.comments).toMatchObject([
        { text: 'Try the song first.', author: { name: 'Farah Khan' } },
      ]);
      const isIt = (event: { entity: string; ids: string[] }) =>
        event.entity === 'reflection' && event.ids.includes(written._id);
      await eventually(() => priyaEvents.some(isIt));
      expect(priyaEvents.find(isIt)).toEqual({
        entity: 'reflection',
        ids: [written._id],
        class_ids: [playgroupB],
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(meeraEvents.some(isIt)).toBe(false);
    } finally {
      priyaSocket.disconnect();
      meeraSocket.disconnect();
    }
    const answered = await ok<Reflection>(
      await send('POST', commentsUrl(written._id), priya, { text: 'Will do' }),
    );
    expect(answered.comments.map((c) => c.text)).toEqual(['Try the song first.', 'Will do']);
    const before = await counts();
    const empty = await send('POST', commentsUrl(written._id), farah, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ field: string }>().field).toBe('text');
    expect(
      (await send('POST', commentsUrl(written._id), await staff('anil'), { text: 'Hi' })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', commentsUrl(written._id), await parent('rahul'), { text: 'Hi' })).statusCode,
    ).toBe(403);
    expect((await send('POST', commentsUrl(written._id), null, { text: 'Hi' })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    const [audit] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'comment_reflection'));
    expect(JSON.stringify(audit!.details)).not.toContain('song');
  });

  it('keeps a reflection on a project once the project is deleted, with the title it had', async () => {
    const priya = await staff('priya');
    const project = await ok<Project>(
      await send('POST', apiPath(apiPaths.classProjects, { classId: nurseryA }), priya, {
        title: 'Shapes',
        start_date: '2026-10-01',
        end_date: '2026-10-10',
      }),
    );
    const written = await create(priya, nurseryA, { kind: 'project', project_id: project._id, ...texts() });
    expect((await send('DELETE', apiPath(apiPaths.projectById, { id: project._id }), priya)).statusCode).toBe(
      200,
    );
    const kept = await ok<Reflection>(await send('GET', reflectionUrl(written._id), priya));
    expect(kept.project).toEqual({ _id: null, title: 'Shapes' });
    // An edit still works on it.
    expect(
      (await send('PUT', reflectionUrl(written._id), priya, { ...texts(), version: 1 })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a reflection of another school to its own school’s admins', async () => {
    const anil = await staff('anil');
    expect((await send('GET', listUrl(sprouts), anil)).statusCode).toBe(200);
    const seeded = (await list(await staff('priya'), nurseryA)).reflections[0]!;
    expect((await send('PUT', reflectionUrl(seeded._id), anil, { ...texts(), version: 1 })).statusCode).toBe(
      404,
    );
  });
});
