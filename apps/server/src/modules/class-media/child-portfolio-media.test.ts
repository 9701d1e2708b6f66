import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type SchoolModule } from '@cue/contracts';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { demoActor, mediaServiceOf, quietHub, schoolsServiceOf } from '../../test/direct-services.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ClassMediaAccess } from './class-media.access.js';
import { ClassMediaEvents } from './class-media.events.js';
import { ClassMediaRepository } from './class-media.repository.js';
import { ClassMediaService } from './class-media.service.js';

/** `childPortfolioMedia`, the class media module's read for the portfolio (decision 050). */
describe("the class media service's read of the photos a child is on", () => {
  let t: TestApp;
  let service: ClassMediaService;
  let nurseryA: string;
  let aarav: string;
  let diya: string;
  const { staff } = demoLogins(() => t.app);
  const toggle = async (module: SchoolModule, enabled: boolean) => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.schoolSettings,
      headers: bearer(await staff('farah')),
      payload: { school_permissions: { [module]: { enabled } } },
    });
    expect(response.statusCode).toBe(200);
  };
  const ids = (items: { _id: string }[]) => items.map((item) => item._id);

  beforeAll(async () => {
    t = await createTestApp();
    const schools = schoolsServiceOf(t);
    const repository = new ClassMediaRepository(t.db);
    service = new ClassMediaService({
      repository,
      access: new ClassMediaAccess(schools, repository),
      schools,
      media: mediaServiceOf(t),
      events: new ClassMediaEvents(quietHub),
      clock: t.clock,
      totalMedia: 10,
    });
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const roster = await studentsOf(t.app, priya, nurseryA);
    aarav = roster['Aarav Sharma']!;
    diya = roster['Diya Menon']!;
  });
  afterAll(() => t.close());

  it('answers staff the photos the child is tagged on, newest first, by position; others of the school none, another 404', async () => {
    const token = await staff('priya');
    const first = await addClassPhoto(t, token, nurseryA, [aarav]);
    const second = await addClassPhoto(t, token, nurseryA, [aarav, diya]);
    const diyaOnly = await addClassPhoto(t, token, nurseryA, [diya]);
    const priya = await demoActor(t, 'priya', 'staff');

    const all = await service.childPortfolioMedia(priya, aarav, {}, { limit: 10 });
    expect(ids(all)).toEqual([second, first]);
    expect(ids(all)).not.toContain(diyaOnly);
    expect(all[0]!.tagged_students.map((tag) => tag._id).sort()).toEqual([aarav, diya].sort());
    const today = all[0]!.taken_on;
    expect(
      ids(
        await service.childPortfolioMedia(
          priya,
          aarav,
          {},
          { limit: 10, before: { day: today, id: second } },
        ),
      ),
    ).toEqual([first]);
    expect(ids(await service.childPortfolioMedia(priya, aarav, { onlyIds: [first] }, { limit: 10 }))).toEqual(
      [first],
    );
    expect(await service.childPortfolioMedia(priya, aarav, {}, { limit: 10, to: '2020-01-01' })).toEqual([]);

    const meera = await demoActor(t, 'meera', 'staff');
    expect(await service.childPortfolioMedia(meera, aarav, {}, { limit: 10 })).toEqual([]);
    const anil = await demoActor(t, 'anil', 'staff');
    await expect(service.childPortfolioMedia(anil, aarav, {}, { limit: 10 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers a family only the given ids it may see by the consent rule, and nothing while media is off', async () => {
    const token = await staff('priya');
    const farah = await staff('farah');
    const own = await addClassPhoto(t, token, nurseryA, [aarav]);
    const withDiya = await addClassPhoto(t, token, nurseryA, [aarav, diya]);
    const staffOnly = await addClassPhoto(t, token, nurseryA, [aarav]);
    await t.app.inject({
      method: 'POST',
      url: apiPaths.mediaPrivacyStatus,
      headers: bearer(token),
      payload: { media_ids: [staffOnly], staff_only: true },
    });
    const rahul = await demoActor(t, 'rahul', 'parent');
    const given = { onlyIds: [own, withDiya, staffOnly] };
    expect(await service.childPortfolioMedia(rahul, aarav, {}, { limit: 10 })).toEqual([]);
    expect(ids(await service.childPortfolioMedia(rahul, aarav, given, { limit: 10 })).sort()).toEqual(
      [own, withDiya].sort(),
    );

    await setPhotoConsent(t, farah, diya, false);
    await setPhotoConsent(t, farah, aarav, false);
    try {
      const read = await service.childPortfolioMedia(rahul, aarav, given, { limit: 10 });
      // Aarav's own missing consent keeps nothing from his own family; Diya's keeps her photo away.
      expect(ids(read)).toEqual([own]);
      expect(read[0]!.tagged_students.map((tag) => tag._id)).toEqual([aarav]);
    } finally {
      await setPhotoConsent(t, farah, diya, true);
      await setPhotoConsent(t, farah, aarav, true);
    }

    await toggle('media', false);
    try {
      expect(await service.childPortfolioMedia(rahul, aarav, given, { limit: 10 })).toEqual([]);
      const priya = await demoActor(t, 'priya', 'staff');
      expect(await service.childPortfolioMedia(priya, aarav, {}, { limit: 10 })).toEqual([]);
    } finally {
      await toggle('media', true);
    }
  });
});
