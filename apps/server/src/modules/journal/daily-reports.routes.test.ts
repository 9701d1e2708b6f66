import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  messages,
  type ChildJournalPage,
  type DailyReportsPreview,
  type SendDailyReportsResult,
} from '@cue/contracts';
import { journalPosts, journalReads } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { apiCaller } from '../../test/api-caller.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { switchSchoolModule } from '../../test/school-modules.js';

describe('daily reports: the day reviewed per child and sent to families by class', () => {
  let t: TestApp;
  let nurseryA: string;
  let sprouts: string;
  let kidsA: Record<string, string>;
  let today: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = apiCaller(() => t.app);
  const reportsUrl = (classId: string, date?: string) =>
    apiPath(apiPaths.dailyReports, { classId }) + (date ? `?date=${date}` : '');

  const preview = async (person: DemoPerson = 'priya') => {
    const response = await send('GET', reportsUrl(nurseryA), await staff(person));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: DailyReportsPreview }>().result;
  };
  const reportOf = (page: DailyReportsPreview, name: string) =>
    page.reports.find((report) => report.student_id === kidsA[name])!;
  const sendReports = async (reports: Record<string, unknown>[], date = today) => {
    const response = await send('POST', reportsUrl(nurseryA), await staff('priya'), { date, reports });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: SendDailyReportsResult }>().result;
  };
  const childJournal = async (person: DemoPerson, childId: string) => {
    const response = await send(
      'GET',
      apiPath(apiPaths.childJournal, { studentId: childId }),
      await parent(person),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChildJournalPage }>().result.journal_posts;
  };
  const dailyPostsOf = async (childId: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(journalPosts)
        .where(
          and(
            eq(journalPosts.childId, childId),
            eq(journalPosts.kind, 'daily_report'),
            eq(journalPosts.postedOn, today),
          ),
        )
    )[0]!.n;
  const allPosts = async () => (await t.db.select({ n: count() }).from(journalPosts))[0]!.n;

  /** Priya adds a fresh photo to Nursery A's library, tagging `children`: its media id. */
  const photoOf = async (children: string[]) => addClassPhoto(t, await staff('priya'), nurseryA, children);
  const setConsent = async (childId: string, consent: boolean) =>
    setPhotoConsent(t, await staff('farah'), childId, consent);
  const setJournal = async (enabled: boolean) =>
    switchSchoolModule(t, await staff('farah'), 'journal', enabled);

  beforeAll(async () => {
    t = await createTestApp();
    today = schoolToday('Asia/Kolkata', t.clock.now());
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    kidsA = await studentsOf(t.app, priya, nurseryA);
    sprouts = (await classesOf(t.app, await staff('anil')))['Sprouts']!._id;

    // Today in Nursery A: Aarav's care log and observations, Diya away.
    const aarav = kidsA['Aarav Sharma']!;
    const care = await send('POST', apiPath(apiPaths.careLog, { classId: nurseryA }), priya, {
      entries: [
        { kind: 'nap', time: '12:30', end_time: '13:40', student_ids: [aarav] },
        { kind: 'meal', meal: 'lunch', amount: 'most', time: '12:00', student_ids: [aarav] },
      ],
    });
    expect(care.statusCode, care.body).toBe(200);
    const notes = await send('POST', apiPath(apiPaths.createAnecdotes, { classId: nurseryA }), priya, {
      observation_entries: [
        { student_id: aarav, date: today, title: 'Counting', general_note: 'Counted ten ducks.' },
        {
          student_id: aarav,
          date: today,
          title: 'Assessment',
          general_note: 'Kept for the report card.',
          type_of_anecdote: 'report_card',
        },
      ],
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const register = await send('POST', apiPath(apiPaths.classAttendance, { classId: nurseryA }), priya, {
      date: today,
      student_attendance_list: [{ student_id: kidsA['Diya Menon'], attendance_status: 'absent' }],
    });
    expect(register.statusCode, register.body).toBe(200);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it("previews each child's day: care log in order, general observations, photos; away children unticked", async () => {
    const photo = await photoOf([kidsA['Aarav Sharma']!]);
    const page = await preview();
    expect(page).toMatchObject({ class_id: nurseryA, date: today, today });
    expect(page.reports.map((r) => r.student_id).sort()).toEqual(Object.values(kidsA).sort());

    const aarav = reportOf(page, 'Aarav Sharma');
    expect(aarav).toMatchObject({ away: false, selected: true, sent: null });
    expect(aarav.care_entries.map((e) => e.kind)).toEqual(['meal', 'nap']);
    expect(aarav.observations.map((o) => o.title)).toEqual(['Counting']);
    expect(aarav.media.map((f) => f._id)).toContain(photo);
    expect(aarav.first_name).toBe('Aarav');
    expect(aarav.care_entries.map((e) => e.time)).toEqual(['12:00', '12:30']);
    expect(aarav.observations.map((o) => o.note)).toEqual(['Counted ten ducks.']);

    expect(reportOf(page, 'Diya Menon')).toMatchObject({ attendance: 'absent', away: true, selected: false });
    expect(reportOf(page, 'Kabir Iyer').media.map((f) => f._id)).not.toContain(photo);
  });

  it('sends one post per chosen child, live to staff and only that family; the parent reads it in the journal', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    const photo = await photoOf([aarav]);
    const sockets: TestSocket[] = [
      await connectSocket(t.app, await staff('priya')),
      await connectSocket(t.app, await parent('rahul')),
      await connectSocket(t.app, await parent('meera')),
    ];
    try {
      const [teacherEvents, rahulEvents, meeraEvents] = sockets.map((s) => collect(s, 'records-changed'));
      const journalOnly = (events: { entity: string }[] | undefined) =>
        events!.filter((e) => e.entity === 'journal');
      const result = await sendReports([
        { student_id: aarav, body: 'Aarav had a lovely day. Stamp happy-1', media_ids: [photo] },
      ]);
      expect(result.sent).toEqual([{ student_id: aarav, post_id: expect.any(String), resent: false }]);
      const postId = result.sent[0]!.post_id;

      await eventually(() => journalOnly(teacherEvents).length >= 1 && journalOnly(rahulEvents).length >= 1);
      expect(journalOnly(teacherEvents)[0]).toMatchObject({ entity: 'journal', ids: [postId] });
      expect(journalOnly(rahulEvents)[0]).toEqual({
        entity: 'journal',
        ids: [postId],
        class_ids: [nurseryA],
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(journalOnly(meeraEvents)).toHaveLength(0);

      const mine = (await childJournal('rahul', aarav)).find((p) => p._id === postId)!;
      expect(mine).toMatchObject({
        kind: 'daily_report',
        date: today,
        body: 'Aarav had a lovely day. Stamp happy-1',
      });
      expect(mine.media.map((f) => f._id)).toEqual([photo]);
      // Another family's child stays closed to Rahul.
      const other = await send(
        'GET',
        apiPath(apiPaths.childJournal, { studentId: kidsA['Kabir Iyer']! }),
        await parent('rahul'),
      );
      expect(other.statusCode).toBe(403);

      // Rahul opens it: the teacher sees it sent and read.
      const read = await send('POST', apiPaths.journalRead, await parent('rahul'), { post_ids: [postId] });
      expect(read.statusCode, read.body).toBe(200);
      const after = reportOf(await preview(), 'Aarav Sharma');
      expect(after.selected).toBe(false);
      expect(after.sent).toMatchObject({
        post_id: postId,
        media_ids: [photo],
        sent_by: { name: 'Priya Nair' },
      });
      expect(after.sent!.read_by.map((r) => r.name)).toEqual(['Rahul Sharma']);
    } finally {
      sockets.forEach((s) => s.close());
    }
  });

  it('sending the same child and day again updates the one report, and its read receipts start again', async () => {
    const kabir = kidsA['Kabir Iyer']!;
    const [first] = (await sendReports([{ student_id: kabir, body: 'First words.' }])).sent;
    await send('POST', apiPaths.journalRead, await parent('meera'), { post_ids: [first!.post_id] });
    const [again] = (await sendReports([{ student_id: kabir, body: 'Corrected words.' }])).sent;
    expect(again).toEqual({ student_id: kabir, post_id: first!.post_id, resent: true });
    expect(await dailyPostsOf(kabir)).toBe(1);
    const reads = await t.db.select().from(journalReads).where(eq(journalReads.postId, first!.post_id));
    expect(reads).toHaveLength(0);
    const journal = await childJournal('meera', kabir);
    expect(journal.filter((p) => p.kind === 'daily_report' && p.date === today).map((p) => p.body)).toEqual([
      'Corrected words.',
    ]);
  });

  it('keeps photos with a child without consent out of other children’s reports, naming the child', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    const kabir = kidsA['Kabir Iyer']!;
    const together = await photoOf([aarav, kabir]);
    await setConsent(kabir, false);
    try {
      const page = await preview();
      expect(reportOf(page, 'Aarav Sharma').media.map((f) => f._id)).not.toContain(together);
      // Kabir's own family may see him (decision 040): his own report may carry it.
      expect(reportOf(page, 'Kabir Iyer').media.map((f) => f._id)).toContain(together);

      const before = await allPosts();
      const refused = await send('POST', reportsUrl(nurseryA), await staff('priya'), {
        date: today,
        reports: [
          { student_id: kabir, body: 'Kabir', media_ids: [together] },
          { student_id: aarav, body: 'Aarav', media_ids: [together] },
        ],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'reports.1.media_ids',
        message: `${messages.noPhotoConsentFor} Kabir Iyer`,
      });
      expect(await allPosts()).toBe(before);
    } finally {
      await setConsent(kabir, true);
    }
  });

  it('answers 401, 403 and 404 as the rules say, writing nothing', async () => {
    const body = { date: today, reports: [{ student_id: kidsA['Aarav Sharma'], body: 'x' }] };
    const before = await allPosts();
    expect((await send('GET', reportsUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('POST', reportsUrl(nurseryA), null, body)).statusCode).toBe(401);
    // A parent; a teacher of another class of the school.
    expect((await send('GET', reportsUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('POST', reportsUrl(nurseryA), await parent('rahul'), body)).statusCode).toBe(403);
    expect((await send('GET', reportsUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('POST', reportsUrl(nurseryA), await staff('meera'), body)).statusCode).toBe(403);
    // Another school's class does not exist for the caller.
    expect((await send('GET', reportsUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await send('POST', reportsUrl(sprouts), await staff('priya'), body)).statusCode).toBe(404);
    // The journal switched off.
    await setJournal(false);
    try {
      expect((await send('GET', reportsUrl(nurseryA), await staff('priya'))).statusCode).toBe(403);
      expect((await send('POST', reportsUrl(nurseryA), await staff('priya'), body)).statusCode).toBe(403);
    } finally {
      await setJournal(true);
    }
    expect(await allPosts()).toBe(before);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const priya = await staff('priya');
    const aarav = kidsA['Aarav Sharma']!;
    const before = await allPosts();
    const expectField = async (payload: unknown, field: string) => {
      const response = await send('POST', reportsUrl(nurseryA), priya, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    };
    await expectField({ date: today, reports: [] }, 'reports');
    await expectField({ reports: [{ student_id: aarav, body: 'x' }] }, 'date');
    await expectField({ date: '2999-01-01', reports: [{ student_id: aarav, body: 'x' }] }, 'date');
    await expectField({ date: today, reports: [{ student_id: aarav, body: '  ' }] }, 'reports.0.body');
    await expectField(
      {
        date: today,
        reports: [
          { student_id: aarav, body: 'x' },
          { student_id: newObjectId(), body: 'y' },
        ],
      },
      'reports.1.student_id',
    );
    await expectField(
      {
        date: today,
        reports: [
          { student_id: aarav, body: 'x' },
          { student_id: aarav, body: 'y' },
        ],
      },
      'reports.1.student_id',
    );
    await expectField(
      { date: today, reports: [{ student_id: aarav, body: 'x', media_ids: [newObjectId()] }] },
      'reports.0.media_ids',
    );
    const future = await send('GET', reportsUrl(nurseryA, '2999-01-01'), priya);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'date' });
    expect(await allPosts()).toBe(before);
  });
});
