import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  type CareEntry,
  type ChildCareDay,
  type ClassCareDay,
  type RecordsChanged,
} from '@cue/contracts';
import { auditLog, careEntries } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { clockOf, createTestApp, type TestApp } from '../../test/test-app.js';

type Entry = Record<string, unknown>;

describe('care log', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  let kids: Record<string, string>;
  let aarav: string;
  let kabir: string;
  let mapleKid: string;
  /** The school's today (Asia/Kolkata at the test clock). */
  let today: string;

  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: token ? bearer(token) : {},
    });
  const classUrl = (classId: string, date?: string) =>
    apiPath(apiPaths.careLog, { classId }) + (date ? `?date=${date}` : '');
  const entryUrl = (id: string) => apiPath(apiPaths.careLogEntry, { id });
  const childUrl = (studentId: string, date?: string) =>
    apiPath(apiPaths.childCareLog, { studentId }) + (date ? `?date=${date}` : '');

  const record = async (entries: Entry[], as: DemoPerson = 'priya', classId = nurseryA) => {
    const response = await send('POST', classUrl(classId), await staff(as), { entries });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { entries: CareEntry[] } }>().result.entries;
  };
  const stored = async () => (await t.db.select({ n: count() }).from(careEntries))[0]!.n;
  const fieldOf = (body: string) => (JSON.parse(body) as { field?: string }).field;

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kids = await studentsOf(t.app, priya, nurseryA);
    aarav = kids['Aarav Sharma']!;
    kabir = kids['Kabir Iyer']!;
    const anil = await staff('anil');
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleKid = Object.values(await studentsOf(t.app, anil, sprouts))[0]!;
    const day = await send('GET', classUrl(nurseryA), priya);
    today = day.json<{ result: ClassCareDay }>().result.date;
  });
  beforeEach(() => forget());
  afterAll(async () => {
    await t.close();
  });

  it("tells the board the school's time now (a new entry's default time)", async () => {
    // Asia/Kolkata is UTC+05:30 all year, whatever zone the phone is in.
    const priya = await staff('priya');
    const kolkata = new Date(clockOf(t.app).now().getTime() + 330 * 60_000).toISOString().slice(11, 16);
    const day = (await send('GET', classUrl(nurseryA), priya)).json<{ result: ClassCareDay }>();
    expect(day.result.now).toBe(kolkata);
  });

  it('records a group lunch for the room in one request, then one child is adjusted', async () => {
    const room = Object.values(kids);
    const lunch = await record([
      { kind: 'meal', meal: 'lunch', amount: 'all', time: '12:15', student_ids: room },
    ]);
    expect(lunch).toHaveLength(room.length);
    expect(new Set(lunch.map((e) => e.student_id))).toEqual(new Set(room));
    expect(lunch.every((e) => e.meal === 'lunch' && e.amount === 'all' && e.date === today)).toBe(true);

    const diya = lunch.find((e) => e.student_id === kids['Diya Menon'])!;
    const edited = await send('PUT', entryUrl(diya._id), await staff('priya'), {
      kind: 'meal',
      meal: 'lunch',
      amount: 'some',
      time: '12:15',
      note: 'Ate half',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ result: CareEntry }>().result).toMatchObject({ amount: 'some', note: 'Ate half' });

    const grid = await send('GET', classUrl(nurseryA), await staff('priya'));
    const { children } = grid.json<{ result: ClassCareDay }>().result;
    const row = children.find((c) => c.student_id === kids['Diya Menon'])!;
    expect(row.entries.map((e) => e.amount)).toContain('some');
    expect(children.find((c) => c.student_id === aarav)!.entries.map((e) => e.amount)).toContain('all');
    const audits = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          lunch.map((e) => e._id),
        ),
      );
    expect(audits[0]!.n).toBe(room.length + 1);
  });

  it('keeps an open nap, ends it later, and refuses an end before the start naming end_time', async () => {
    const [nap] = await record([{ kind: 'nap', time: '12:30', student_ids: [aarav] }]);
    expect(nap!.end_time).toBeNull();
    const before = await stored();
    const bad = await send('PUT', entryUrl(nap!._id), await staff('priya'), {
      kind: 'nap',
      time: '12:30',
      end_time: '12:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad.body)).toBe('end_time');
    const ended = await send('PUT', entryUrl(nap!._id), await staff('priya'), {
      kind: 'nap',
      time: '12:30',
      end_time: '13:45',
    });
    expect(ended.json<{ result: CareEntry }>().result.end_time).toBe('13:45');
    const badGroup = await send('POST', classUrl(nurseryA), await staff('priya'), {
      entries: [
        { kind: 'nappy', nappy: 'wet', time: '11:00', student_ids: [kabir] },
        { kind: 'nap', time: '13:00', end_time: '12:00', student_ids: [aarav] },
      ],
    });
    expect(badGroup.statusCode).toBe(400);
    expect(fieldOf(badGroup.body)).toBe('entries.1.end_time');
    expect(await stored()).toBe(before);
  });

  it.each([
    [
      'a temperature out of range',
      { kind: 'temperature', temperature_c: 45, time: '10:00' },
      'temperature_c',
    ],
    ['an unknown meal', { kind: 'meal', meal: 'supper', amount: 'all', time: '10:00' }, 'meal'],
    ['a time that is not HH:MM', { kind: 'sunscreen', time: '9am' }, 'time'],
    ['an empty note', { kind: 'note', note: '   ', time: '10:00' }, 'note'],
    ['a time later than now', { kind: 'mood', mood: 'happy', time: '23:50' }, 'time'],
    ['a future day', { kind: 'mood', mood: 'happy', time: '10:00', date: '2099-01-01' }, 'date'],
  ])('refuses %s with a 400 naming the field and writes nothing', async (_, entry, field) => {
    const before = await stored();
    const response = await send('POST', classUrl(nurseryA), await staff('priya'), {
      entries: [{ ...entry, student_ids: [aarav] }],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldOf(response.body)).toBe(`entries.0.${field}`);
    expect(await stored()).toBe(before);
  });

  it('refuses a group with a child of another class, writing nothing for the others', async () => {
    const before = await stored();
    const other = Object.values(await studentsOf(t.app, await staff('priya'), playgroupB)).find(
      (id) => !Object.values(kids).includes(id),
    )!;
    const response = await send('POST', classUrl(nurseryA), await staff('priya'), {
      entries: [{ kind: 'sunscreen', time: '10:00', student_ids: [aarav, other] }],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response.body)).toBe('entries.0.student_ids.1');
    expect(await stored()).toBe(before);
  });

  it('refuses more records than one request may make, naming entries', async () => {
    const before = await stored();
    const room = Object.values(kids);
    const entry = { kind: 'sunscreen', time: '10:00', student_ids: room };
    const times = Math.ceil(301 / room.length);
    const response = await send('POST', classUrl(nurseryA), await staff('priya'), {
      entries: Array.from({ length: times }, () => entry),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response.body)).toBe('entries');
    expect(await stored()).toBe(before);
  });

  it('answers 401 without a token, 403 to a teacher of another class, 404 across schools', async () => {
    const body = { entries: [{ kind: 'sunscreen', time: '10:00', student_ids: [aarav] }] };
    expect((await send('POST', classUrl(nurseryA), null, body)).statusCode).toBe(401);
    expect((await send('GET', classUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('POST', classUrl(nurseryA), await staff('meera'), body)).statusCode).toBe(403);
    expect((await send('GET', classUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('GET', classUrl(sprouts), await staff('priya'))).statusCode).toBe(404);
    expect((await send('GET', childUrl(mapleKid), await staff('priya'))).statusCode).toBe(404);
    expect((await send('POST', classUrl(nurseryA), await staff('anil'), body)).statusCode).toBe(404);
    const [entry] = await record(body.entries);
    expect((await send('DELETE', entryUrl(entry!._id), await staff('meera'))).statusCode).toBe(403);
    expect((await send('DELETE', entryUrl(entry!._id), await staff('anil'))).statusCode).toBe(404);
    const edit = { kind: 'sunscreen', time: '10:05' };
    expect((await send('PUT', entryUrl(entry!._id), await staff('anil'), edit)).statusCode).toBe(404);
    // A parent is not staff.
    expect((await send('POST', classUrl(nurseryA), await parent('rahul'), body)).statusCode).toBe(403);
  });

  it("shows a parent their own child's day only", async () => {
    const [mine] = await record([
      { kind: 'drink', drink: 'water', amount_ml: 120, time: '10:30', student_ids: [aarav] },
    ]);
    const [theirs] = await record([{ kind: 'nappy', nappy: 'dirty', time: '10:40', student_ids: [kabir] }]);
    const own = await send('GET', childUrl(aarav), await parent('rahul'));
    expect(own.statusCode, own.body).toBe(200);
    const day = own.json<{ result: ChildCareDay }>().result;
    expect(day.entries.map((e) => e._id)).toContain(mine!._id);
    expect(day.entries.every((e) => e.student_id === aarav)).toBe(true);
    expect(day.entries.map((e) => e._id)).not.toContain(theirs!._id);
    expect((await send('GET', childUrl(kabir), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('GET', childUrl(mapleKid), await parent('rahul'))).statusCode).toBe(404);
    // Staff of the class read the child's day too; a teacher of another class does not.
    expect((await send('GET', childUrl(aarav), await staff('priya'))).statusCode).toBe(200);
    expect((await send('GET', childUrl(aarav), await staff('meera'))).statusCode).toBe(403);
  });

  it('pages a child by day: an earlier day with entries is named', async () => {
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const earlier = yesterday.toISOString().slice(0, 10);
    await record([{ kind: 'mood', mood: 'calm', time: '16:00', date: earlier, student_ids: [aarav] }]);
    const day = (await send('GET', childUrl(aarav), await parent('rahul'))).json<{ result: ChildCareDay }>()
      .result;
    expect(day.previous_date).toBe(earlier);
    const back = (await send('GET', childUrl(aarav, earlier), await parent('rahul'))).json<{
      result: ChildCareDay;
    }>().result;
    expect(back.entries.map((e) => e.mood)).toContain('calm');
    expect(back.next_date).toBe(today);
  });

  it('deletes an entry and keeps an audit entry of what it said', async () => {
    const [entry] = await record([
      { kind: 'temperature', temperature_c: 37.8, time: '11:10', student_ids: [aarav] },
    ]);
    const response = await send('DELETE', entryUrl(entry!._id), await staff('priya'));
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.db.select().from(careEntries).where(eq(careEntries.id, entry!._id))).length).toBe(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete_care_entry'));
    expect(audit!.details).toMatchObject({ temperature_c: 37.8, student_id: aarav });
    expect((await send('DELETE', entryUrl(entry!._id), await staff('priya'))).statusCode).toBe(404);
  });

  it('tells the class staff every id and each family only the ids of its own child, after commit', async () => {
    const priyaTab = await connectSocket(t.app, await staff('priya'));
    const rahulTab = await connectSocket(t.app, await parent('rahul'));
    const meeraTab = await connectSocket(t.app, await parent('meera'));
    const staffEvents = collect(priyaTab, 'records-changed');
    const rahulEvents = collect(rahulTab, 'records-changed');
    const meeraEvents = collect(meeraTab, 'records-changed');
    const care = (events: RecordsChanged[]) => events.filter((e) => e.entity === 'carelog');
    try {
      const entries = await record([
        { kind: 'meal', meal: 'tea', amount: 'most', time: '14:00', student_ids: [aarav, kabir] },
      ]);
      const aaravId = entries.find((e) => e.student_id === aarav)!._id;
      const kabirId = entries.find((e) => e.student_id === kabir)!._id;
      await eventually(
        () => care(staffEvents).length > 0 && care(rahulEvents).length > 0 && care(meeraEvents).length > 0,
      );
      expect(new Set(care(staffEvents).flatMap((e) => e.ids))).toEqual(new Set([aaravId, kabirId]));
      expect(care(rahulEvents).flatMap((e) => e.ids)).toEqual([aaravId]);
      expect(care(meeraEvents).flatMap((e) => e.ids)).toEqual([kabirId]);

      // An entry of Aarav alone reaches no other family.
      await record([{ kind: 'sunscreen', time: '14:05', student_ids: [aarav] }]);
      await eventually(() => care(rahulEvents).length > 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(care(meeraEvents)).toHaveLength(1);
    } finally {
      priyaTab.close();
      rahulTab.close();
      meeraTab.close();
    }
  });

  it('records a save sent again with the same Idempotency-Key once (a queued offline save), answering the first', async () => {
    const priya = await staff('priya');
    const key = '8d6f3c1e-4a2b-4c3d-9e8f-0a1b2c3d4e5f';
    const body = { entries: [{ kind: 'sunscreen', time: '09:00', student_ids: [aarav, kabir] }] };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: classUrl(nurseryA),
        payload: body,
        headers: { ...bearer(priya), 'idempotency-key': key },
      });
    const before = await stored();
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    const again = await post();
    expect(again.statusCode, again.body).toBe(200);
    const ids = (response: typeof first) =>
      response.json<{ result: { entries: CareEntry[] } }>().result.entries.map((entry) => entry._id);
    expect(ids(again)).toEqual(ids(first));
    expect(ids(first)).toHaveLength(2);
    expect(await stored()).toBe(before + 2);
  });
});
