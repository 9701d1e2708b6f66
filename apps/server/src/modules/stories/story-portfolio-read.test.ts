import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, apiPath, apiPaths, type SchoolModule } from '@cue/contracts';
import { schoolToday } from '../../lib/school-time.js';
import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { demoActor, mediaServiceOf, quietHub, schoolsServiceOf } from '../../test/direct-services.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoriesEvents } from './stories.events.js';
import { StoriesRepository } from './stories.repository.js';
import { StoriesService } from './stories.service.js';
import { StoryReading } from './story-reading.js';

/** `childPortfolioStories`, the stories module's read for the portfolio (decision 050). */
describe("the stories service's read of one child's published stories", () => {
  let t: TestApp;
  let service: StoriesService;
  let nurseryA: string;
  let aarav: string;
  let diya: string;
  let kabir: string;
  const { staff } = demoLogins(() => t.app);
  const day = (offset: number) => addDaysToIsoDate(schoolToday('Asia/Kolkata', t.clock.now()), offset);
  const doc = (text: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  const post = async (path: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: bearer(await staff('priya')),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: unknown }>().result;
  };
  const observe = async (studentId: string, competencies: string[]) =>
    (
      (await post(apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), {
        observation_entries: [
          { student_id: studentId, general_note: 'Counted', competencies, date: day(-5) },
        ],
      })) as { observation_entries: { _id: string }[] }
    ).observation_entries[0]!._id;
  const story = async (
    studentIds: string[],
    date: string,
    status = 'published',
    observationIds: string[] = [],
  ) =>
    (
      (await post(apiPath(apiPaths.classStories, { classId: nurseryA }), {
        status,
        story: {
          title: 'A story',
          story_date: date,
          story: doc('It happened'),
          learning: doc('It shows'),
          next_steps: doc('Next'),
          student_ids: studentIds,
          observation_ids: observationIds,
        },
      })) as { _id: string }
    )._id;
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
    const repository = new StoriesRepository(t.db);
    const library = new ClassMediaRepository(t.db);
    const attachments = new MediaAttachments(library, mediaServiceOf(t), schools, 10);
    service = new StoriesService({
      repository,
      schools,
      events: new StoriesEvents(quietHub, repository),
      clock: t.clock,
      reading: new StoryReading({ repository, schools, attachments }),
      library,
      attachments,
    });
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const roster = await studentsOf(t.app, priya, nurseryA);
    aarav = roster['Aarav Sharma']!;
    diya = roster['Diya Menon']!;
    kabir = roster['Kabir Iyer']!;
  });
  afterAll(() => t.close());

  it('answers staff the child’s published stories in a newest-first window, by position, day and competency', async () => {
    const priya = await demoActor(t, 'priya', 'staff');
    const counted = await observe(aarav, ['C-8.1']);
    const older = await story([aarav], day(-21), 'published', [counted]);
    const newer = await story([aarav, diya], day(-20));
    await story([aarav], day(-20), 'draft');
    await story([diya], day(-20));
    const window = { from: day(-21), to: day(-20), limit: 10 };

    const all = await service.childPortfolioStories(priya, aarav, {}, window);
    expect(all.map((s) => s._id)).toEqual([newer, older]);
    expect(all[0]!.students.map((s) => s._id).sort()).toEqual([aarav, diya].sort());
    const after = await service.childPortfolioStories(
      priya,
      aarav,
      {},
      {
        ...window,
        before: { day: day(-20), id: newer },
      },
    );
    expect(after.map((s) => s._id)).toEqual([older]);
    const drawingOn = await service.childPortfolioStories(priya, aarav, { competency: 'C-8.1' }, window);
    expect(drawingOn.map((s) => s._id)).toEqual([older]);
    expect(await service.childPortfolioStories(priya, aarav, { competency: 'C-1.1' }, window)).toEqual([]);
  });

  it('answers a family only the given ids of its own child, staff of no class nothing, another school 404, story off nothing', async () => {
    const shared = await story([aarav], day(-2));
    const notShared = await story([aarav], day(-2));
    const diyas = await story([diya], day(-2));
    const rahul = await demoActor(t, 'rahul', 'parent');
    expect(await service.childPortfolioStories(rahul, aarav, {}, { limit: 50 })).toEqual([]);
    const read = await service.childPortfolioStories(
      rahul,
      aarav,
      { onlyIds: [shared, diyas] },
      { limit: 50 },
    );
    expect(read.map((s) => s._id)).toEqual([shared]);
    // A family sees only its own children on a story.
    expect(read[0]!.students.map((s) => s._id)).toEqual([aarav]);
    expect(read.map((s) => s._id)).not.toContain(notShared);
    await expect(
      service.childPortfolioStories(rahul, kabir, { onlyIds: [shared] }, { limit: 5 }),
    ).rejects.toMatchObject({ status: 403 });

    const meera = await demoActor(t, 'meera', 'staff');
    expect(await service.childPortfolioStories(meera, aarav, {}, { limit: 50 })).toEqual([]);
    const anil = await demoActor(t, 'anil', 'staff');
    await expect(service.childPortfolioStories(anil, aarav, {}, { limit: 5 })).rejects.toMatchObject({
      status: 404,
    });
    const priya = await demoActor(t, 'priya', 'staff');
    await toggle('story', false);
    try {
      expect(await service.childPortfolioStories(priya, aarav, {}, { limit: 50 })).toEqual([]);
      expect(await service.childPortfolioStories(rahul, aarav, { onlyIds: [shared] }, { limit: 50 })).toEqual(
        [],
      );
    } finally {
      await toggle('story', true);
    }
  });
});
