import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  type ClassMedication,
  type DueDoses,
  type MedicationRequest,
} from '@cue/contracts';
import { auditLog, medicationDoses, medicationRequests } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { apiCaller } from '../../test/api-caller.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadPhoto } from '../../test/media-files.js';
import { MedicationRepository } from './medication.repository.js';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('medication: requested by parents, acknowledged and given by staff', () => {
  let t: TestApp;
  let nurseryA: string;
  let sprouts: string;
  let aarav: string;
  let kabir: string;
  let mapleKid: string;
  let today: string;
  const { staff, parent } = demoLogins(() => t.app);

  const send = apiCaller(() => t.app);
  const childUrl = (studentId: string) => apiPath(apiPaths.childMedication, { studentId });
  const classUrl = (classId: string) => apiPath(apiPaths.classMedication, { classId });
  const dueUrl = (classId: string) => apiPath(apiPaths.classMedicationDue, { classId });
  const ackUrl = (id: string) => apiPath(apiPaths.acknowledgeMedication, { id });
  const doseUrl = (id: string) => apiPath(apiPaths.medicationDoses, { id });

  /** 'HH:mm' in Kolkata (the demo school), `minutes` from the test clock's now. */
  const localTime = (minutes: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(t.clock.now().getTime() + minutes * 60_000));
  const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();

  const ask = async (person: DemoPerson, studentId: string, body: Record<string, unknown>) => {
    const response = await send('POST', childUrl(studentId), await parent(person), body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: MedicationRequest }>().result;
  };
  const request = (overrides: Record<string, unknown> = {}) => ({
    medicine_name: 'Calpol',
    dose: '5 ml',
    times: [localTime(-60)],
    start_date: today,
    end_date: today,
    ...overrides,
  });
  const counts = async () => ({
    requests: (await t.db.select({ n: count() }).from(medicationRequests))[0]!.n,
    doses: (await t.db.select({ n: count() }).from(medicationDoses))[0]!.n,
  });
  const expectBadInput = async (call: () => Promise<Response>, field: string) => {
    const before = await counts();
    const response = await call();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await counts()).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const kids = await studentsOf(t.app, priya, nurseryA);
    aarav = kids['Aarav Sharma']!;
    kabir = kids['Kabir Iyer']!;
    const anil = await staff('anil');
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleKid = Object.values(await studentsOf(t.app, anil, sprouts))[0]!;
    const response = await send('GET', classUrl(nurseryA), priya);
    today = response.json<{ result: ClassMedication }>().result.date;
  });
  afterAll(() => t.close());

  it('a parent asks, the class staff see it, acknowledge it and give a witnessed dose; the parent sees who did', async () => {
    const asked = await ask(
      'rahul',
      aarav,
      request({ times: ['13:00', '09:30', '13:00'], notes: 'After lunch' }),
    );
    expect(asked).toMatchObject({
      student_id: aarav,
      student_name: 'Aarav Sharma',
      medicine_name: 'Calpol',
      dose: '5 ml',
      times: ['09:30', '13:00'],
      notes: 'After lunch',
      requested_by: { name: 'Rahul Sharma' },
      acknowledged_by: null,
      doses: [],
    });

    const board = (await send('GET', classUrl(nurseryA), await staff('priya'))).json<{
      result: ClassMedication;
    }>().result;
    expect(board.requests.map((r) => r._id)).toContain(asked._id);
    expect(board.staff_choices.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Priya Nair', 'Farah Khan']),
    );

    const acked = await send('POST', ackUrl(asked._id), await staff('priya'));
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json<{ result: MedicationRequest }>().result.acknowledged_by).toMatchObject({
      name: 'Priya Nair',
    });
    // Again: no change, the first acknowledgement stays.
    const again = await send('POST', ackUrl(asked._id), await staff('farah'));
    expect(again.json<{ result: MedicationRequest }>().result.acknowledged_by).toMatchObject({
      name: 'Priya Nair',
    });

    const farahId = board.staff_choices.find((p) => p.name === 'Farah Khan')!._id;
    const given = await send('POST', doseUrl(asked._id), await staff('priya'), {
      given_at: minutesAgo(5),
      witness_user_id: farahId,
    });
    expect(given.statusCode, given.body).toBe(200);
    const dose = given.json<{ result: MedicationRequest }>().result.doses[0]!;
    expect(dose).toMatchObject({
      dose: '5 ml',
      given_by: { name: 'Priya Nair' },
      witness: { _id: farahId, name: 'Farah Khan' },
      given_on: today,
    });
    // The time given is matched to the nearest time of the request not yet given.
    expect(['09:30', '13:00']).toContain(dose.scheduled_time);

    const seen = await send('GET', childUrl(aarav), await parent('rahul'));
    expect(seen.statusCode).toBe(200);
    const mine = seen.json<{ result: MedicationRequest[] }>().result.find((r) => r._id === asked._id)!;
    expect(mine.acknowledged_by?.name).toBe('Priya Nair');
    expect(mine.doses).toHaveLength(1);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'medication_request'));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['request_medication', 'acknowledge_medication']),
    );
  });

  it('two staff giving the same due dose at once record one dose; the second is told it was given', async () => {
    // Anaya (Rahul's younger child) is in Playgroup B, taught by Priya and Meera.
    const priya = await staff('priya');
    const playgroupB = (await classesOf(t.app, priya))['Playgroup B']!._id;
    const anaya = (await studentsOf(t.app, priya, playgroupB))['Anaya Sharma']!;
    const asked = await ask('rahul', anaya, request({ medicine_name: 'Zyrtec', times: [localTime(-20)] }));
    const meera = await staff('meera');
    const before = await counts();
    const give = (token: string) =>
      send('POST', doseUrl(asked._id), token, { given_at: minutesAgo(2), scheduled_time: asked.times[0] });
    // Both staff read "not given yet" before either writes: the window the unique index closes.
    const read = MedicationRepository.prototype.dosesOf;
    let arrived = 0;
    let releaseFirst = () => {};
    const race = vi.spyOn(MedicationRepository.prototype, 'dosesOf').mockImplementation(async function (
      this: MedicationRepository,
      ids: string[],
    ) {
      const doses = await read.call(this, ids);
      arrived += 1;
      if (arrived === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      if (arrived === 2) releaseFirst();
      return doses;
    });
    const answers = await Promise.all([give(priya), give(meera)]).finally(() => race.mockRestore());

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'scheduled_time',
      message: 'scheduled_time: was already given on that day',
    });
    expect((await counts()).doses).toBe(before.doses + 1);
    const seen = (await send('GET', childUrl(anaya), await parent('rahul'))).json<{
      result: MedicationRequest[];
    }>();
    expect(seen.result.find((r) => r._id === asked._id)!.doses).toHaveLength(1);
  });

  it('a parent attaches up to 2 prescription photos of their own; the class staff and the family see them, no one else', async () => {
    const [rahul, priya] = [await parent('rahul'), await staff('priya')];
    const [label, leaflet] = [await uploadPhoto(t.app, rahul), await uploadPhoto(t.app, rahul)];
    const asked = await ask(
      'rahul',
      aarav,
      request({ medicine_name: 'Amoxicillin', media_ids: [label, leaflet] }),
    );
    expect(asked.media.map((file) => file._id)).toEqual([label, leaflet]);
    expect(asked.media[0]!.thumbnail_link).toMatch(/^\/api\/media\//);

    const board = (await send('GET', classUrl(nurseryA), priya)).json<{ result: ClassMedication }>().result;
    const seenByStaff = board.requests.find((r) => r._id === asked._id)!;
    expect(seenByStaff.media.map((file) => file._id)).toEqual([label, leaflet]);
    const family = (await send('GET', childUrl(aarav), rahul)).json<{ result: MedicationRequest[] }>().result;
    expect(family.find((r) => r._id === asked._id)!.media).toHaveLength(2);
    // Meera teaches Playgroup B and is Kabir's mother: Aarav's request is not hers to read.
    const meera = await send('GET', childUrl(aarav), await parent('meera'));
    expect(meera.statusCode).toBe(403);
    expect(meera.body).not.toContain(label);
  });

  it('refuses a prescription photo the parent did not upload, one used already, or more than 2', async () => {
    const [rahul, meeraParent, priya] = [await parent('rahul'), await parent('meera'), await staff('priya')];
    const staffPhoto = await uploadPhoto(t.app, priya);
    const othersPhoto = await uploadPhoto(t.app, meeraParent);
    const mine = await uploadPhoto(t.app, rahul);
    await ask('rahul', aarav, request({ media_ids: [mine] }));
    const three = [
      await uploadPhoto(t.app, rahul),
      await uploadPhoto(t.app, rahul),
      await uploadPhoto(t.app, rahul),
    ];
    for (const media_ids of [[staffPhoto], [othersPhoto], [mine], three, ['f'.repeat(24)]]) {
      await expectBadInput(() => send('POST', childUrl(aarav), rahul, request({ media_ids })), 'media_ids');
    }
  });

  it('lists the doses due: passed or within 30 minutes, not yet given, not later ones', async () => {
    const past = localTime(-20);
    const soon = localTime(20);
    const later = localTime(120);
    const asked = await ask(
      'meera',
      kabir,
      request({ medicine_name: 'Amoxicillin', times: [past, soon, later] }),
    );
    const due = (await send('GET', dueUrl(nurseryA), await staff('priya'))).json<{ result: DueDoses }>()
      .result;
    const kabirs = due.due.filter((d) => d.request_id === asked._id);
    expect(kabirs.map((d) => [d.scheduled_time, d.overdue, d.acknowledged])).toEqual([
      [past, true, false],
      [soon, false, false],
    ]);
    expect(due.count).toBe(due.due.length);

    await send('POST', doseUrl(asked._id), await staff('priya'), {
      given_at: minutesAgo(1),
      scheduled_time: past,
    });
    const after = (await send('GET', dueUrl(nurseryA), await staff('priya'))).json<{ result: DueDoses }>()
      .result;
    expect(after.due.filter((d) => d.request_id === asked._id).map((d) => d.scheduled_time)).toEqual([soon]);
  });

  it('tells only the class staff and the child own parents, with ids only, after commit', async () => {
    const teacher = await connectSocket(t.app, await staff('priya'));
    const family = await connectSocket(t.app, await parent('rahul'));
    // Meera: a Nursery A parent (Kabir) and a Playgroup B teacher; nothing of Aarav reaches her.
    const otherFamily = await connectSocket(t.app, await parent('meera'));
    const otherTeacher = await connectSocket(t.app, await staff('meera'));
    try {
      const got = [teacher, family, otherFamily, otherTeacher].map((s) => collect(s, 'records-changed'));
      const asked = await ask('rahul', aarav, request({ medicine_name: 'Inhaler' }));
      const expected = { entity: 'medication', ids: [asked._id], class_ids: [nurseryA] };
      await eventually(() => got[0]!.length >= 1 && got[1]!.length >= 1);
      expect(got[0]).toContainEqual(expected);
      expect(got[1]).toContainEqual(expected);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got[2]!.filter((e) => e.entity === 'medication')).toEqual([]);
      expect(got[3]!.filter((e) => e.entity === 'medication')).toEqual([]);
    } finally {
      for (const s of [teacher, family, otherFamily, otherTeacher]) s.close();
    }
  });

  it('answers 401 without a token', async () => {
    expect((await send('GET', childUrl(aarav), null)).statusCode).toBe(401);
    expect((await send('GET', classUrl(nurseryA), null)).statusCode).toBe(401);
  });

  it("answers 403 for another family's child, a teacher of another class, and 404 across schools", async () => {
    expect((await send('GET', childUrl(kabir), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('POST', childUrl(kabir), await parent('rahul'), request())).statusCode).toBe(403);
    expect((await send('GET', childUrl(mapleKid), await parent('rahul'))).statusCode).toBe(404);
    const asked = await ask('rahul', aarav, request({ medicine_name: 'Drops' }));
    // Meera teaches Playgroup B, not Aarav's class.
    expect((await send('POST', ackUrl(asked._id), await staff('meera'))).statusCode).toBe(403);
    expect((await send('GET', classUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('POST', ackUrl(asked._id), await staff('anil'))).statusCode).toBe(404);
    expect((await send('GET', classUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect(
      (await send('POST', doseUrl(asked._id), await staff('anil'), { given_at: minutesAgo(1) })).statusCode,
    ).toBe(404);
    // A parent is not staff, and staff do not ask as a parent.
    expect((await send('POST', ackUrl(asked._id), await parent('rahul'))).statusCode).toBe(403);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const rahul = await parent('rahul');
    await expectBadInput(
      () => send('POST', childUrl(aarav), rahul, request({ medicine_name: ' ' })),
      'medicine_name',
    );
    await expectBadInput(() => send('POST', childUrl(aarav), rahul, request({ times: [] })), 'times');
    await expectBadInput(
      () => send('POST', childUrl(aarav), rahul, request({ times: ['25:00'] })),
      'times.0',
    );
    await expectBadInput(
      () => send('POST', childUrl(aarav), rahul, request({ end_date: '2020-01-01', start_date: today })),
      'end_date',
    );
    await expectBadInput(
      () =>
        send('POST', childUrl(aarav), rahul, request({ start_date: '2020-01-01', end_date: '2020-01-02' })),
      'start_date',
    );

    const asked = await ask('rahul', aarav, request({ medicine_name: 'Cream', times: ['08:00'] }));
    const priya = await staff('priya');
    const future = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    await expectBadInput(() => send('POST', doseUrl(asked._id), priya, { given_at: future }), 'given_at');
    await expectBadInput(() => send('POST', doseUrl(asked._id), priya, { given_at: 'soon' }), 'given_at');
    await expectBadInput(
      () => send('POST', doseUrl(asked._id), priya, { given_at: '2026-01-01T09:00:00Z' }),
      'given_at',
    );
    await expectBadInput(
      () => send('POST', doseUrl(asked._id), priya, { given_at: minutesAgo(1), scheduled_time: '10:00' }),
      'scheduled_time',
    );
    const board = (await send('GET', classUrl(nurseryA), priya)).json<{ result: ClassMedication }>().result;
    const priyaId = board.staff_choices.find((p) => p.name === 'Priya Nair')!._id;
    await expectBadInput(
      () => send('POST', doseUrl(asked._id), priya, { given_at: minutesAgo(1), witness_user_id: priyaId }),
      'witness_user_id',
    );
    await expectBadInput(
      () =>
        send('POST', doseUrl(asked._id), priya, { given_at: minutesAgo(1), witness_user_id: 'a'.repeat(24) }),
      'witness_user_id',
    );
    // The same time of day twice on one day.
    await send('POST', doseUrl(asked._id), priya, { given_at: minutesAgo(1), scheduled_time: '08:00' });
    await expectBadInput(
      () => send('POST', doseUrl(asked._id), priya, { given_at: minutesAgo(1), scheduled_time: '08:00' }),
      'scheduled_time',
    );
  });
});
