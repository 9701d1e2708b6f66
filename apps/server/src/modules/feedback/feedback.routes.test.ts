import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  type AssessmentCycle,
  type ChildFeedbackForm,
  type FeedbackAnswer,
  type FeedbackAnswers,
  type FeedbackForm,
  type HpcCard,
  type HpcStudentList,
} from '@cue/contracts';
import { auditLog, feedbackAnswers, feedbackForms } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { switchSchoolModule } from '../../test/school-modules.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;

describe('feedback: parent, peer and self forms of a cycle', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let kidsA: Record<string, string>;
  let kidsB: Record<string, string>;
  let mapleChild: string;
  /** Nursery A's past Term 1 and current Term 2 (seeded), Playgroup B's current Term 2. */
  let term1A: string;
  let term2A: string;
  let term2B: string;
  /** Nursery A Term 2's seeded forms. */
  let parentForm: FeedbackForm;
  let selfForm: FeedbackForm;
  let peerForm: FeedbackForm;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Payload,
  ) => t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const formsUrl = (cycleId: string) => apiPath(apiPaths.feedbackForms, { cycleId });
  const formUrl = (id: string) => apiPath(apiPaths.feedbackForm, { id });
  const sendUrl = (id: string) => apiPath(apiPaths.feedbackFormSend, { id });
  const answersUrl = (formId: string) => apiPath(apiPaths.feedbackAnswers, { formId });
  const childFormsUrl = (studentId: string) => apiPath(apiPaths.childFeedbackForms, { studentId });
  const familyAnswerUrl = (formId: string, studentId: string) =>
    apiPath(apiPaths.childFeedbackAnswer, { formId, studentId });

  const ok = async <T>(response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: T }>().result;
  };
  const fieldOf = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ field: string }>().field;
  };
  const formsOf = async (cycleId: string, token?: string) =>
    (
      await ok<{ forms: FeedbackForm[] }>(
        await send('GET', formsUrl(cycleId), token ?? (await staff('priya'))),
      )
    ).forms;
  const answersOf = async (formId: string) =>
    ok<FeedbackAnswers>(await send('GET', answersUrl(formId), await staff('priya')));
  const rows = async () => ({
    forms: (await t.db.select({ n: count() }).from(feedbackForms))[0]!.n,
    answers: (await t.db.select({ n: count() }).from(feedbackAnswers))[0]!.n,
  });
  const auditActions = async (entityId: string) =>
    (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, entityId)))
      .map((row) => row.action)
      .sort();
  const faces = (...choices: string[]) => choices.map((choice, i) => ({ question: `q${i + 1}`, choice }));
  /** The cycle's form of a kind, made (with the default questions) when it does not exist yet. */
  const ensureForm = async (cycleId: string, kind: FeedbackForm['kind'], token: string) => {
    const existing = (await formsOf(cycleId, token)).find((f) => f.kind === kind);
    return existing ?? ok<FeedbackForm>(await send('POST', formsUrl(cycleId), token, { kind }));
  };
  /** Playgroup B's Term 2 parent form, sent to its families. */
  const sentPlaygroupForm = async () => {
    const meera = await staff('meera');
    const form = await ensureForm(term2B, 'parent', meera);
    return form.sent_at ? form : ok<FeedbackForm>(await send('POST', sendUrl(form._id), meera));
  };
  const cyclesOf = async (classId: string) =>
    (
      await ok<{ cycles: AssessmentCycle[] }>(
        await send('GET', apiPath(apiPaths.classAssessmentCycles, { classId }), await staff('priya')),
      )
    ).cycles;

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kidsA = await studentsOf(t.app, priya, nurseryA);
    kidsB = await studentsOf(t.app, priya, playgroupB);
    const anil = await staff('anil');
    const sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleChild = (await studentsOf(t.app, anil, sprouts))['Aisha Khan']!;
    const cyclesA = await cyclesOf(nurseryA);
    term1A = cyclesA.find((c) => c.name === 'Term 1')!._id;
    term2A = cyclesA.find((c) => c.name === 'Term 2')!._id;
    term2B = (await cyclesOf(playgroupB)).find((c) => c.name === 'Term 2')!._id;
    const seeded = await formsOf(term2A);
    parentForm = seeded.find((f) => f.kind === 'parent')!;
    selfForm = seeded.find((f) => f.kind === 'self')!;
    peerForm = seeded.find((f) => f.kind === 'peer')!;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  describe('forms', () => {
    it("lists the cycle's seeded forms with who has answered; 401, 403 to a parent and a non-teacher, 404 across schools", async () => {
      const forms = await formsOf(term2A);
      expect(forms.map((f) => f.kind)).toEqual(['parent', 'peer', 'self']);
      expect(parentForm).toMatchObject({
        class_id: nurseryA,
        cycle_id: term2A,
        reminder_count: 1,
        answer_count: 2,
        roster_count: 20,
        is_locked: true,
      });
      expect(parentForm.sent_at).not.toBeNull();
      expect(parentForm.questions.map((q) => [q.key, q.type])).toEqual([
        ['q1', 'faces'],
        ['q2', 'faces'],
        ['q3', 'text'],
        ['q4', 'text'],
        ['q5', 'text'],
      ]);
      expect(parentForm.questions[2]!.emoji_set).toBeNull();
      expect(selfForm).toMatchObject({ sent_at: null, answer_count: 3 });

      expect((await send('GET', formsUrl(term2A), null)).statusCode).toBe(401);
      expect((await send('GET', formsUrl(term2A), await parent('rahul'))).statusCode).toBe(403);
      expect((await send('GET', formsUrl(term2A), await staff('meera'))).statusCode).toBe(403);
      expect((await send('GET', formsUrl(term2A), await staff('anil'))).statusCode).toBe(404);
      // Farah, an admin, works with every class of her school.
      expect(await formsOf(term2A, await staff('farah'))).toHaveLength(3);
    });

    it('makes a form with the default questions, one per kind (409), audited; 401, 403, 404', async () => {
      const meera = await staff('meera');
      const created = await ok<FeedbackForm>(await send('POST', formsUrl(term2B), meera, { kind: 'self' }));
      expect(created).toMatchObject({
        kind: 'self',
        class_id: playgroupB,
        cycle_id: term2B,
        sent_at: null,
        answer_count: 0,
        roster_count: 12,
        is_locked: false,
      });
      expect(created.questions[0]).toEqual({
        key: 'q1',
        type: 'faces',
        prompt: 'I like coming to school',
        emoji_set: 'faces',
      });
      const again = await send('POST', formsUrl(term2B), meera, { kind: 'self' });
      expect(again.statusCode).toBe(409);
      expect(await auditActions(created._id)).toEqual(['create_feedback_form']);

      const payload = { kind: 'peer' };
      expect((await send('POST', formsUrl(term2B), null, payload)).statusCode).toBe(401);
      expect((await send('POST', formsUrl(term2B), await parent('rahul'), payload)).statusCode).toBe(403);
      expect((await send('POST', formsUrl(term1A), meera, payload)).statusCode).toBe(403);
      expect((await send('POST', formsUrl(term2B), await staff('anil'), payload)).statusCode).toBe(404);
    });

    it('keeps a cycle with feedback from being deleted (409)', async () => {
      const refused = await send(
        'DELETE',
        apiPath(apiPaths.assessmentCycle, { id: term2A }),
        await staff('farah'),
      );
      expect(refused.statusCode, refused.body).toBe(409);
      expect((await cyclesOf(nurseryA)).map((c) => c._id)).toContain(term2A);
    });

    it('refuses bad questions naming the field, writing nothing', async () => {
      const priya = await staff('priya');
      const before = await rows();
      const question = (extra: Payload = {}) => ({ type: 'faces', prompt: 'I can hop', ...extra });
      const create = (payload: Payload) => send('POST', formsUrl(term1A), priya, payload);
      // A child's form asks with faces only.
      expect(
        fieldOf(await create({ kind: 'self', questions: [question(), question({ type: 'text' })] })),
      ).toBe('questions.1.type');
      expect(fieldOf(await create({ kind: 'peer', questions: [question()] }))).toBe('questions');
      expect(
        fieldOf(await create({ kind: 'parent', questions: [question(), question({ prompt: ' ' })] })),
      ).toBe('questions.1.prompt');
      expect(
        fieldOf(await create({ kind: 'parent', questions: [question(), question({ emoji_set: 'hearts' })] })),
      ).toBe('questions.1.emoji_set');
      expect(fieldOf(await create({ kind: 'grandparent' }))).toBe('kind');
      expect(fieldOf(await send('POST', formsUrl('not-an-id'), priya, { kind: 'self' }))).toBe('cycleId');
      expect(await rows()).toEqual(before);
    });

    it('edits the questions freely before answers, only their wording and pictures after (409)', async () => {
      const priya = await staff('priya');
      const form = await ensureForm(term1A, 'parent', priya);
      const questions = [
        { type: 'faces', prompt: 'Is your child happy at school?', emoji_set: 'weather' },
        { type: 'text', prompt: 'What makes your child laugh?' },
      ];
      const edited = await ok<FeedbackForm>(await send('PUT', formUrl(form._id), priya, { questions }));
      expect(edited.questions).toEqual([
        { key: 'q1', type: 'faces', prompt: 'Is your child happy at school?', emoji_set: 'weather' },
        { key: 'q2', type: 'text', prompt: 'What makes your child laugh?', emoji_set: null },
      ]);
      // Diya's family gives its answers on paper; the form is then locked to its shape.
      await ok<FeedbackAnswer>(
        await send('POST', answersUrl(form._id), priya, {
          student_id: kidsA['Diya Menon'],
          answers: [
            { question: 'q1', choice: 'happy' },
            { question: 'q2', text: 'Peekaboo' },
          ],
        }),
      );
      const typo = [questions[0], { type: 'text', prompt: 'What makes your child laugh the most?' }];
      const fixed = await ok<FeedbackForm>(await send('PUT', formUrl(form._id), priya, { questions: typo }));
      expect(fixed).toMatchObject({ is_locked: true, answer_count: 1 });
      expect(fixed.questions[1]!.prompt).toBe('What makes your child laugh the most?');
      const reshaped = [questions[0], { type: 'faces', prompt: 'Does your child laugh?' }];
      expect((await send('PUT', formUrl(form._id), priya, { questions: reshaped })).statusCode).toBe(409);
      const longer = [...questions, { type: 'text', prompt: 'Anything else?' }];
      expect((await send('PUT', formUrl(form._id), priya, { questions: longer })).statusCode).toBe(409);
      expect((await formsOf(term1A)).find((f) => f._id === form._id)!.questions[1]!.type).toBe('text');

      expect(fieldOf(await send('PUT', formUrl(form._id), priya, { questions: [] }))).toBe('questions');
      expect((await send('PUT', formUrl(form._id), null, { questions })).statusCode).toBe(401);
      expect((await send('PUT', formUrl(form._id), await parent('rahul'), { questions })).statusCode).toBe(
        403,
      );
      expect((await send('PUT', formUrl(form._id), await staff('meera'), { questions })).statusCode).toBe(
        403,
      );
      expect((await send('PUT', formUrl(form._id), await staff('anil'), { questions })).statusCode).toBe(404);
      expect((await auditActions(form._id)).filter((a) => a === 'update_feedback_form')).toHaveLength(2);
    });
  });

  describe('sending the parent form', () => {
    let sockets: TestSocket[] = [];
    afterAll(() => sockets.forEach((socket) => socket.close()));

    it("sends it to the class's families, then counts reminders; realtime to staff and families", async () => {
      const meera = await staff('meera');
      const form = await ensureForm(term2B, 'parent', meera);
      const teacher = await connectSocket(t.app, meera);
      const family = await connectSocket(t.app, await parent('rahul'));
      sockets = [teacher, family];
      const teacherEvents = collect(teacher, 'records-changed');
      const familyEvents = collect(family, 'records-changed');

      const sent = await ok<FeedbackForm>(await send('POST', sendUrl(form._id), meera));
      expect(sent.sent_at).not.toBeNull();
      expect(sent.reminder_count).toBe(form.sent_at ? form.reminder_count + 1 : 0);
      await eventually(() => teacherEvents.length === 1 && familyEvents.length === 1);
      expect(familyEvents[0]).toEqual({ entity: 'feedback', ids: [form._id], class_ids: [playgroupB] });

      const reminded = await ok<FeedbackForm>(await send('POST', sendUrl(form._id), meera));
      expect(reminded).toMatchObject({ reminder_count: sent.reminder_count + 1, sent_at: sent.sent_at });
      const actions = await auditActions(form._id);
      expect(actions.filter((a) => a === 'send_feedback_form')).toHaveLength(1);
      expect(actions.filter((a) => a === 'remind_feedback_form')).toHaveLength(reminded.reminder_count);
      // Rahul now sees it for Anaya (Playgroup B).
      const anaya = await ok<{ forms: ChildFeedbackForm[] }>(
        await send('GET', childFormsUrl(kidsB['Anaya Sharma']!), await parent('rahul')),
      );
      expect(anaya.forms.map((f) => f.form._id)).toEqual([form._id]);
    });

    it('sends only a parent form (400 naming id), only while the cycle runs (409); 401, 403, 404', async () => {
      const priya = await staff('priya');
      expect(fieldOf(await send('POST', sendUrl(selfForm._id), priya))).toBe('id');
      const pastParent = await ensureForm(term1A, 'parent', priya);
      const refused = await send('POST', sendUrl(pastParent._id), priya);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/Term 1 ended on/);
      expect((await formsOf(term1A)).find((f) => f._id === pastParent._id)!.sent_at).toBeNull();

      expect((await send('POST', sendUrl(parentForm._id), null)).statusCode).toBe(401);
      expect((await send('POST', sendUrl(parentForm._id), await parent('rahul'))).statusCode).toBe(403);
      expect((await send('POST', sendUrl(parentForm._id), await staff('meera'))).statusCode).toBe(403);
      expect((await send('POST', sendUrl(parentForm._id), await staff('anil'))).statusCode).toBe(404);
    });
  });

  describe('answers', () => {
    it('shows staff every answer with the class: who has answered the parent form; 401, 403, 404', async () => {
      const { form, students, answers, cycle } = await answersOf(parentForm._id);
      expect(form._id).toBe(parentForm._id);
      expect(cycle).toMatchObject({ _id: term2A, name: 'Term 2', phase: 'current' });
      expect(students).toHaveLength(20);
      expect(students[0]!.first_name <= students[1]!.first_name).toBe(true);
      const byChild = new Map(answers.map((a) => [a.student._id, a]));
      expect(byChild.get(kidsA['Kabir Iyer']!)).toMatchObject({
        recorded_by_staff: false,
        answered_by: { first_name: 'Meera' },
        answers: [
          { question: 'q1', choice: 'happy', text: null },
          { question: 'q2', choice: 'okay', text: null },
          { question: 'q3', choice: null, text: 'Building train tracks and helping in the kitchen' },
          { question: 'q4', choice: null, text: 'He counts the stairs up to ten' },
        ],
      });
      expect(byChild.get(kidsA['Diya Menon']!)).toMatchObject({ recorded_by_staff: true });
      expect(byChild.has(kidsA['Aarav Sharma']!)).toBe(false);

      expect((await send('GET', answersUrl(parentForm._id), null)).statusCode).toBe(401);
      expect((await send('GET', answersUrl(parentForm._id), await parent('meera'))).statusCode).toBe(403);
      expect((await send('GET', answersUrl(parentForm._id), await staff('meera'))).statusCode).toBe(403);
      expect((await send('GET', answersUrl(parentForm._id), await staff('anil'))).statusCode).toBe(404);
    });

    it("captures a child's faces for self and peer; again replaces them; audited", async () => {
      const priya = await staff('priya');
      const before = await rows();
      const aarav = kidsA['Aarav Sharma']!;
      const first = await ok<FeedbackAnswer>(
        await send('POST', answersUrl(selfForm._id), priya, {
          student_id: aarav,
          answers: faces('happy', 'okay'),
        }),
      );
      expect(first).toMatchObject({
        kind: 'self',
        student: { _id: aarav, first_name: 'Aarav', last_name: 'Sharma' },
        about_student: null,
        recorded_by_staff: true,
        answered_by: { first_name: 'Priya' },
      });
      const again = await ok<FeedbackAnswer>(
        await send('POST', answersUrl(selfForm._id), priya, {
          student_id: aarav,
          answers: [
            { question: 'q5', choice: 'happy' },
            { question: 'q1', choice: 'not_yet' },
          ],
        }),
      );
      expect(again._id).toBe(first._id);
      // Kept in the questions' order.
      expect(again.answers.map((a) => [a.question, a.choice])).toEqual([
        ['q1', 'not_yet'],
        ['q5', 'happy'],
      ]);
      const peer = await ok<FeedbackAnswer>(
        await send('POST', answersUrl(peerForm._id), priya, {
          student_id: kidsA['Sara Ali'],
          about_student_id: aarav,
          answers: faces('happy', 'happy', 'okay', 'happy'),
        }),
      );
      expect(peer.about_student).toMatchObject({ _id: aarav, first_name: 'Aarav' });
      expect(await rows()).toEqual({ forms: before.forms, answers: before.answers + 2 });
      expect(await auditActions(first._id)).toEqual(['capture_feedback_answers', 'capture_feedback_answers']);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, peer._id));
      expect(entry!.details).toMatchObject({ child_id: kidsA['Sara Ali'], about_child_id: aarav });
    });

    it('refuses a child not of the class, a question not asked, a choice not offered, naming the field, writing nothing', async () => {
      const priya = await staff('priya');
      const before = await rows();
      const capture = (formId: string, payload: Payload) => send('POST', answersUrl(formId), priya, payload);
      const diya = kidsA['Diya Menon']!;
      expect(
        fieldOf(await capture(selfForm._id, { student_id: kidsB['Anaya Sharma'], answers: faces('happy') })),
      ).toBe('student_id');
      expect(fieldOf(await capture(selfForm._id, { student_id: mapleChild, answers: faces('happy') }))).toBe(
        'student_id',
      );
      expect(
        fieldOf(
          await capture(selfForm._id, {
            student_id: diya,
            answers: [
              { question: 'q1', choice: 'happy' },
              { question: 'q9', choice: 'happy' },
            ],
          }),
        ),
      ).toBe('answers.1.question');
      expect(
        fieldOf(
          await capture(selfForm._id, {
            student_id: diya,
            answers: [
              { question: 'q1', choice: 'happy' },
              { question: 'q2', choice: 'great' },
            ],
          }),
        ),
      ).toBe('answers.1.choice');
      expect(
        fieldOf(
          await capture(selfForm._id, { student_id: diya, answers: [{ question: 'q1', text: 'Yes' }] }),
        ),
      ).toBe('answers.0.text');
      expect(fieldOf(await capture(selfForm._id, { student_id: diya, answers: [{ question: 'q1' }] }))).toBe(
        'answers.0.choice',
      );
      expect(
        fieldOf(
          await capture(parentForm._id, { student_id: diya, answers: [{ question: 'q3', choice: 'happy' }] }),
        ),
      ).toBe('answers.0.choice');
      expect(
        fieldOf(
          await capture(selfForm._id, {
            student_id: diya,
            answers: [
              { question: 'q1', choice: 'happy' },
              { question: 'q1', choice: 'okay' },
            ],
          }),
        ),
      ).toBe('answers.1.question');
      expect(fieldOf(await capture(selfForm._id, { student_id: diya, answers: [] }))).toBe('answers');
      // A peer answer names a friend of the class, not the child themselves; a self answer names none.
      expect(fieldOf(await capture(peerForm._id, { student_id: diya, answers: faces('happy') }))).toBe(
        'about_student_id',
      );
      expect(
        fieldOf(
          await capture(peerForm._id, { student_id: diya, about_student_id: diya, answers: faces('happy') }),
        ),
      ).toBe('about_student_id');
      expect(
        fieldOf(
          await capture(peerForm._id, {
            student_id: diya,
            about_student_id: kidsB['Dev Mehta'],
            answers: faces('happy'),
          }),
        ),
      ).toBe('about_student_id');
      expect(
        fieldOf(
          await capture(selfForm._id, {
            student_id: diya,
            about_student_id: kidsA['Aarav Sharma'],
            answers: faces('happy'),
          }),
        ),
      ).toBe('about_student_id');
      expect(await rows()).toEqual(before);
    });

    it('refuses capture to a parent, a non-teacher, another school, without a token', async () => {
      const payload = { student_id: kidsA['Diya Menon'], answers: faces('happy') };
      expect((await send('POST', answersUrl(selfForm._id), null, payload)).statusCode).toBe(401);
      expect((await send('POST', answersUrl(selfForm._id), await parent('rahul'), payload)).statusCode).toBe(
        403,
      );
      expect((await send('POST', answersUrl(selfForm._id), await staff('meera'), payload)).statusCode).toBe(
        403,
      );
      expect((await send('POST', answersUrl(selfForm._id), await staff('anil'), payload)).statusCode).toBe(
        404,
      );
    });
  });

  describe('families', () => {
    const aaravAnswers = [
      { question: 'q1', choice: 'happy' },
      { question: 'q3', text: 'Dancing to film songs' },
    ];

    it("shows a parent only the sent forms of their own child's current cycles", async () => {
      const rahul = await parent('rahul');
      const aarav = kidsA['Aarav Sharma']!;
      const { forms } = await ok<{ forms: ChildFeedbackForm[] }>(
        await send('GET', childFormsUrl(aarav), rahul),
      );
      // Term 1's parent form (past, never sent) and the self and peer forms are not theirs to see.
      expect(forms).toHaveLength(1);
      expect(forms[0]).toMatchObject({
        form: { _id: parentForm._id, kind: 'parent', class_id: nurseryA },
        class_name: 'Nursery A',
        cycle: { _id: term2A, name: 'Term 2' },
        answer: null,
      });
      expect(forms[0]!.form.questions).toHaveLength(5);
      // Meera sees her own answer for Kabir, not anyone else's.
      const kabir = await ok<{ forms: ChildFeedbackForm[] }>(
        await send('GET', childFormsUrl(kidsA['Kabir Iyer']!), await parent('meera')),
      );
      expect(kabir.forms[0]!.answer).toMatchObject({ student: { first_name: 'Kabir' } });

      // Playgroup B's parent form reaches Anaya's family once sent, and not while it is not.
      const playgroup = await sentPlaygroupForm();
      const anayaForms = async () =>
        (
          await ok<{ forms: ChildFeedbackForm[] }>(
            await send('GET', childFormsUrl(kidsB['Anaya Sharma']!), await parent('rahul')),
          )
        ).forms.map((f) => f.form._id);
      expect(await anayaForms()).toEqual([playgroup._id]);
      await t.db.update(feedbackForms).set({ sentAt: null }).where(eq(feedbackForms.id, playgroup._id));
      expect(await anayaForms()).toEqual([]);
      await t.db
        .update(feedbackForms)
        .set({ sentAt: new Date(playgroup.sent_at!) })
        .where(eq(feedbackForms.id, playgroup._id));

      expect((await send('GET', childFormsUrl(aarav), null)).statusCode).toBe(401);
      expect((await send('GET', childFormsUrl(kidsA['Kabir Iyer']!), rahul)).statusCode).toBe(403);
      expect((await send('GET', childFormsUrl(mapleChild), rahul)).statusCode).toBe(404);
      expect((await send('GET', childFormsUrl(aarav), await staff('priya'))).statusCode).toBe(403);
    });

    it('lets the family answer for their child and change it; staff see it; realtime to staff and that family', async () => {
      const aarav = kidsA['Aarav Sharma']!;
      const teacher = await connectSocket(t.app, await staff('priya'));
      const family = await connectSocket(t.app, await parent('rahul'));
      const other = await connectSocket(t.app, await parent('meera'));
      try {
        const teacherEvents = collect(teacher, 'records-changed');
        const familyEvents = collect(family, 'records-changed');
        const otherEvents = collect(other, 'records-changed');
        const saved = await ok<FeedbackAnswer>(
          await send('PUT', familyAnswerUrl(parentForm._id, aarav), await parent('rahul'), {
            answers: aaravAnswers,
          }),
        );
        expect(saved).toMatchObject({
          kind: 'parent',
          student: { _id: aarav },
          recorded_by_staff: false,
          answered_by: { first_name: 'Rahul' },
          answers: [
            { question: 'q1', choice: 'happy', text: null },
            { question: 'q3', choice: null, text: 'Dancing to film songs' },
          ],
        });
        await eventually(() => teacherEvents.length === 1 && familyEvents.length === 1);
        expect(familyEvents[0]).toEqual({
          entity: 'feedback',
          ids: [parentForm._id, saved._id],
          class_ids: [nurseryA],
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(otherEvents).toHaveLength(0);

        const changed = await ok<FeedbackAnswer>(
          await send('PUT', familyAnswerUrl(parentForm._id, aarav), await parent('rahul'), {
            answers: [{ question: 'q1', choice: 'okay' }],
          }),
        );
        expect(changed._id).toBe(saved._id);
        expect(changed.answers).toEqual([{ question: 'q1', choice: 'okay', text: null }]);
        const { answers } = await answersOf(parentForm._id);
        expect(answers.find((a) => a.student._id === aarav)!.answers).toEqual(changed.answers);
        expect(await auditActions(saved._id)).toEqual(['answer_feedback_form', 'answer_feedback_form']);
      } finally {
        [teacher, family, other].forEach((socket) => socket.close());
      }
    });

    it("refuses another family's child, a form not sent or not theirs, a bad answer, writing nothing", async () => {
      const rahul = await parent('rahul');
      const put = (formId: string, studentId: string, answers: Payload[] = aaravAnswers, token = rahul) =>
        send('PUT', familyAnswerUrl(formId, studentId), token, { answers });
      const aarav = kidsA['Aarav Sharma']!;
      const playgroupParent = await sentPlaygroupForm();
      const term1Parent = await ensureForm(term1A, 'parent', await staff('priya'));
      const before = await rows();
      expect((await put(parentForm._id, kidsA['Kabir Iyer']!)).statusCode).toBe(403);
      expect((await put(parentForm._id, mapleChild)).statusCode).toBe(404);
      // Not a parent form, or not sent (Term 1's), or another class's (Playgroup B's is sent, Aarav is not there).
      expect((await put(selfForm._id, aarav)).statusCode).toBe(404);
      expect((await put(term1Parent._id, aarav)).statusCode).toBe(404);
      expect((await put(playgroupParent._id, aarav)).statusCode).toBe(404);
      expect((await put(parentForm._id, aarav, aaravAnswers, await staff('priya'))).statusCode).toBe(403);
      expect(
        (await send('PUT', familyAnswerUrl(parentForm._id, aarav), null, { answers: aaravAnswers }))
          .statusCode,
      ).toBe(401);
      expect(fieldOf(await put(parentForm._id, aarav, [{ question: 'q1', choice: 'super' }]))).toBe(
        'answers.0.choice',
      );
      expect(fieldOf(await put(parentForm._id, aarav, [{ question: 'q6', choice: 'happy' }]))).toBe(
        'answers.0.question',
      );
      expect(fieldOf(await put(parentForm._id, aarav, [{ question: 'q4', text: '   ' }]))).toBe(
        'answers.0.text',
      );
      expect(await rows()).toEqual(before);
    });
  });

  describe('on the progress card', () => {
    const feedbackOn = async (cycleId: string, studentId: string) =>
      (
        await ok<HpcCard>(
          await send('GET', apiPath(apiPaths.hpcCard, { cycleId, studentId }), await staff('priya')),
        )
      ).feedback;

    it("shows the family's answers, the child's own faces and how many friends chose each, never who", async () => {
      const priya = await staff('priya');
      const aaravId = kidsA['Aarav Sharma']!;
      await ok(
        await send('PUT', familyAnswerUrl(parentForm._id, aaravId), await parent('rahul'), {
          answers: [{ question: 'q1', choice: 'happy' }],
        }),
      );
      await ok(
        await send('POST', answersUrl(selfForm._id), priya, { student_id: aaravId, answers: faces('okay') }),
      );
      await ok(
        await send('POST', answersUrl(peerForm._id), priya, {
          student_id: kidsA['Sara Ali'],
          about_student_id: aaravId,
          answers: faces('happy'),
        }),
      );
      await sentPlaygroupForm();
      const aarav = (await feedbackOn(term2A, aaravId))!;
      expect(aarav.parent!.answers).toEqual([{ question: 'q1', choice: 'happy', text: null }]);
      expect(aarav.parent!.questions.map((q) => q.key)).toEqual(parentForm.questions.map((q) => q.key));
      expect(aarav.self!.answers).toEqual([{ question: 'q1', choice: 'okay', text: null }]);
      // Riya (seeded) and Sara spoke about Aarav: counted per question, named nowhere.
      expect(aarav.peer!.friends).toBe(2);
      const first = aarav.peer!.faces.find((faces) => faces.question === 'q1')!;
      expect(first.happy + first.okay + first.not_yet).toBe(2);
      expect(first.happy).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(aarav.peer)).not.toMatch(/Sara|Riya/);
      // Kabir: his family answered (seeded), he has not, no friend spoke about him.
      const kabir = (await feedbackOn(term2A, kidsA['Kabir Iyer']!))!;
      expect(kabir.parent!.answers.length).toBeGreaterThan(0);
      expect(kabir.self).toMatchObject({ answers: [], answered_at: null });
      expect(kabir.peer).toMatchObject({ friends: 0 });
      // Playgroup B's Term 2 has a parent form, no peer form.
      const anaya = (await feedbackOn(term2B, kidsB['Anaya Sharma']!))!;
      expect(anaya.peer).toBeNull();
      expect(anaya.parent).toMatchObject({ answers: [] });
    });

    it('says on the student list whose feedback is in', async () => {
      const list = await ok<HpcStudentList>(
        await send('GET', apiPath(apiPaths.hpcStudentList, { cycleId: term2A }), await staff('priya')),
      );
      const of = (name: string) => list.students.find((row) => row.student._id === kidsA[name])!.feedback_in;
      expect(of('Aarav Sharma')).toEqual({ parent: true, self: true, peer: 2 });
      expect(of('Kabir Iyer')).toEqual({ parent: true, self: false, peer: 0 });
    });

    it('leaves feedback off the card and the list while the school has feedback switched off', async () => {
      const farah = await staff('farah');
      await switchSchoolModule(t, farah, 'feedback', false);
      try {
        expect(await feedbackOn(term2A, kidsA['Aarav Sharma']!)).toBeNull();
        const list = await ok<HpcStudentList>(
          await send('GET', apiPath(apiPaths.hpcStudentList, { cycleId: term2A }), await staff('priya')),
        );
        expect(list.students.every((row) => row.feedback_in === null)).toBe(true);
      } finally {
        await switchSchoolModule(t, farah, 'feedback', true);
      }
    });
  });

  // Last: it moves the clock past Nursery A's Term 2.
  it('closes the family answers when the cycle ends (409) and stops listing its form', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    t.clock.advanceSeconds(40 * 24 * 3600);
    forget();
    const rahul = await parent('rahul');
    const before = await rows();
    const late = await send('PUT', familyAnswerUrl(parentForm._id, aarav), rahul, {
      answers: [{ question: 'q1', choice: 'happy' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/Term 2 ended on/);
    expect(await rows()).toEqual(before);
    const { forms } = await ok<{ forms: ChildFeedbackForm[] }>(
      await send('GET', childFormsUrl(aarav), rahul),
    );
    expect(forms).toEqual([]);
    // The teacher may still capture a child's faces after the term (the card is written then).
    await ok<FeedbackAnswer>(
      await send('POST', answersUrl(selfForm._id), await staff('priya'), {
        student_id: kidsA['Noah Thomas'],
        answers: faces('happy'),
      }),
    );
  });
});
