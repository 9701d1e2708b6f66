import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, apiPath, apiPaths, type SchoolModule } from '@cue/contracts';
import { schoolToday } from '../../lib/school-time.js';
import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import { JournalEvents } from '../journal/journal.events.js';
import { JournalRepository } from '../journal/journal.repository.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { demoActor, mediaServiceOf, quietHub, schoolsServiceOf } from '../../test/direct-services.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ObservationEvents } from './observations.events.js';
import { ObservationsRepository } from './observations.repository.js';
import { ObservationsService } from './observations.service.js';

/** `childObservations`, the observations module's read for the portfolio (decision 050). */
describe("the observations service's read of one child's observations", () => {
  let t: TestApp;
  let service: ObservationsService;
  let nurseryA: string;
  let aarav: string;
  let diya: string;
  let kabir: string;
  const { staff } = demoLogins(() => t.app);
  const day = (offset: number) => addDaysToIsoDate(schoolToday('Asia/Kolkata', t.clock.now()), offset);
  const record = async (studentId: string, title: string, date: string, competencies: string[] = []) => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.createAnecdotes, { classId: nurseryA }),
      headers: bearer(await staff('priya')),
      payload: {
        observation_entries: [{ student_id: studentId, general_note: title, title, date, competencies }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { observation_entries: { _id: string }[] } }>().result
      .observation_entries[0]!._id;
  };
  const toggle = async (module: SchoolModule, enabled: boolean) => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.schoolSettings,
      headers: bearer(await staff('farah')),
      payload: { school_permissions: { [module]: { enabled } } },
    });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const schools = schoolsServiceOf(t);
    service = new ObservationsService({
      repository: new ObservationsRepository(t.db),
      schools,
      events: new ObservationEvents(quietHub),
      journalEvents: new JournalEvents(quietHub, new JournalRepository(t.db)),
      clock: t.clock,
      attachments: new MediaAttachments(new ClassMediaRepository(t.db), mediaServiceOf(t), schools, 10),
    });
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const roster = await studentsOf(t.app, priya, nurseryA);
    aarav = roster['Aarav Sharma']!;
    diya = roster['Diya Menon']!;
    kabir = roster['Kabir Iyer']!;
  });
  afterAll(() => t.close());

  it('answers staff a newest-first window of the child’s observations, by position, day and competency', async () => {
    const older = await record(aarav, 'Older', day(-20), ['C-8.1']);
    const newer = await record(aarav, 'Newer', day(-19));
    const sameDay = await record(aarav, 'Same day', day(-19), ['C-8.1']);
    await record(diya, 'Not Aarav', day(-19));
    const priya = await demoActor(t, 'priya', 'staff');
    const window = { from: day(-20), to: day(-19), limit: 10 };

    const all = await service.childObservations(priya, aarav, {}, window);
    // The day's two by id, newest first, then the day before.
    expect(all.map((o) => o._id)).toEqual([...[newer, sameDay].sort().reverse(), older]);
    expect(all.every((o) => o.student_id === aarav && o.can_edit)).toBe(true);

    const after = await service.childObservations(
      priya,
      aarav,
      {},
      { ...window, before: { day: day(-19), id: all[0]!._id } },
    );
    expect(after.map((o) => o._id)).toEqual(all.slice(1).map((o) => o._id));
    expect(await service.childObservations(priya, aarav, {}, { ...window, limit: 1 })).toHaveLength(1);

    const tagged = await service.childObservations(priya, aarav, { competency: 'C-8.1' }, window);
    expect(tagged.map((o) => o._id).sort()).toEqual([older, sameDay].sort());
    expect(tagged[0]!.competencies.map((c) => c.code)).toEqual(['C-8.1']);
    expect(
      (await service.childObservations(priya, aarav, { onlyIds: [newer] }, window)).map((o) => o._id),
    ).toEqual([newer]);
  });

  it('answers staff only the classes they see, another school 404, and nothing while anecdote is off', async () => {
    await record(aarav, 'For Priya', day(-3));
    // Meera teaches Playgroup B: Aarav's observations in Nursery A are not hers to read.
    const meera = await demoActor(t, 'meera', 'staff');
    expect(await service.childObservations(meera, aarav, {}, { limit: 50 })).toEqual([]);
    const anil = await demoActor(t, 'anil', 'staff');
    await expect(service.childObservations(anil, aarav, {}, { limit: 50 })).rejects.toMatchObject({
      status: 404,
    });
    const priya = await demoActor(t, 'priya', 'staff');
    await toggle('anecdote', false);
    try {
      expect(await service.childObservations(priya, aarav, {}, { limit: 50 })).toEqual([]);
    } finally {
      await toggle('anecdote', true);
    }
    expect((await service.childObservations(priya, aarav, {}, { limit: 50 })).length).toBeGreaterThan(0);
  });

  it('answers a family only the ids it is given, of its own child (none without ids), as a reader who may change none', async () => {
    const shared = await record(aarav, 'Shared one', day(-2));
    await record(aarav, 'Not shared', day(-2));
    const diyas = await record(diya, 'Diya’s', day(-2));
    const rahul = await demoActor(t, 'rahul', 'parent');
    expect(await service.childObservations(rahul, aarav, {}, { limit: 50 })).toEqual([]);
    const read = await service.childObservations(rahul, aarav, { onlyIds: [shared, diyas] }, { limit: 50 });
    expect(read.map((o) => o._id)).toEqual([shared]);
    expect(read[0]!.can_edit).toBe(false);
    // Kabir is another family's child of Rahul's school.
    await expect(
      service.childObservations(rahul, kabir, { onlyIds: [shared] }, { limit: 50 }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
