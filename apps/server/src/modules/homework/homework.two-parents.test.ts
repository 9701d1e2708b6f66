import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  type HomeworkDetail,
  type ParentHomeworkPage,
} from '@cue/contracts';
import { auditLog, parentLinks, users } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, demoPhones, studentsOf } from '../../test/demo.js';
import { uploadPhoto } from '../../test/media-files.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

/** Aarav with two parents: Rahul, and (linked here) Meera. Each keeps the other's photos of the work. */
describe('homework submitted by two parents of one child', () => {
  let t: TestApp;
  let nurseryA: string;
  let aarav: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token) });
  const submissionUrl = (id: string) => apiPath(apiPaths.homeworkSubmission, { id });
  const photosSeenBy = async (token: string, id: string) => {
    const response = await send('GET', `${apiPaths.parentHomeworks}?student_id=${aarav}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const homework = response
      .json<{ result: ParentHomeworkPage }>()
      .result.homeworks.find((h) => h._id === id);
    return homework!.submission?.submission_media.map((m) => m._id) ?? null;
  };
  const submit = (token: string, id: string, media: string[]) =>
    send('POST', submissionUrl(id), token, { student_id: aarav, submission_media: media });
  const newHomework = async (title: string) => {
    const response = await send('POST', apiPaths.createHomework, await staff('priya'), {
      title,
      class_id: nurseryA,
      due_date: addDaysToIsoDate(schoolToday('Asia/Kolkata', t.clock.now()), 2),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { id: string } }>().result.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const farah = await staff('farah');
    nurseryA = (await classesOf(t.app, farah))['Nursery A']!._id;
    aarav = (await studentsOf(t.app, farah, nurseryA))['Aarav Sharma']!;
    const [meera] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, demoPhones.meera));
    const [rahulLink] = await t.db.select().from(parentLinks).where(eq(parentLinks.childId, aarav));
    await t.db
      .insert(parentLinks)
      .values({ schoolId: rahulLink!.schoolId, parentUserId: meera!.id, childId: aarav });
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it("a second parent's submission adds to the first one's photos instead of replacing them", async () => {
    const [rahul, meera] = [await parent('rahul'), await parent('meera')];
    const id = await newHomework('Leaf collage');
    const rahulsPhoto = await uploadPhoto(t.app, rahul, '#aa3300');
    const meerasPhoto = await uploadPhoto(t.app, meera, '#0033aa');
    expect((await submit(rahul, id, [rahulsPhoto])).statusCode).toBe(200);

    // Meera, on a screen that had not yet shown Rahul's submission, sends only her own photo.
    const second = await submit(meera, id, [meerasPhoto]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await photosSeenBy(meera, id)).toEqual([meerasPhoto, rahulsPhoto]);

    // Rahul passes back his own photo and Meera's in his order: both kept, nothing refused.
    const again = await submit(rahul, id, [meerasPhoto, rahulsPhoto]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await photosSeenBy(rahul, id)).toEqual([meerasPhoto, rahulsPhoto]);

    // Rahul drops his own photo: Meera's stays although he did not name it.
    expect((await submit(rahul, id, [])).statusCode).toBe(200);
    expect(await photosSeenBy(rahul, id)).toEqual([meerasPhoto]);

    // Staff see the one submission with what is left.
    const detail = await send('GET', apiPath(apiPaths.homeworkById, { id }), await staff('priya'));
    const row = detail.json<{ result: HomeworkDetail }>().result.roster.find((r) => r.child._id === aarav)!;
    expect(row.submission!.submission_media.map((m) => m._id)).toEqual([meerasPhoto]);
    expect(row.submission!.submitted_by.first_name).toBe('Rahul');
  });

  it('refuses more than four photos in all, counting the other parent’s, and writes nothing', async () => {
    const [rahul, meera] = [await parent('rahul'), await parent('meera')];
    const id = await newHomework('Counting stones');
    const rahuls = [
      await uploadPhoto(t.app, rahul, '#110000'),
      await uploadPhoto(t.app, rahul, '#220000'),
      await uploadPhoto(t.app, rahul, '#330000'),
    ];
    expect((await submit(rahul, id, rahuls)).statusCode).toBe(200);
    const meeras = [await uploadPhoto(t.app, meera, '#001100'), await uploadPhoto(t.app, meera, '#002200')];
    const tooMany = await submit(meera, id, meeras);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('submission_media');
    expect(await photosSeenBy(meera, id)).toEqual(rahuls);
  });

  it('undo by either parent takes the submission back with every photo, and the audit names them', async () => {
    const [rahul, meera] = [await parent('rahul'), await parent('meera')];
    const id = await newHomework('Rainbow drawing');
    const photo = await uploadPhoto(t.app, rahul, '#ff00aa');
    expect((await submit(rahul, id, [photo])).statusCode).toBe(200);
    const undone = await send('DELETE', `${submissionUrl(id)}?student_id=${aarav}`, meera);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await photosSeenBy(rahul, id)).toBeNull();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'undo_homework_submission'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.createdAt));
    expect(entry!.details).toMatchObject({ child_id: aarav, media_ids: [photo] });
  });

  it('both parents marking it done at the same moment keeps one submission with both photos', async () => {
    // A real race needs PostgreSQL (DATABASE_URL); PGlite serialises the two transactions.
    const [rahul, meera] = [await parent('rahul'), await parent('meera')];
    for (const title of ['Shell sorting', 'Sock puppet', 'Bean sprout']) {
      const id = await newHomework(title);
      const rahuls = await uploadPhoto(t.app, rahul, '#0a0a0a');
      const meeras = await uploadPhoto(t.app, meera, '#0b0b0b');
      const answers = await Promise.all([submit(rahul, id, [rahuls]), submit(meera, id, [meeras])]);
      expect(
        answers.map((a) => a.statusCode),
        answers.map((a) => a.body).join('\n'),
      ).toEqual([200, 200]);
      expect(new Set(await photosSeenBy(rahul, id))).toEqual(new Set([rahuls, meeras]));
    }
  });
});
