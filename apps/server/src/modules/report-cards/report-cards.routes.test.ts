import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import {
  DEFAULT_REPORT_TITLE,
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  type ChildReportCard,
  type ClassReportCards,
  type FeedbackForm,
  type StudentReportCard,
} from '@cue/contracts';
import {
  auditLog,
  children,
  reportCardTitles,
  reportCardVersions,
  reportCards,
  scheduledJobs,
} from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { demoLogins } from '../../test/demo.js';
import { call, demoSchool, expectRefused, type Payload } from '../../test/hpc-cards.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reportCardJobs } from './report-cards.service.js';

describe('report cards: a cycle’s cards, versions, publishing to families', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof demoSchool>>;
  let aarav: string;
  let vihaan: string;
  let kabir: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const listUrl = (cycleId: string) => apiPath(apiPaths.classReportCards, { cycleId });
  const titleUrl = (cycleId: string) => apiPath(apiPaths.reportCardTitle, { cycleId });
  const generateUrl = (cycleId: string, studentId: string) =>
    apiPath(apiPaths.studentReportCardGenerate, { cycleId, studentId });
  const publishUrl = (cycleId: string, studentId: string) =>
    apiPath(apiPaths.studentReportCardPublish, { cycleId, studentId });
  const unpublishUrl = (cycleId: string, studentId: string) =>
    apiPath(apiPaths.studentReportCardUnpublish, { cycleId, studentId });
  const pdfUrl = (id: string) => apiPath(apiPaths.reportCardVersionPdf, { id });
  const familyUrl = (studentId: string) => apiPath(apiPaths.childReportCards, { studentId });

  const list = async (token: string, cycleId: string) => {
    const response = await call(t, 'GET', listUrl(cycleId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ClassReportCards }>().result;
  };
  const generate = async (token: string, cycleId: string, studentId: string, payload: Payload = {}) => {
    const response = await call(t, 'POST', generateUrl(cycleId, studentId), token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: StudentReportCard }>().result;
  };
  const familyCards = async (token: string, studentId: string) => {
    const response = await call(t, 'GET', familyUrl(studentId), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { report_cards: ChildReportCard[] } }>().result.report_cards;
  };
  /** Everything stored of report cards and their scheduled jobs, to check a refusal wrote nothing. */
  const stored = async () =>
    JSON.stringify({
      cards: await t.db.select().from(reportCards).orderBy(reportCards.id),
      versions: await t.db.select().from(reportCardVersions).orderBy(reportCardVersions.id),
      titles: await t.db.select().from(reportCardTitles).orderBy(reportCardTitles.cycleId),
      jobs: await t.db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.kind, reportCardJobs.publish))
        .orderBy(scheduledJobs.id),
    });
  /** The report cards' PDFs in the media store (local disk in tests): `<school>/generated/`. */
  const storedFiles = async () => {
    const folder = join(t.mediaDir, school.classes['Nursery A']!.school_info._id, 'generated');
    return (await readdir(folder).catch(() => [] as string[])).sort();
  };
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());

  beforeAll(async () => {
    t = await createTestApp();
    school = await demoSchool(t, await staff('farah'));
    aarav = school.kidsA['Aarav Sharma']!;
    vihaan = school.kidsA['Vihaan Reddy']!;
    kabir = school.kidsA['Kabir Iyer']!;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists every child of the cycle with their card; 401, 403 to a parent and a non-teacher, 404 across schools', async () => {
    const cards = await list(await staff('priya'), school.term2._id);
    expect(cards.cycle).toMatchObject({ _id: school.term2._id, class_name: 'Nursery A', name: 'Term 2' });
    expect(cards).toMatchObject({ report_title: DEFAULT_REPORT_TITLE, is_default_title: true, run: null });
    expect(cards.students).toHaveLength(Object.keys(school.kidsA).length);
    // A child no test prints a card for: never generated.
    expect(cards.students.find((s) => s.student_id === school.kidsA['Krish Malhotra'])).toMatchObject({
      first_name: 'Krish',
      status: 'none',
      versions: [],
      published_version: null,
    });
    const url = listUrl(school.term2._id);
    expect((await call(t, 'GET', url, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, await parent('rahul'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url, await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url, await staff('anil'))).statusCode).toBe(404);
  });

  it('generates a child’s card as versions kept in the media store, the newest current, each downloadable; the PDF prints a Hindi name', async () => {
    const priya = await staff('priya');
    // Vihaan's Term 2 progress card is signed off in the demo; his name is written in Hindi here.
    await t.db.update(children).set({ firstName: 'अनन्या', lastName: 'गुप्ता' }).where(eq(children.id, vihaan));
    const first = await generate(priya, school.term2._id, vihaan);
    expect(first).toMatchObject({ status: 'generated', published_version: null });
    expect(first.versions).toHaveLength(1);
    expect(first.versions[0]).toMatchObject({
      version: 1,
      is_current: true,
      draft: false,
      title: DEFAULT_REPORT_TITLE,
    });
    const second = await generate(priya, school.term2._id, vihaan, { report_title: 'Progress Report 2026' });
    expect(second.versions.map((v) => [v.version, v.is_current, v.title])).toEqual([
      [2, true, 'Progress Report 2026'],
      [1, false, DEFAULT_REPORT_TITLE],
    ]);
    // Two PDFs in the media store (local disk here), one per version.
    expect(await storedFiles()).toEqual(second.versions.map((v) => `report-card-${v._id}.pdf`).sort());

    for (const version of second.versions) {
      const response = await call(t, 'GET', pdfUrl(version._id), priya);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="report-card-term-2-v${version.version}.pdf"`,
      );
      const text = pdfText(response.rawPayload);
      expect(text.split('\n')).toContain('अनन्या गुप्ता');
      expect(text.split('\n')).toContain(version.title);
      expect(text).toContain('Sunbeam Nursery');
    }
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'generate_report_card'), eq(auditLog.entity, 'report_card')));
    expect(audits.map((a) => a.details?.version)).toEqual([1, 2]);
    // Staff of another class, parents (unpublished) and another school cannot download it.
    const v1 = second.versions[1]!._id;
    expect((await call(t, 'GET', pdfUrl(v1), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', pdfUrl(v1), await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', pdfUrl(v1), await staff('anil'))).statusCode).toBe(404);
    expect((await call(t, 'GET', pdfUrl(v1), await parent('rahul'))).statusCode).toBe(403);
  });

  it('prints what the family said and how friends see the child, never naming a friend', async () => {
    const priya = await staff('priya');
    const formsResponse = await call(
      t,
      'GET',
      apiPath(apiPaths.feedbackForms, { cycleId: school.term2._id }),
      priya,
    );
    expect(formsResponse.statusCode, formsResponse.body).toBe(200);
    const { forms } = formsResponse.json<{ result: { forms: FeedbackForm[] } }>().result;
    const parentForm = forms.find((form) => form.kind === 'parent')!;
    const peerForm = forms.find((form) => form.kind === 'peer')!;
    const textQuestion = parentForm.questions.find((question) => question.type === 'text')!;
    const answered = await call(
      t,
      'PUT',
      apiPath(apiPaths.childFeedbackAnswer, { formId: parentForm._id, studentId: aarav }),
      await parent('rahul'),
      { answers: [{ question: textQuestion.key, text: 'He builds tall towers with his sister' }] },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const captured = await call(
      t,
      'POST',
      apiPath(apiPaths.feedbackAnswers, { formId: peerForm._id }),
      priya,
      {
        student_id: school.kidsA['Sara Ali'],
        about_student_id: aarav,
        answers: [{ question: 'q1', choice: 'happy' }],
      },
    );
    expect(captured.statusCode, captured.body).toBe(200);

    const card = await generate(priya, school.term2._id, aarav);
    const response = await call(t, 'GET', pdfUrl(card.versions[0]!._id), priya);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Feedback from home and friends');
    expect(text).toContain(`From home: ${textQuestion.prompt}`);
    expect(text).toContain('He builds tall towers with his sister');
    expect(text).toContain(`Friends: ${peerForm.questions[0]!.prompt}`);
    expect(text).not.toMatch(/Sara|Riya/);
  });

  it('refuses a generation: 401, 403 parent and untaught class, 404 across schools, 400 naming the field, nothing written', async () => {
    const before = await stored();
    const files = await storedFiles();
    const url = generateUrl(school.term2._id, kabir);
    expect((await call(t, 'POST', url, null, {})).statusCode).toBe(401);
    expect((await call(t, 'POST', url, await parent('meera'), {})).statusCode).toBe(403);
    expect((await call(t, 'POST', url, await staff('meera'), {})).statusCode).toBe(403);
    expect((await call(t, 'POST', url, await staff('anil'), {})).statusCode).toBe(404);
    const priya = await staff('priya');
    // A child of another class of the school, a title of spaces only.
    expectRefused(
      await call(t, 'POST', generateUrl(school.term2._id, school.kidsB['Anaya Sharma']!), priya, {}),
      400,
      'studentId',
    );
    expectRefused(await call(t, 'POST', url, priya, { report_title: '   ' }), 400, 'report_title');
    expect(await stored()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('sets the cycle’s title (coordinators only) and prints it; 400 naming report_title', async () => {
    const url = titleUrl(school.term1._id);
    const before = await stored();
    expect((await call(t, 'PUT', url, null, { report_title: 'Term report' })).statusCode).toBe(401);
    expect(
      (await call(t, 'PUT', url, await staff('priya'), { report_title: 'Term report' })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', url, await parent('rahul'), { report_title: 'Term report' })).statusCode,
    ).toBe(403);
    expect((await call(t, 'PUT', url, await staff('anil'), { report_title: 'Term report' })).statusCode).toBe(
      404,
    );
    const farah = await staff('farah');
    expectRefused(await call(t, 'PUT', url, farah, { report_title: '' }), 400, 'report_title');
    expectRefused(await call(t, 'PUT', url, farah, {}), 400, 'report_title');
    expect(await stored()).toBe(before);
    const saved = await call(t, 'PUT', url, farah, { report_title: 'Sunbeam Term Report' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      result: { report_title: 'Sunbeam Term Report', is_default_title: false },
    });
    expect(await list(await staff('priya'), school.term1._id)).toMatchObject({
      report_title: 'Sunbeam Term Report',
      is_default_title: false,
    });
    // The other cycle keeps the default.
    expect((await list(farah, school.term2._id)).report_title).toBe(DEFAULT_REPORT_TITLE);
    const card = await generate(await staff('priya'), school.term1._id, kabir);
    expect(card.versions[0]!.title).toBe('Sunbeam Term Report');
  });

  it('publishes to the child’s own family only: never before, never another child’s, the version published', async () => {
    const priya = await staff('priya');
    const rahul = await parent('rahul');
    const meera = await parent('meera');
    // Aarav's Term 2 progress card is in progress: its report card prints as a draft, never published.
    const draft = await generate(priya, school.term2._id, aarav);
    expect(draft.versions[0]!.draft).toBe(true);
    const before = await stored();
    expectRefused(await call(t, 'POST', publishUrl(school.term2._id, aarav), priya, {}), 409);
    expect(await stored()).toBe(before);
    // Never generated: nothing to publish.
    expectRefused(
      await call(t, 'POST', publishUrl(school.term1._id, school.kidsA['Diya Menon']!), priya, {}),
      409,
    );

    // Term 1 is signed off and published on the progress card.
    const v1 = (await generate(priya, school.term1._id, aarav)).versions[0]!;
    expect(v1.draft).toBe(false);
    expect(await familyCards(rahul, aarav)).toEqual([]);
    expect((await call(t, 'GET', pdfUrl(v1._id), rahul)).statusCode).toBe(404);

    const url = publishUrl(school.term1._id, aarav);
    expect((await call(t, 'POST', url, null, {})).statusCode).toBe(401);
    expect((await call(t, 'POST', url, rahul, {})).statusCode).toBe(403);
    expect((await call(t, 'POST', url, await staff('meera'), {})).statusCode).toBe(403);
    expect((await call(t, 'POST', url, await staff('anil'), {})).statusCode).toBe(404);
    const published = await call(t, 'POST', url, priya, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ result: StudentReportCard }>().result).toMatchObject({
      status: 'published',
      published_version: 1,
    });

    const seen = await familyCards(rahul, aarav);
    expect(seen).toEqual([
      expect.objectContaining({ _id: v1._id, cycle_name: 'Term 1', class_name: 'Nursery A', version: 1 }),
    ]);
    const download = await call(t, 'GET', pdfUrl(v1._id), rahul);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="report-card-aarav-sharma-term-1-v1.pdf"',
    );
    // Another family of the school: 403, for the list and the file; another school's staff: 404.
    expect((await call(t, 'GET', pdfUrl(v1._id), meera)).statusCode).toBe(403);
    expect((await call(t, 'GET', familyUrl(aarav), meera)).statusCode).toBe(403);
    expect((await call(t, 'GET', familyUrl(kabir), rahul)).statusCode).toBe(403);
    expect((await call(t, 'GET', familyUrl(aarav), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', familyUrl(aarav), priya)).statusCode).toBe(403);
    // The draft of Term 2 stays unseen.
    expect((await call(t, 'GET', pdfUrl(draft.versions[0]!._id), rahul)).statusCode).toBe(404);

    // A newer version waits for its own publication: the family keeps version 1.
    const v2 = (await generate(priya, school.term1._id, aarav)).versions[0]!;
    expect((await call(t, 'GET', pdfUrl(v2._id), rahul)).statusCode).toBe(404);
    expect((await familyCards(rahul, aarav)).map((c) => c.version)).toEqual([1]);
    await call(t, 'POST', url, priya, {});
    expect((await familyCards(rahul, aarav)).map((c) => c._id)).toEqual([v2._id]);
    expect((await call(t, 'GET', pdfUrl(v1._id), rahul)).statusCode).toBe(404);

    // Withdrawn: gone from the family.
    const withdrawn = await call(t, 'POST', unpublishUrl(school.term1._id, aarav), priya);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<{ result: StudentReportCard }>().result.status).toBe('generated');
    expect(await familyCards(rahul, aarav)).toEqual([]);
    expect((await call(t, 'GET', pdfUrl(v2._id), rahul)).statusCode).toBe(404);
    expect((await call(t, 'POST', unpublishUrl(school.term1._id, aarav), rahul)).statusCode).toBe(403);
    expect((await call(t, 'POST', unpublishUrl(school.term1._id, aarav), null)).statusCode).toBe(401);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'report_card'));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['publish_report_card', 'unpublish_report_card']),
    );
  });

  it('schedules publishing for a school-local time: nothing before it, published by the job at it; 400 naming the field', async () => {
    const priya = await staff('priya');
    await generate(priya, school.term1._id, kabir);
    const url = publishUrl(school.term1._id, kabir);
    const tomorrow = addDaysToIsoDate(today(), 1);
    const before = await stored();
    expectRefused(await call(t, 'POST', url, priya, { time: '08:00 AM' }), 400, 'date');
    expectRefused(await call(t, 'POST', url, priya, { date: tomorrow }), 400, 'time');
    expectRefused(
      await call(t, 'POST', url, priya, { date: addDaysToIsoDate(today(), -1), time: '08:00 AM' }),
      400,
      'date',
    );
    expectRefused(await call(t, 'POST', url, priya, { date: today(), time: '12:01 AM' }), 400, 'time');
    expectRefused(
      await call(t, 'POST', url, priya, { date: addDaysToIsoDate(today(), 400), time: '08:00 AM' }),
      400,
      'date',
    );
    expectRefused(await call(t, 'POST', url, priya, { date: tomorrow, time: '8 AM' }), 400, 'time');
    expect(await stored()).toBe(before);

    const scheduled = await call(t, 'POST', url, priya, { date: tomorrow, time: '08:00 AM' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<{ result: StudentReportCard }>().result).toMatchObject({
      status: 'scheduled',
      publish_date: tomorrow,
      publish_time: '08:00 AM',
      published_version: null,
    });
    // 08:00 in Kolkata is 02:30 UTC.
    const at = new Date(`${tomorrow}T02:30:00.000Z`).getTime();
    t.clock.advanceSeconds((at - t.clock.now().getTime()) / 1000 - 60);
    expect(await t.app.jobs.runDueJobs([reportCardJobs.publish])).toBe(0);
    forget();
    expect(await familyCards(await parent('meera'), kabir)).toEqual([]);
    t.clock.advanceSeconds(61);
    const ranAt = t.clock.now().toISOString();
    expect(await t.app.jobs.runDueJobs([reportCardJobs.publish])).toBe(1);
    forget();
    const seen = await familyCards(await parent('meera'), kabir);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ cycle_name: 'Term 1', published_at: ranAt });
    // Published by the job (no person), audited with the time it was scheduled for.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish_report_card'), isNull(auditLog.actorUserId)));
    expect(audit?.details).toMatchObject({ scheduled_for: new Date(at).toISOString() });
  });
});
