import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DEFAULT_DAY_BLOCKS, MAX_WEEK_PLAN_ITEMS, apiPath, apiPaths, type WeekPlan } from '@cue/contracts';
import {
  auditLog,
  classProjects,
  classes,
  daySchedules,
  schools,
  units,
  users,
  weekPlanItems,
  weekPlans,
  yearThemes,
} from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

const WEEK = '2026-11-23'; // a Monday inside Sunbeam's academic year (01-06-2026 - 31-03-2027)
const NEXT_WEEK = '2026-11-30';
const circle = DEFAULT_DAY_BLOCKS.find((block) => block.kind === 'circle_time')!.id;
const story = DEFAULT_DAY_BLOCKS.find((block) => block.kind === 'story')!.id;
const snack = DEFAULT_DAY_BLOCKS.find((block) => block.kind === 'snack')!.id;

describe('weekly planning: the week grid, its activities, copying and printing', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let butterflies: string;
  let sprouts: string;
  let unitId: string;
  let unitActivityId: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Payload,
  ) => t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const weekUrl = (classId = nurseryA, weekStart = WEEK) =>
    apiPath(apiPaths.weekPlan, { classId, weekStart });
  const itemsUrl = (classId = nurseryA, weekStart = WEEK) =>
    apiPath(apiPaths.weekPlanItems, { classId, weekStart });
  const itemUrl = (id: string) => apiPath(apiPaths.weekPlanItem, { id });
  const statusUrl = (id: string) => apiPath(apiPaths.weekPlanItemStatus, { id });
  const copyUrl = (weekStart: string, classId = nurseryA) =>
    apiPath(apiPaths.weekPlanCopyPrevious, { classId, weekStart });
  const pdfUrl = (classId = nurseryA, weekStart = WEEK) =>
    apiPath(apiPaths.weekPlanPdf, { classId, weekStart });
  const activity = (extra: Payload = {}): Payload => ({
    type: 'story',
    title: 'Rain story',
    minutes: 20,
    competencies: ['C-1.1'],
    ...extra,
  });
  const ok = async (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: WeekPlan }>().result;
  };
  const place = async (token: string, extra: Payload = {}, weekStart = WEEK, classId = nurseryA) =>
    ok(
      await send('POST', itemsUrl(classId, weekStart), token, {
        date: weekStart,
        block_id: story,
        activity: activity(),
        ...extra,
      }),
    );
  const itemCount = async () => (await t.db.select({ n: count() }).from(weekPlanItems))[0]!.n;
  const planCount = async () => (await t.db.select({ n: count() }).from(weekPlans))[0]!.n;
  const clearWeeks = async () => {
    await t.db.delete(weekPlanItems);
    await t.db.delete(weekPlans);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    const farahClasses = await classesOf(t.app, await staff('farah'));
    butterflies = farahClasses['Butterflies Kindergarten With A Very Long Class Name']!._id;
    sprouts = Object.values(await classesOf(t.app, await staff('anil')))[0]!._id;
    const [author] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, '9000000001'));
    // A unit, a project on it and a month theme of Nursery A's (the week reads them through the
    // units, projects and term plans services; the demo school keeps projects of its own too).
    unitId = newObjectId();
    unitActivityId = newObjectId();
    await t.db.insert(units).values({
      id: unitId,
      title: 'Water all around',
      framework: 'ncf_fs_2022',
      ageBand: '3-4',
      durationDays: 10,
      theme: 'Water',
      competencies: ['C-1.1'],
      learningOutcomes: [],
      activities: [
        {
          id: unitActivityId,
          type: 'sensory',
          title: 'Water play tray',
          minutes: 25,
          description: '',
          materials: ['tray', 'cups'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-1.1'],
        },
      ],
      differentiation: { support: '', extend: '' },
      assessment: [],
      searchText: 'water all around',
    });
    const schoolIdOf = classes['Nursery A']!.school_info._id;
    await t.db.insert(classProjects).values({
      id: newObjectId(),
      schoolId: schoolIdOf,
      classId: nurseryA,
      unitId,
      title: 'Water weeks',
      startDate: '2026-11-16',
      endDate: '2026-12-04',
      createdBy: author!.id,
    });
    await t.db.insert(yearThemes).values({
      schoolId: schoolIdOf,
      classId: nurseryA,
      month: '2026-11',
      theme: 'Water and weather',
    });
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it("answers the week: school days, the day's plannable blocks, the theme, the projects and their units' activities", async () => {
    const plan = await ok(await send('GET', weekUrl(), await staff('priya')));
    expect(plan.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(plan.blocks.map((block) => block.id)).toContain(story);
    expect(plan.blocks.map((block) => block.id)).not.toContain(snack);
    expect(plan.items).toEqual([]);
    expect(plan.theme).toBe('Water and weather');
    expect(plan.projects.map((project) => project.title)).toContain('Water weeks');
    const water = plan.palette!.find((entry) => entry.project_title === 'Water weeks');
    expect(water?.unit_title).toBe('Water all around');
    expect(water?.activities.map((a) => a.title)).toEqual(['Water play tray']);
  });

  it('leaves a project whose unit is gone out of the palette, still answering the week', async () => {
    await t.db.update(units).set({ deletedAt: new Date() }).where(eq(units.id, unitId));
    try {
      const plan = await ok(await send('GET', weekUrl(), await staff('priya')));
      expect(plan.projects.map((project) => project.title)).toContain('Water weeks');
      expect(plan.palette!.map((entry) => entry.project_title)).not.toContain('Water weeks');
    } finally {
      await t.db.update(units).set({ deletedAt: null }).where(eq(units.id, unitId));
    }
  });

  it('refuses without a token (401), to a parent (403), and another school’s class (404)', async () => {
    expect((await send('GET', weekUrl(), null)).statusCode).toBe(401);
    expect(
      (await send('POST', itemsUrl(), null, { date: WEEK, block_id: story, activity: activity() }))
        .statusCode,
    ).toBe(401);
    const rahul = await parent('rahul');
    expect((await send('GET', weekUrl(), rahul)).statusCode).toBe(403);
    expect((await send('GET', pdfUrl(), rahul)).statusCode).toBe(403);
    const anil = await staff('anil');
    expect((await send('GET', weekUrl(), anil)).statusCode).toBe(404);
    expect((await send('GET', pdfUrl(), anil)).statusCode).toBe(404);
    expect(
      (await send('POST', itemsUrl(), anil, { date: WEEK, block_id: story, activity: activity() }))
        .statusCode,
    ).toBe(404);
    expect((await send('PUT', weekUrl(), anil, { notes: 'x' })).statusCode).toBe(404);
    expect((await send('POST', copyUrl(WEEK), anil)).statusCode).toBe(404);
    // Sunbeam's teacher does not see Maple's class either.
    expect((await send('GET', weekUrl(sprouts), await staff('priya'))).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const before = { items: await itemCount(), plans: await planCount() };
    const field = async (response: { statusCode: number; json: <T>() => T }) => {
      expect(response.statusCode).toBe(400);
      return response.json<{ field: string }>().field;
    };
    expect(await field(await send('GET', weekUrl(nurseryA, '2026-11-24'), priya))).toBe('weekStart');
    expect(await field(await send('GET', weekUrl(nurseryA, '2027-06-07'), priya))).toBe('weekStart');
    expect(
      await field(
        await send('POST', itemsUrl(nurseryA, '2027-06-07'), priya, {
          date: '2027-06-07',
          block_id: story,
          activity: activity(),
        }),
      ),
    ).toBe('weekStart');
    // Saturday is no school day of Nursery A; a day of another week neither.
    expect(
      await field(
        await send('POST', itemsUrl(), priya, { date: '2026-11-28', block_id: story, activity: activity() }),
      ),
    ).toBe('date');
    expect(
      await field(
        await send('POST', itemsUrl(), priya, { date: '2026-11-30', block_id: story, activity: activity() }),
      ),
    ).toBe('date');
    // Snack is a routine, not a row of the grid.
    expect(
      await field(
        await send('POST', itemsUrl(), priya, { date: WEEK, block_id: snack, activity: activity() }),
      ),
    ).toBe('block_id');
    expect(
      await field(
        await send('POST', itemsUrl(), priya, {
          date: WEEK,
          block_id: story,
          activity: activity({ minutes: 0 }),
        }),
      ),
    ).toBe('activity.minutes');
    const unknown = await send('POST', itemsUrl(), priya, {
      date: WEEK,
      block_id: story,
      activity: activity({ competencies: ['ELG-99'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'activity.competencies' });
    expect(unknown.json<{ message: string }>().message).toContain('ELG-99');
    expect({ items: await itemCount(), plans: await planCount() }).toEqual(before);
  });

  it('refuses a source unit the actor cannot read, or an activity not of that unit (400, nothing written)', async () => {
    const priya = await staff('priya');
    const [maple] = await t.db
      .select({ organizationId: schools.organizationId })
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .where(eq(classes.id, sprouts));
    const [sunbeam] = await t.db
      .select({ organizationId: schools.organizationId })
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .where(eq(classes.id, nurseryA));
    expect(maple!.organizationId).not.toBe(sunbeam!.organizationId);
    const otherUnit = newObjectId();
    const otherActivity = newObjectId();
    await t.db.insert(units).values({
      id: otherUnit,
      organizationId: maple!.organizationId,
      title: 'Maple secret unit',
      framework: 'ncf_fs_2022',
      ageBand: '3-4',
      durationDays: 5,
      theme: 'Leaves',
      competencies: [],
      learningOutcomes: [],
      activities: [{ ...activity(), id: otherActivity, description: '', materials: [] } as never],
      differentiation: { support: '', extend: '' },
      assessment: [],
      searchText: 'maple secret unit',
    });
    const before = { items: await itemCount(), plans: await planCount() };
    const sourced = (source: Payload) =>
      send('POST', itemsUrl(), priya, { date: WEEK, block_id: story, activity: activity(), source });
    for (const unit_id of [otherUnit, newObjectId()]) {
      const response = await sourced({ unit_id, activity_id: otherActivity });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field: 'source.unit_id' });
      expect(response.body).not.toContain('Maple secret unit');
    }
    const wrong = await sourced({ unit_id: unitId, activity_id: otherActivity });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'source.activity_id' });
    expect({ items: await itemCount(), plans: await planCount() }).toEqual(before);
  });

  it('places, moves, edits and removes an activity; each write is audited', async () => {
    await clearWeeks();
    const priya = await staff('priya');
    const plan = await place(priya, { source: { unit_id: unitId, activity_id: unitActivityId } });
    expect(plan.items).toHaveLength(1);
    const [item] = plan.items;
    expect(item).toMatchObject({ date: WEEK, block_id: story, status: 'planned', position: 0 });
    expect(item!.activity).toMatchObject({ title: 'Rain story', minutes: 20, lead: 'adult_led' });
    expect(item!.source?.unit_title).toBe('Water all around');
    const [stored] = await t.db.select().from(weekPlanItems).where(eq(weekPlanItems.id, item!._id));
    expect(stored!.competencies).toEqual(['C-1.1']);

    const second = await place(priya, {
      activity: activity({ title: 'Puddle song', type: 'music_movement' }),
      position: 0,
    });
    expect(second.items.map((i) => i.activity.title)).toEqual(['Puddle song', 'Rain story']);

    const moved = await ok(
      await send('PATCH', itemUrl(item!._id), priya, { date: '2026-11-25', block_id: circle }),
    );
    const movedItem = moved.items.find((i) => i._id === item!._id)!;
    expect(movedItem).toMatchObject({ date: '2026-11-25', block_id: circle, position: 0 });
    expect(moved.items.find((i) => i._id !== item!._id)!.position).toBe(0);

    const badMove = await send('PATCH', itemUrl(item!._id), priya, { date: '2026-11-29' });
    expect(badMove.json()).toMatchObject({ field: 'date' });

    const edited = await ok(
      await send('PATCH', itemUrl(item!._id), priya, {
        activity: activity({ title: 'Rain story (big book)', minutes: 25 }),
      }),
    );
    expect(edited.items.find((i) => i._id === item!._id)!.activity).toMatchObject({
      title: 'Rain story (big book)',
      minutes: 25,
      id: item!.activity.id,
    });

    const anil = await staff('anil');
    expect((await send('PATCH', itemUrl(item!._id), anil, { position: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', itemUrl(item!._id), anil)).statusCode).toBe(404);
    expect((await send('POST', statusUrl(item!._id), anil, { status: 'done' })).statusCode).toBe(404);
    expect((await send('DELETE', itemUrl(item!._id), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('DELETE', itemUrl(item!._id), null)).statusCode).toBe(401);

    const removed = await ok(await send('DELETE', itemUrl(item!._id), priya));
    expect(removed.items.map((i) => i.activity.title)).toEqual(['Puddle song']);
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    for (const action of ['create_week_plan_item', 'update_week_plan_item', 'delete_week_plan_item']) {
      expect(actions).toContain(action);
    }
  });

  it('marks done with an evaluation, and a move makes a planned copy on the target day, in next week too', async () => {
    await clearWeeks();
    const priya = await staff('priya');
    const plan = await place(priya, { date: '2026-11-26' });
    const id = plan.items[0]!._id;
    const done = await ok(
      await send('POST', statusUrl(id), priya, { status: 'done', evaluation: 'They loved the splash part' }),
    );
    expect(done.items[0]).toMatchObject({ status: 'done', evaluation: 'They loved the splash part' });
    expect(done.items[0]!.marked_by?.name).toMatch(/Priya/);
    expect(done.items[0]!.marked_at).not.toBeNull();

    const noDay = await send('POST', statusUrl(id), priya, { status: 'moved' });
    expect(noDay.json()).toMatchObject({ field: 'moved_to' });
    const weekend = await send('POST', statusUrl(id), priya, { status: 'moved', moved_to: '2026-11-29' });
    expect(weekend.json()).toMatchObject({ field: 'moved_to' });
    const outside = await send('POST', statusUrl(id), priya, { status: 'moved', moved_to: '2027-04-05' });
    expect(outside.json()).toMatchObject({ field: 'moved_to' });

    const moved = await ok(
      await send('POST', statusUrl(id), priya, {
        status: 'moved',
        moved_to: '2026-12-01',
        evaluation: 'Rained out',
      }),
    );
    expect(moved.items[0]).toMatchObject({ status: 'moved', moved_to: '2026-12-01' });
    const next = await ok(await send('GET', weekUrl(nurseryA, NEXT_WEEK), priya));
    expect(next.items).toHaveLength(1);
    expect(next.items[0]).toMatchObject({
      date: '2026-12-01',
      block_id: story,
      status: 'planned',
      evaluation: '',
    });
    expect(next.items[0]!.activity.title).toBe('Rain story');
    expect(next.items[0]!._id).not.toBe(id);
  });

  it('refuses moving a moved activity again (409) and a move into a full week (400 moved_to)', async () => {
    await clearWeeks();
    const priya = await staff('priya');
    const id = (await place(priya, { date: '2026-11-26' })).items[0]!._id;
    await ok(await send('POST', statusUrl(id), priya, { status: 'moved', moved_to: '2026-11-27' }));
    const before = await itemCount();
    const again = await send('POST', statusUrl(id), priya, { status: 'moved', moved_to: '2026-12-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This activity was already moved' });
    expect(await itemCount()).toBe(before);

    // Next week holds the most activities a week may: no copy fits there.
    const other = (await place(priya, { date: '2026-11-24' })).items.find((i) => i.date === '2026-11-24')!;
    const full = await place(priya, { date: '2026-11-30' }, NEXT_WEEK);
    const [row] = await t.db.select().from(weekPlanItems).where(eq(weekPlanItems.id, full.items[0]!._id));
    await t.db.insert(weekPlanItems).values(
      Array.from({ length: MAX_WEEK_PLAN_ITEMS - 1 }, (_, i) => ({
        ...row!,
        id: newObjectId(),
        position: i + 1,
      })),
    );
    const count = await itemCount();
    const tooMany = await send('POST', statusUrl(other._id), priya, {
      status: 'moved',
      moved_to: '2026-12-02',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: 'moved_to' });
    expect(await itemCount()).toBe(count);
    const [unchanged] = await t.db.select().from(weekPlanItems).where(eq(weekPlanItems.id, other._id));
    expect(unchanged!.status).toBe('planned');
  });

  it('copies last week day for day as planned, once; 409 when the week has activities', async () => {
    await clearWeeks();
    const priya = await staff('priya');
    await place(priya, { date: '2026-11-23' });
    const withDone = await place(priya, {
      date: '2026-11-25',
      block_id: circle,
      activity: activity({ title: 'Counting drops' }),
    });
    const doneId = withDone.items.find((i) => i.activity.title === 'Counting drops')!._id;
    await ok(await send('POST', statusUrl(doneId), priya, { status: 'done', evaluation: 'Good' }));

    const copied = await send('POST', copyUrl(NEXT_WEEK), priya);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toEqual({ result: { copied: 2 } });
    const next = await ok(await send('GET', weekUrl(nurseryA, NEXT_WEEK), priya));
    expect(next.items.map((i) => [i.date, i.block_id, i.activity.title, i.status, i.evaluation])).toEqual([
      ['2026-11-30', story, 'Rain story', 'planned', ''],
      ['2026-12-02', circle, 'Counting drops', 'planned', ''],
    ]);
    const before = await itemCount();
    const again = await send('POST', copyUrl(NEXT_WEEK), priya);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This week already has activities' });
    expect(await itemCount()).toBe(before);
    expect((await send('POST', copyUrl(NEXT_WEEK), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('POST', copyUrl(NEXT_WEEK), null)).statusCode).toBe(401);
    expect((await send('POST', copyUrl('2026-12-01'), priya)).json()).toMatchObject({ field: 'weekStart' });
  });

  it('keeps the week’s notes', async () => {
    const priya = await staff('priya');
    const saved = await ok(await send('PUT', weekUrl(), priya, { notes: 'Bring raincoats on Wednesday' }));
    expect(saved.notes).toBe('Bring raincoats on Wednesday');
    expect((await ok(await send('GET', weekUrl(), priya))).notes).toBe('Bring raincoats on Wednesday');
    expect((await send('PUT', weekUrl(), await parent('rahul'), { notes: 'x' })).statusCode).toBe(403);
  });

  it("uses the class's own day schedule for the rows, only its plannable blocks", async () => {
    const farah = await staff('farah');
    const own = newObjectId();
    const routine = newObjectId();
    const classSchool = (await classesOf(t.app, farah))['Nursery A']!.school_info._id;
    await t.db.insert(daySchedules).values({
      id: newObjectId(),
      schoolId: classSchool,
      scope: 'class',
      classId: butterflies,
      blocks: [
        { id: routine, kind: 'arrival', label: 'Hello', start: '08:30', minutes: 15 },
        { id: own, kind: 'outdoor', label: 'Garden time', start: '08:45', minutes: 60 },
      ],
    });
    const plan = await ok(await send('GET', weekUrl(butterflies), farah));
    expect(plan.blocks.map((block) => block.label)).toEqual(['Garden time']);
    // Playgroup B keeps its own day (the demo school's two-year-olds' day), not Butterflies'.
    const other = await ok(await send('GET', weekUrl(playgroupB), farah));
    expect(other.blocks.length).toBeGreaterThan(0);
    expect(other.blocks.map((block) => block.label)).not.toContain('Garden time');
  });

  it('prints the week as one A4 page, in Devanagari where an activity is titled in Hindi', async () => {
    await clearWeeks();
    const priya = await staff('priya');
    await place(priya, { activity: activity({ title: 'कहानी का समय' }) });
    const response = await send('GET', pdfUrl(), priya);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="week-plan-nursery-a-2026-11-23.pdf"',
    );
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/NotoSansDevanagari/);
  });

  it('prints 60 activities, Arabic and Hebrew titles too, on exactly one page', async () => {
    await clearWeeks();
    const priya = await staff('priya');
    const plan = await ok(await send('GET', weekUrl(), priya));
    const titles = [
      'Rain story with a long title that wraps over several lines',
      'قصة المطر',
      'שיר הגשם',
      'कहानी का समय',
    ];
    for (let i = 0; i < 60; i += 1) {
      const day = plan.days[i % plan.days.length]!;
      const block = plan.blocks[i % plan.blocks.length]!;
      await place(priya, {
        date: day,
        block_id: block.id,
        activity: activity({ title: `${titles[i % 4]} ${i}` }),
      });
    }
    await send('PUT', weekUrl(), priya, { notes: 'Raincoats. '.repeat(200) });
    const response = await send('GET', pdfUrl(), priya);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/NotoSansArabic/);
    expect(pdf).toMatch(/NotoSansHebrew/);
  });
});
