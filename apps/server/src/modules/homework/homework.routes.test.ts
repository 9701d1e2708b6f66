import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  RECORDS_CHANGED_EVENT,
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  type HomeworkDetail,
  type HomeworkPage,
  type ParentHomeworkPage,
} from '@cue/contracts';
import { auditLog, homeworkSubmissions, homeworks, staffMemberships, users } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, demoPhones, studentsOf } from '../../test/demo.js';
import { uploadPhoto } from '../../test/media-files.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

describe('homework', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let kidsA: Record<string, string>;
  let kidsB: Record<string, string>;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const byId = (id: string) => apiPath(apiPaths.homeworkById, { id });
  const submissionUrl = (id: string) => apiPath(apiPaths.homeworkSubmission, { id });
  const homework = (title: string, extra: Payload = {}): Payload => ({
    title,
    instructions: `About ${title}`,
    class_id: nurseryA,
    due_date: addDaysToIsoDate(today(), 2),
    ...extra,
  });
  const created = async (token: string, payload: Payload): Promise<string> => {
    const response = await send('POST', apiPaths.createHomework, token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { id: string } }>().result.id;
  };
  const parentList = async (token: string, studentId: string) => {
    const response = await send('GET', `${apiPaths.parentHomeworks}?student_id=${studentId}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ParentHomeworkPage }>().result.homeworks;
  };
  const detail = async (token: string, id: string): Promise<HomeworkDetail> => {
    const response = await send('GET', byId(id), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: HomeworkDetail }>().result;
  };
  const rowCounts = async () => ({
    homeworks: (await t.db.select({ n: count() }).from(homeworks))[0]!.n,
    submissions: (await t.db.select({ n: count() }).from(homeworkSubmissions))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const classes = await classesOf(t.app, await staff('farah'));
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kidsA = await studentsOf(t.app, await staff('farah'), nurseryA);
    kidsB = await studentsOf(t.app, await staff('farah'), playgroupB);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('sets homework for a class: its families see it, staff see the counts, and it is audited', async () => {
    const priya = await staff('priya');
    const id = await created(priya, homework('Leaf rubbing'));
    const [row] = await t.db.select().from(homeworks).where(eq(homeworks.id, id));
    expect(row).toMatchObject({ status: 'published', classId: nurseryA, title: 'Leaf rubbing' });

    const response = await send('GET', `${apiPaths.homeworks}?class_id=${nurseryA}`, priya);
    const listed = response.json<{ result: HomeworkPage }>().result.homeworks.find((h) => h._id === id)!;
    expect(listed).toMatchObject({
      title: 'Leaf rubbing',
      instructions: 'About Leaf rubbing',
      class: { _id: nurseryA, class_name: 'Nursery A' },
      children: [],
      status: 'published',
      is_published: true,
      can_manage: true,
      submitted_count: 0,
      addressed_count: Object.keys(kidsA).length,
      created_by: { first_name: 'Priya' },
    });

    // Rahul's Aarav and Meera's Kabir are in Nursery A; Rahul's Anaya (Playgroup B) is not.
    const forAarav = await parentList(await parent('rahul'), kidsA['Aarav Sharma']!);
    expect(forAarav.find((h) => h._id === id)).toMatchObject({
      submission: null,
      submitted_count: null,
      can_manage: false,
    });
    expect((await parentList(await parent('meera'), kidsA['Kabir Iyer']!)).map((h) => h._id)).toContain(id);
    expect((await parentList(await parent('rahul'), kidsB['Anaya Sharma']!)).map((h) => h._id)).not.toContain(
      id,
    );
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited.map((a) => a.action)).toEqual(['create_homework']);
  });

  it('homework for chosen children reaches only their families, live and in lists', async () => {
    const [priya, rahul, meeraParent] = [await staff('priya'), await parent('rahul'), await parent('meera')];
    const staffSocket = await connectSocket(t.app, priya);
    const rahulSocket = await connectSocket(t.app, rahul);
    const meeraSocket = await connectSocket(t.app, meeraParent);
    const toStaff = collect(staffSocket, RECORDS_CHANGED_EVENT);
    const toRahul = collect(rahulSocket, RECORDS_CHANGED_EVENT);
    const toMeera = collect(meeraSocket, RECORDS_CHANGED_EVENT);
    try {
      const id = await created(priya, homework('Count to ten', { children_ids: [kidsA['Aarav Sharma']] }));
      const isHomework = (events: typeof toStaff) =>
        events.some((e) => e.entity === 'homework' && e.ids[0] === id);
      await eventually(() => isHomework(toStaff) && isHomework(toRahul));
      // Ids only.
      expect(toRahul.find((e) => e.entity === 'homework')).toEqual({
        entity: 'homework',
        ids: [id],
        class_ids: [nurseryA],
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(isHomework(toMeera)).toBe(false);

      const aarav = (await parentList(rahul, kidsA['Aarav Sharma']!)).find((h) => h._id === id)!;
      expect(aarav.children.map((c) => c.first_name)).toEqual(['Aarav']);
      expect((await parentList(meeraParent, kidsA['Kabir Iyer']!)).map((h) => h._id)).not.toContain(id);
      expect((await detail(priya, id)).addressed_count).toBe(1);
    } finally {
      for (const socket of [staffSocket, rahulSocket, meeraSocket]) socket.close();
    }
  });

  it('a parent marks it done with a photo, staff see who submitted, another family sees nothing of it', async () => {
    const [priya, rahul, meeraParent] = [await staff('priya'), await parent('rahul'), await parent('meera')];
    const id = await created(priya, homework('Draw your family'));
    const aarav = kidsA['Aarav Sharma']!;
    const photo = await uploadPhoto(t.app, rahul);
    const staffSocket = await connectSocket(t.app, priya);
    const meeraSocket = await connectSocket(t.app, meeraParent);
    const toStaff = collect(staffSocket, RECORDS_CHANGED_EVENT);
    const toMeera = collect(meeraSocket, RECORDS_CHANGED_EVENT);
    try {
      const submitted = await send('POST', submissionUrl(id), rahul, {
        student_id: aarav,
        submission_media: [photo],
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      // The class's staff hear of it; another family of the class does not.
      await eventually(() => toStaff.some((e) => e.entity === 'homework' && e.ids[0] === id));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(toMeera.some((e) => e.entity === 'homework')).toBe(false);
    } finally {
      staffSocket.close();
      meeraSocket.close();
    }

    const seen = await detail(priya, id);
    expect(seen.submitted_count).toBe(1);
    expect(seen.roster[0]).toMatchObject({
      child: { _id: aarav, first_name: 'Aarav' },
      submission: { submitted_by: { first_name: 'Rahul' } },
    });
    expect(seen.roster[0]!.submission!.submission_media.map((m) => m._id)).toEqual([photo]);
    expect(seen.roster.filter((r) => r.submission === null)).toHaveLength(Object.keys(kidsA).length - 1);

    const own = (await parentList(rahul, aarav)).find((h) => h._id === id)!;
    expect(own.submission!.submission_media.map((m) => m._id)).toEqual([photo]);
    // Meera's Kabir has not submitted; she sees nothing of Aarav's work.
    const kabirs = (await parentList(meeraParent, kidsA['Kabir Iyer']!)).find((h) => h._id === id)!;
    expect(kabirs.submission).toBeNull();
    expect(JSON.stringify(kabirs)).not.toContain(photo);
    // ... and may not submit for him (another family's child of her school: 403).
    const forOther = await send('POST', submissionUrl(id), meeraParent, { student_id: aarav });
    expect(forOther.statusCode).toBe(403);

    // Undo: gone for staff and family.
    const undone = await send('DELETE', `${submissionUrl(id)}?student_id=${aarav}`, rahul);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await detail(priya, id)).submitted_count).toBe(0);
    expect((await parentList(rahul, aarav)).find((h) => h._id === id)!.submission).toBeNull();
  });

  it('refuses a submission photo the parent did not upload, and homework not set for the child', async () => {
    const [priya, rahul] = [await staff('priya'), await parent('rahul')];
    const id = await created(priya, homework('Shapes walk', { children_ids: [kidsA['Kabir Iyer']] }));
    const before = await rowCounts();
    const staffPhoto = await uploadPhoto(t.app, priya);
    const notTheirs = await send('POST', submissionUrl(id), await parent('meera'), {
      student_id: kidsA['Kabir Iyer'],
      submission_media: [staffPhoto],
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().field).toBe('submission_media');
    // Set for Kabir only: Rahul's Aarav cannot submit it.
    const notSet = await send('POST', submissionUrl(id), rahul, { student_id: kidsA['Aarav Sharma'] });
    expect(notSet.statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it('drafts stay with staff; edit and delete follow the announcement rules', async () => {
    const [priya, farah, meera, anil] = [
      await staff('priya'),
      await staff('farah'),
      await staff('meera'),
      await staff('anil'),
    ];
    const rahul = await parent('rahul');
    const id = await created(priya, homework('Sing a song', { save_as_draft: true }));
    expect((await parentList(rahul, kidsA['Aarav Sharma']!)).map((h) => h._id)).not.toContain(id);
    // Families cannot mark a draft done (it does not exist for them).
    const onDraft = await send('POST', submissionUrl(id), rahul, { student_id: kidsA['Aarav Sharma'] });
    expect(onDraft.statusCode).toBe(404);
    // Meera teaches Playgroup B only; Anil is of another school.
    expect((await send('GET', byId(id), meera)).statusCode).toBe(403);
    expect((await send('GET', byId(id), anil)).statusCode).toBe(404);
    expect((await send('POST', byId(id), anil, homework('Hacked'))).statusCode).toBe(404);
    expect((await send('DELETE', byId(id), meera)).statusCode).toBe(403);

    // The admin (access_others_announcement) publishes it; then it cannot go back to draft.
    const published = await send('POST', byId(id), farah, homework('Sing a song loudly'));
    expect(published.json()).toMatchObject({ result: { id, status: 'published' } });
    expect((await parentList(rahul, kidsA['Aarav Sharma']!)).map((h) => h._id)).toContain(id);
    const backToDraft = await send('POST', byId(id), priya, homework('Again', { save_as_draft: true }));
    expect(backToDraft.statusCode).toBe(400);
    expect(backToDraft.json().field).toBe('save_as_draft');

    // Farah's own homework: Priya (no access_others_announcement) may not change it.
    const farahs = await created(farah, homework('Farah set this'));
    expect((await send('POST', byId(farahs), priya, homework('Mine now'))).statusCode).toBe(403);
    expect((await send('DELETE', byId(farahs), priya)).statusCode).toBe(403);

    expect((await send('DELETE', byId(id), priya)).statusCode).toBe(200);
    expect((await parentList(rahul, kidsA['Aarav Sharma']!)).map((h) => h._id)).not.toContain(id);
    expect((await send('GET', byId(id), priya)).statusCode).toBe(404);
  });

  it('keeps staff with access_others_announcement out of classes they do not teach', async () => {
    const [priya, meera] = [await staff('priya'), await staff('meera')];
    const id = await created(priya, homework('Count the ducks'));
    // Meera teaches Playgroup B only; her role is given the right over others' homework.
    const [meeraUser] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, demoPhones.meera));
    const [membership] = await t.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.userId, meeraUser!.id));
    const permissions = structuredClone(membership!.rolePermissions);
    permissions.daily_communication.access_others_announcement = true;
    permissions.daily_communication.announcements = true;
    await t.db
      .update(staffMemberships)
      .set({ rolePermissions: permissions })
      .where(eq(staffMemberships.id, membership!.id));

    expect((await send('GET', byId(id), meera)).statusCode).toBe(403);
    expect((await send('POST', byId(id), meera, homework('Changed'))).statusCode).toBe(403);
    expect((await send('DELETE', byId(id), meera)).statusCode).toBe(403);
    expect((await send('GET', byId(id), priya)).statusCode).toBe(200);
    await t.db
      .update(staffMemberships)
      .set({ rolePermissions: membership!.rolePermissions })
      .where(eq(staffMemberships.id, membership!.id));
  });

  it('answers 401, 403 and 400 naming the field, writing nothing', async () => {
    const [priya, meera, anil, rahul] = [
      await staff('priya'),
      await staff('meera'),
      await staff('anil'),
      await parent('rahul'),
    ];
    expect((await send('GET', apiPaths.homeworks, null)).statusCode).toBe(401);
    expect((await send('POST', apiPaths.createHomework, null, homework('x'))).statusCode).toBe(401);
    // A parent on the staff side; a parent reading another family's child.
    expect((await send('GET', apiPaths.homeworks, rahul)).statusCode).toBe(403);
    const other = await send('GET', `${apiPaths.parentHomeworks}?student_id=${kidsA['Kabir Iyer']}`, rahul);
    expect(other.statusCode).toBe(403);
    const before = await rowCounts();
    // A class Meera does not teach (403), another school's class (404).
    expect((await send('POST', apiPaths.createHomework, meera, homework('Not mine'))).statusCode).toBe(403);
    expect((await send('POST', apiPaths.createHomework, anil, homework('Not ours'))).statusCode).toBe(404);
    const cases: [Payload, string][] = [
      [homework('Late', { due_date: addDaysToIsoDate(today(), -1) }), 'due_date'],
      [homework('Far', { due_date: addDaysToIsoDate(today(), 400) }), 'due_date'],
      [homework('', {}), 'title'],
      [homework('Other class child', { children_ids: [kidsB['Anaya Sharma']] }), 'children_ids'],
      [homework('No date', { due_date: 'tomorrow' }), 'due_date'],
    ];
    for (const [payload, field] of cases) {
      const response = await send('POST', apiPaths.createHomework, priya, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect(await rowCounts()).toEqual(before);
    // Due today is fine.
    await created(priya, homework('Due today', { due_date: today() }));
  });
});
