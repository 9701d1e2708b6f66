import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, type ClassIncidents, type Incident } from '@cue/contracts';
import { auditLog, incidents } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { apiCaller } from '../../test/api-caller.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('incidents: recorded by staff, acknowledged by the family', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let aarav: string;
  let kabir: string;
  let anaya: string;
  let mapleKid: string;
  let sprouts: string;
  const { staff, parent } = demoLogins(() => t.app);

  const send = apiCaller(() => t.app);
  const classUrl = (classId: string) => apiPath(apiPaths.classIncidents, { classId });
  const childUrl = (studentId: string) => apiPath(apiPaths.childIncidents, { studentId });
  const byIdUrl = (id: string) => apiPath(apiPaths.incidentById, { id });
  const ackUrl = (id: string) => apiPath(apiPaths.acknowledgeIncident, { id });
  const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();
  const incident = (overrides: Record<string, unknown> = {}) => ({
    student_id: aarav,
    happened_at: minutesAgo(30),
    location: 'Garden',
    description: 'Tripped on the path and grazed a knee',
    first_aid: 'Cleaned and a plaster',
    parent_informed_how: 'phone',
    parent_informed_at: minutesAgo(10),
    ...overrides,
  });
  const record = async (overrides: Record<string, unknown> = {}) => {
    const response = await send('POST', classUrl(nurseryA), await staff('priya'), incident(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Incident }>().result;
  };
  const total = async () => (await t.db.select({ n: count() }).from(incidents))[0]!.n;
  const expectBadInput = async (call: () => Promise<Response>, field: string) => {
    const before = await total();
    const response = await call();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await total()).toBe(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    const kids = await studentsOf(t.app, priya, nurseryA);
    aarav = kids['Aarav Sharma']!;
    kabir = kids['Kabir Iyer']!;
    anaya = (await studentsOf(t.app, priya, playgroupB))['Anaya Sharma']!;
    const anil = await staff('anil');
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleKid = Object.values(await studentsOf(t.app, anil, sprouts))[0]!;
  });
  afterAll(() => t.close());

  it('staff record it, correct it, the parent reads and acknowledges it, and then it is closed to edits', async () => {
    const board = (await send('GET', classUrl(nurseryA), await staff('priya'))).json<{
      result: ClassIncidents;
    }>().result;
    const farah = board.staff_choices.find((p) => p.name === 'Farah Khan')!;
    const saved = await record({ staff_user_ids: [farah._id] });
    expect(saved).toMatchObject({
      student_name: 'Aarav Sharma',
      class_id: nurseryA,
      location: 'Garden',
      staff_involved: [{ _id: farah._id, name: 'Farah Khan' }],
      parent_informed_how: 'phone',
      recorded_by: { name: 'Priya Nair' },
      acknowledged_at: null,
      may_edit: true,
    });

    const edited = await send('POST', byIdUrl(saved._id), await staff('priya'), { location: 'Sandpit' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ result: Incident }>().result.location).toBe('Sandpit');
    const [editAudit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'edit_incident'));
    expect(editAudit!.details).toMatchObject({ before: { location: 'Garden' } });

    const mine = (await send('GET', childUrl(aarav), await parent('rahul'))).json<{ result: Incident[] }>()
      .result;
    expect(mine.map((i) => i._id)).toContain(saved._id);
    expect(mine.every((i) => i.may_edit === false)).toBe(true);

    const acked = await send('POST', ackUrl(saved._id), await parent('rahul'));
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json<{ result: Incident }>().result.acknowledged_by).toMatchObject({ name: 'Rahul Sharma' });

    const after = (await send('GET', classUrl(nurseryA), await staff('priya'))).json<{
      result: ClassIncidents;
    }>().result;
    const row = after.incidents.find((i) => i._id === saved._id)!;
    expect(row).toMatchObject({ acknowledged_by: { name: 'Rahul Sharma' }, may_edit: false });
    expect(after.unacknowledged_count).toBe(after.incidents.filter((i) => !i.acknowledged_at).length);

    const late = await send('POST', byIdUrl(saved._id), await staff('priya'), { location: 'Hall' });
    expect(late.statusCode).toBe(403);
    expect((await t.db.select().from(incidents).where(eq(incidents.id, saved._id)))[0]!.location).toBe(
      'Sandpit',
    );
  });

  it("tells the class's staff and the child's own parents only, ids only", async () => {
    const teacher = await connectSocket(t.app, await staff('priya'));
    const family = await connectSocket(t.app, await parent('rahul'));
    const otherFamily = await connectSocket(t.app, await parent('meera'));
    try {
      const got = [teacher, family, otherFamily].map((s) => collect(s, 'records-changed'));
      const saved = await record();
      const expected = { entity: 'incident', ids: [saved._id], class_ids: [nurseryA] };
      await eventually(() => got[0]!.length >= 1 && got[1]!.length >= 1);
      expect(got[0]).toContainEqual(expected);
      expect(got[1]).toContainEqual(expected);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got[2]!.filter((e) => e.entity === 'incident')).toEqual([]);
    } finally {
      for (const s of [teacher, family, otherFamily]) s.close();
    }
  });

  it('answers 401, 403 and 404 as it should', async () => {
    const saved = await record();
    expect((await send('GET', classUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('GET', childUrl(aarav), null)).statusCode).toBe(401);
    // Another family's child (same school), and acknowledging it.
    expect((await send('GET', childUrl(kabir), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('POST', ackUrl(saved._id), await parent('meera'))).statusCode).toBe(403);
    // A teacher of another class.
    expect((await send('GET', classUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('POST', byIdUrl(saved._id), await staff('meera'), { location: 'x' })).statusCode).toBe(
      403,
    );
    // Another school.
    expect((await send('GET', childUrl(mapleKid), await parent('rahul'))).statusCode).toBe(404);
    expect((await send('GET', classUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await send('POST', byIdUrl(saved._id), await staff('anil'), { location: 'x' })).statusCode).toBe(
      404,
    );
    // Staff do not acknowledge for the family.
    expect((await send('POST', ackUrl(saved._id), await staff('priya'))).statusCode).toBe(403);
  });

  it('refuses a correction that changes nothing (an empty body, or the values it already has) with a 400', async () => {
    const priya = await staff('priya');
    const saved = await record({ location: 'Hall' });
    const edits = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'edit_incident'))).filter(
        (entry) => entry.entityId === saved._id,
      ).length;
    for (const body of [{}, { location: 'Hall', parent_informed_how: 'phone' }]) {
      const response = await send('POST', byIdUrl(saved._id), priya, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'body',
        message: 'body: must change at least one field',
      });
    }
    expect(await edits()).toBe(0);
    const [row] = await t.db.select().from(incidents).where(eq(incidents.id, saved._id));
    expect(row!.updatedAt.toISOString()).toBe(saved.updated_at);
    // One real change among unchanged ones is saved.
    const changed = await send('POST', byIdUrl(saved._id), priya, {
      location: 'Hall',
      description: 'Bumped a door',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await edits()).toBe(1);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const future = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    await expectBadInput(
      () => send('POST', classUrl(nurseryA), priya, incident({ happened_at: future })),
      'happened_at',
    );
    await expectBadInput(
      () => send('POST', classUrl(nurseryA), priya, incident({ parent_informed_at: future })),
      'parent_informed_at',
    );
    await expectBadInput(
      () => send('POST', classUrl(nurseryA), priya, incident({ description: '' })),
      'description',
    );
    await expectBadInput(
      () => send('POST', classUrl(nurseryA), priya, incident({ location: '  ' })),
      'location',
    );
    // A child of another class of hers.
    await expectBadInput(
      () => send('POST', classUrl(nurseryA), priya, incident({ student_id: anaya })),
      'student_id',
    );
    await expectBadInput(
      () => send('POST', classUrl(nurseryA), priya, incident({ staff_user_ids: ['b'.repeat(24)] })),
      'staff_user_ids.0',
    );
    await expectBadInput(
      () => send('POST', classUrl(nurseryA), priya, incident({ parent_informed_how: 'pigeon' })),
      'parent_informed_how',
    );
  });
});
