import {
  defaultFeedbackQuestions,
  feedbackKinds,
  type ChildFeedbackForm,
  type FeedbackAnswer,
  type FeedbackAnswers,
  type FeedbackCaptureSchema,
  type FeedbackForm,
  type FeedbackFormCreateSchema,
  type FeedbackFormEditSchema,
  type FeedbackIn,
  type FeedbackKind,
  type HpcCardFeedback,
} from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { StoredFeedbackAnswer, StoredFeedbackQuestion } from '../../db/schema/feedback.js';
import type { AssessmentService, CycleStanding } from '../assessment/assessment.service.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { FeedbackEvents } from './feedback.events.js';
import {
  faceCounts,
  presentAnswer,
  presentForm,
  presentPerson,
  presentQuestions,
} from './feedback.presenter.js';
import type { FeedbackFormRow, FeedbackRepository } from './feedback.repository.js';

type FormCreateFields = z.output<typeof FeedbackFormCreateSchema>;
type FormEditFields = z.output<typeof FeedbackFormEditSchema>;
type CaptureFields = z.output<typeof FeedbackCaptureSchema>;
type AnswerFields = CaptureFields['answers'];
type QuestionFields = FormEditFields['questions'];

export interface FeedbackServiceDeps {
  repository: FeedbackRepository;
  schools: SchoolsService;
  /** Cycles, their classes and rosters: feedback hangs off an assessment cycle. */
  assessment: Pick<AssessmentService, 'cycleForStaff' | 'cycleInSchool' | 'cyclesOfClass'>;
  events: FeedbackEvents;
  clock: Clock;
}

type CyclePhase = 'upcoming' | 'current' | 'past';

const formNotFound = () => notFound('Feedback form not found');
const kindOrder = (kind: FeedbackKind) => feedbackKinds.indexOf(kind);

/**
 * Feedback (issue 17, decision 050): a cycle's parent, peer and self forms. Staff of the class
 * write the forms (defaults for 3–6 year olds and their families), send the parent form to the
 * class's families and see who answered; they capture a child's faces for the peer and self
 * forms (and a family's answers given on paper). Families answer for their own child while the
 * cycle runs. Every call checks the school, the role, the class, the child and the `feedback`
 * switch; every write is audited in its transaction.
 */
export class FeedbackService {
  constructor(private readonly deps: FeedbackServiceDeps) {}

  /** feedback_forms/{cycleId} GET: the cycle's forms (parent, peer, self) with their counts. */
  async listForms(actor: Actor, cycleId: string): Promise<FeedbackForm[]> {
    const standing = await this.deps.assessment.cycleForStaff(actor, cycleId, 'feedback');
    const rows = await this.deps.repository.listFormsOfCycles([cycleId]);
    const forms = await this.presentForms(rows, standing.roster.length);
    return forms.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));
  }

  /**
   * feedback_forms/{cycleId} POST: the cycle's form of a kind, with the default questions unless
   * others are given. A second form of the same kind is a 409.
   */
  async createForm(actor: Actor, cycleId: string, fields: FormCreateFields): Promise<FeedbackForm> {
    const standing = await this.deps.assessment.cycleForStaff(actor, cycleId, 'feedback');
    const { repository, clock } = this.deps;
    const questions = storedQuestions(fields.kind, fields.questions ?? defaultFeedbackQuestions[fields.kind]);
    const { access, cycle } = standing;
    const id = newObjectId(clock.now());
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.lockCycleForms(cycle.id);
      if (await tx.findFormOfCycle(cycle.id, fields.kind))
        throw new AppError('CONFLICT', `${cycle.name} already has a ${fields.kind} feedback form`);
      await tx.insertForm({
        id,
        schoolId: access.schoolId,
        classId: cycle.classId,
        cycleId: cycle.id,
        kind: fields.kind,
        questions,
        createdBy: access.userId,
        createdAt: now,
        updatedAt: now,
      });
      await tx.audit(
        this.auditEntry(access, 'create_feedback_form', id, {
          cycle_id: cycle.id,
          class_id: cycle.classId,
          kind: fields.kind,
          questions: questions.length,
        }),
      );
    });
    this.deps.events.formChanged(access.schoolId, cycle.classId, id, false);
    return this.presentOne(id, standing.roster.length);
  }

  /**
   * feedback_form/{id} PUT: the questions again. Before any answer, anything may change; once a
   * family or child has answered, only the wording and the pictures (409 otherwise), so every
   * answer still answers the question it was given to.
   */
  async updateForm(actor: Actor, id: string, fields: FormEditFields): Promise<FeedbackForm> {
    const { form, standing } = await this.formForStaff(actor, id);
    const questions = storedQuestions(form.kind, fields.questions);
    const { access } = standing;
    await this.deps.repository.transaction(async (tx) => {
      const locked = (await tx.lockForm(id))!;
      const answered = (await tx.countAnswers([id])).get(id) ?? 0;
      if (answered > 0 && shapeOf(locked.questions) !== shapeOf(questions))
        throw new AppError(
          'CONFLICT',
          'Answers have been given to this form: only the wording and pictures of its questions can change',
        );
      await tx.updateForm(id, { questions, updatedAt: this.deps.clock.now() });
      await tx.audit(
        this.auditEntry(access, 'update_feedback_form', id, {
          kind: form.kind,
          questions: questions.length,
          answered,
        }),
      );
    });
    this.deps.events.formChanged(access.schoolId, form.classId, id, form.sentAt !== null);
    return this.presentOne(id, standing.roster.length);
  }

  /**
   * feedback_form/{id}/send POST: the parent form goes to the class's families (the first time)
   * or reminds them again (each later time, counted). Only while the cycle runs (409).
   */
  async sendForm(actor: Actor, id: string): Promise<FeedbackForm> {
    const { form, standing } = await this.formForStaff(actor, id);
    if (form.kind !== 'parent') throw badInput('id', 'only a parent form is sent to families');
    const { access, cycle } = standing;
    const phase = await this.phaseOf(access.schoolId, cycle);
    if (phase !== 'current') throw cycleClosed(cycle, phase);
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      const locked = (await tx.lockForm(id))!;
      const reminder = locked.sentAt !== null;
      await tx.updateForm(id, {
        sentAt: locked.sentAt ?? now,
        lastSentAt: now,
        reminderCount: reminder ? locked.reminderCount + 1 : 0,
        updatedAt: now,
      });
      await tx.audit(
        this.auditEntry(access, reminder ? 'remind_feedback_form' : 'send_feedback_form', id, {
          class_id: form.classId,
          cycle_id: form.cycleId,
          reminder_count: reminder ? locked.reminderCount + 1 : 0,
        }),
      );
    });
    this.deps.events.formChanged(access.schoolId, form.classId, id, true);
    return this.presentOne(id, standing.roster.length);
  }

  /** feedback_answers/{formId} GET: the form, the class's children and every answer given. */
  async formAnswers(actor: Actor, formId: string): Promise<FeedbackAnswers> {
    const { form, standing } = await this.formForStaff(actor, formId);
    const { cycle, roster, access } = standing;
    const [answers, phase] = await Promise.all([
      this.deps.repository.listAnswers([formId]),
      this.phaseOf(access.schoolId, cycle),
    ]);
    const students = [...roster]
      .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName))
      .map(presentPerson);
    return {
      form: presentForm(form, { answers: answers.length, roster: roster.length }),
      cycle: {
        _id: cycle.id,
        name: cycle.name,
        start_date: cycle.startDate,
        end_date: cycle.endDate,
        phase,
      },
      students,
      answers: answers.map((row) => presentAnswer(row, form.kind)),
    };
  }

  /**
   * feedback_answers/{formId} POST: staff capture a child's faces (self; peer: the child giving it
   * and the friend it is about, both of the class), or a family's answers given on paper (parent).
   * The same child (and friend) again replaces the answers. Not before the cycle starts (409).
   */
  async captureAnswers(actor: Actor, formId: string, fields: CaptureFields): Promise<FeedbackAnswer> {
    const { form, standing } = await this.formForStaff(actor, formId);
    const { access, cycle, roster, schoolClass } = standing;
    const inClass = new Set(roster.map((child) => child.id));
    if (!inClass.has(fields.student_id))
      throw badInput('student_id', `is not a child of ${schoolClass.name}`);
    const about = fields.about_student_id;
    if (form.kind === 'peer') {
      if (!about) throw badInput('about_student_id', 'name the friend this feedback is about');
      if (about === fields.student_id)
        throw badInput('about_student_id', 'must be another child than student_id');
      if (!inClass.has(about)) throw badInput('about_student_id', `is not a child of ${schoolClass.name}`);
    } else if (about) {
      throw badInput('about_student_id', 'only a peer form is about a friend');
    }
    const answers = checkedAnswers(form.questions, fields.answers);
    if ((await this.phaseOf(access.schoolId, cycle)) === 'upcoming') throw cycleClosed(cycle, 'upcoming');
    const familyUserIds =
      form.kind === 'parent' ? await this.deps.repository.listParentIdsOf([fields.student_id]) : [];
    const answerId = await this.saveAnswers(form, {
      childId: fields.student_id,
      aboutChildId: form.kind === 'peer' ? about : null,
      answers,
      userId: access.userId,
      recordedBy: 'staff',
      audit: { schoolId: access.schoolId, action: 'capture_feedback_answers' },
    });
    this.deps.events.answersChanged(access.schoolId, form.classId, { formId, answerId }, familyUserIds);
    return this.presentAnswerById(answerId, form.kind);
  }

  /**
   * child_feedback_forms/{studentId} GET (parent): the parent forms sent for the current cycles
   * of their own child's classes, each with the family's answers so far.
   */
  async childForms(actor: Actor, studentId: string): Promise<ChildFeedbackForm[]> {
    const child = await this.deps.schools.childForParent(actor, studentId);
    const schoolId = child.student_class[0]?.school_details._id;
    if (!schoolId) return [];
    await this.deps.schools.requireModule(schoolId, 'feedback');
    const { repository, assessment } = this.deps;
    const cycles = (
      await Promise.all(
        child.student_class.map(async (entry) =>
          (await assessment.cyclesOfClass(schoolId, entry.class_id))
            .filter((cycle) => cycle.phase === 'current')
            .map((cycle) => ({ cycle, className: entry.class_name })),
        ),
      )
    ).flat();
    const byCycle = new Map(cycles.map((entry) => [entry.cycle._id, entry]));
    const forms = (await repository.listFormsOfCycles([...byCycle.keys()])).filter(
      (form) => form.kind === 'parent' && form.sentAt !== null,
    );
    const answers = await repository.listAnswers(
      forms.map((form) => form.id),
      { childId: child._id },
    );
    const answerOf = new Map(answers.map((row) => [row.formId, row]));
    return forms.map((form) => {
      const { cycle, className } = byCycle.get(form.cycleId)!;
      const answer = answerOf.get(form.id);
      return {
        form: {
          _id: form.id,
          class_id: form.classId,
          kind: form.kind,
          questions: presentForm(form, { answers: 0, roster: 0 }).questions,
          sent_at: form.sentAt!.toISOString(),
        },
        class_name: className,
        cycle: { _id: cycle._id, name: cycle.name, end_date: cycle.end_date },
        answer: answer ? presentAnswer(answer, form.kind) : null,
      };
    });
  }

  /**
   * child_feedback_answer/{formId}/{studentId} PUT (parent): the family's answers for their own
   * child, to a parent form sent to the child's class; again replaces them. Another family's
   * child of the school is 403, any other child 404; a form not sent (or not the child's class's)
   * is 404; after the cycle has ended (or before it starts) it is a 409.
   */
  async answerForChild(
    actor: Actor,
    formId: string,
    studentId: string,
    answerFields: AnswerFields,
  ): Promise<FeedbackAnswer> {
    const { repository, schools, assessment } = this.deps;
    const child = await schools.childForParent(actor, studentId);
    const form = await repository.findForm(formId);
    const entry = form && child.student_class.find((c) => c.class_id === form.classId);
    if (!form || !entry || entry.school_details._id !== form.schoolId) throw formNotFound();
    await schools.requireModule(form.schoolId, 'feedback');
    if (form.kind !== 'parent' || form.sentAt === null) throw formNotFound();
    const standing = await assessment.cycleInSchool(form.schoolId, form.cycleId);
    if (!standing) throw formNotFound();
    const { cycle } = standing;
    const answers = checkedAnswers(form.questions, answerFields);
    if (cycle.phase !== 'current')
      throw cycleClosed(
        { name: cycle.name, startDate: cycle.start_date, endDate: cycle.end_date },
        cycle.phase,
      );
    const answerId = await this.saveAnswers(form, {
      childId: studentId,
      aboutChildId: null,
      answers,
      userId: actor.userId,
      recordedBy: 'family',
      audit: { schoolId: form.schoolId, action: 'answer_feedback_form' },
    });
    const familyUserIds = await repository.listParentIdsOf([studentId]);
    this.deps.events.answersChanged(form.schoolId, form.classId, { formId, answerId }, familyUserIds);
    return this.presentAnswerById(answerId, form.kind);
  }

  /**
   * For the progress card, whose service has checked that the viewer may read it: what the
   * child's family said, the child's own faces and the faces friends chose about the child in the
   * cycle (counted, never named: families read the card too). Null while the switch is off.
   */
  async cardFeedback(schoolId: string, cycleId: string, childId: string): Promise<HpcCardFeedback | null> {
    const forms = await this.cycleForms(schoolId, cycleId);
    if (!forms) return null;
    const { repository } = this.deps;
    const own = async (form: FeedbackFormRow | undefined) => {
      if (!form) return null;
      const [answer] = await repository.listAnswers([form.id], { childId });
      return {
        questions: presentQuestions(form.questions),
        answers: answer?.answers.map((a) => ({ question: a.question, choice: a.choice, text: a.text })) ?? [],
        answered_at: answer?.updatedAt.toISOString() ?? null,
      };
    };
    const peer = forms.get('peer');
    const about = peer ? await repository.listAnswers([peer.id], { aboutChildId: childId }) : [];
    return {
      parent: await own(forms.get('parent')),
      self: await own(forms.get('self')),
      peer: peer
        ? {
            questions: presentQuestions(peer.questions),
            friends: about.length,
            faces: faceCounts(peer, about),
          }
        : null,
    };
  }

  /**
   * For the progress card's student list (its service has checked the viewer): per child, what
   * feedback is in. Null while the switch is off.
   */
  async feedbackIn(
    schoolId: string,
    cycleId: string,
    childIds: readonly string[],
  ): Promise<Map<string, FeedbackIn> | null> {
    const forms = await this.cycleForms(schoolId, cycleId);
    if (!forms) return null;
    const answers = await this.deps.repository.listAnswers([...forms.values()].map((form) => form.id));
    const of = (kind: FeedbackKind) => answers.filter((answer) => answer.formId === forms.get(kind)?.id);
    const [parent, self, peer] = [of('parent'), of('self'), of('peer')];
    return new Map(
      childIds.map((childId) => [
        childId,
        {
          parent: forms.has('parent') ? parent.some((answer) => answer.childId === childId) : null,
          self: forms.has('self') ? self.some((answer) => answer.childId === childId) : null,
          peer: forms.has('peer') ? peer.filter((answer) => answer.aboutChildId === childId).length : null,
        },
      ]),
    );
  }

  /** A cycle's forms by kind, or null while the school's feedback switch is off. */
  private async cycleForms(
    schoolId: string,
    cycleId: string,
  ): Promise<Map<FeedbackKind, FeedbackFormRow> | null> {
    if (!(await this.deps.schools.moduleEnabled(schoolId, 'feedback'))) return null;
    const rows = await this.deps.repository.listFormsOfCycles([cycleId]);
    return new Map(rows.filter((row) => row.schoolId === schoolId).map((row) => [row.kind, row]));
  }

  /** A form of a cycle the staff member works with (404 another school's, 403 an untaught class). */
  private async formForStaff(
    actor: Actor,
    id: string,
  ): Promise<{ form: FeedbackFormRow; standing: CycleStanding }> {
    const access = await this.deps.schools.staffAccess(actor);
    const form = await this.deps.repository.findForm(id);
    if (!form || form.schoolId !== access.schoolId) throw formNotFound();
    const standing = await this.deps.assessment.cycleForStaff(actor, form.cycleId, 'feedback');
    return { form, standing };
  }

  /** Inserts or replaces the answer set of a child (and friend) to a form, audited; its id. */
  private async saveAnswers(
    form: FeedbackFormRow,
    input: {
      childId: string;
      aboutChildId: string | null;
      answers: StoredFeedbackAnswer[];
      userId: string;
      recordedBy: 'staff' | 'family';
      audit: { schoolId: string; action: string };
    },
  ): Promise<string> {
    const now = this.deps.clock.now();
    return this.deps.repository.transaction(async (tx) => {
      const existing = await tx.lockAnswer(form.id, input.childId, input.aboutChildId);
      const id = existing?.id ?? newObjectId(now);
      const changes = {
        answers: input.answers,
        answeredByUserId: input.userId,
        recordedBy: input.recordedBy,
        updatedAt: now,
      };
      if (existing) await tx.updateAnswer(id, changes);
      else
        await tx.insertAnswer({
          id,
          schoolId: form.schoolId,
          formId: form.id,
          childId: input.childId,
          aboutChildId: input.aboutChildId,
          createdAt: now,
          ...changes,
        });
      // Which questions were answered, never the words (children's and families' words stay out).
      await tx.audit({
        at: now,
        schoolId: input.audit.schoolId,
        actorUserId: input.userId,
        action: input.audit.action,
        entity: 'feedback_answer',
        entityId: id,
        details: {
          form_id: form.id,
          kind: form.kind,
          child_id: input.childId,
          about_child_id: input.aboutChildId,
          questions: input.answers.map((a) => a.question),
          replaced: existing !== null,
        },
      });
      return id;
    });
  }

  private async presentForms(rows: FeedbackFormRow[], rosterCount: number): Promise<FeedbackForm[]> {
    const counts = await this.deps.repository.countAnswers(rows.map((row) => row.id));
    return rows.map((row) => presentForm(row, { answers: counts.get(row.id) ?? 0, roster: rosterCount }));
  }

  private async presentOne(id: string, rosterCount: number): Promise<FeedbackForm> {
    const [form] = await this.presentForms([(await this.deps.repository.findForm(id))!], rosterCount);
    return form!;
  }

  private async presentAnswerById(id: string, kind: FeedbackKind): Promise<FeedbackAnswer> {
    return presentAnswer((await this.deps.repository.findAnswer(id))!, kind);
  }

  /** Where the cycle stands against the school's today. */
  private async phaseOf(
    schoolId: string,
    cycle: { startDate: string; endDate: string },
  ): Promise<CyclePhase> {
    const today = schoolToday(await this.deps.schools.schoolTimeZone(schoolId), this.deps.clock.now());
    if (today < cycle.startDate) return 'upcoming';
    if (today > cycle.endDate) return 'past';
    return 'current';
  }

  private auditEntry(
    access: { schoolId: string; userId: string },
    action: string,
    entityId: string,
    details: Record<string, unknown>,
  ) {
    return {
      at: this.deps.clock.now(),
      schoolId: access.schoolId,
      actorUserId: access.userId,
      action,
      entity: 'feedback_form',
      entityId,
      details,
    };
  }
}

/** The cycle is not running: 409 saying when it ran. */
function cycleClosed(cycle: { name: string; startDate: string; endDate: string }, phase: CyclePhase) {
  return new AppError(
    'CONFLICT',
    phase === 'upcoming'
      ? `${cycle.name} starts on ${cycle.startDate}: feedback opens then`
      : `${cycle.name} ended on ${cycle.endDate}: its feedback is closed`,
  );
}

/**
 * Questions as stored: keys by position, no pictures on a text question. A child's form (peer,
 * self) asks with faces only: a text question there is a 400 naming its type.
 */
function storedQuestions(
  kind: FeedbackKind,
  questions: QuestionFields | (typeof defaultFeedbackQuestions)[FeedbackKind],
): StoredFeedbackQuestion[] {
  return questions.map((question, index) => {
    if (question.type === 'text' && kind !== 'parent')
      throw badInput(`questions.${index}.type`, 'a child’s form asks with faces only');
    return {
      key: `q${index + 1}`,
      type: question.type,
      prompt: question.prompt,
      emojiSet: question.type === 'faces' ? question.emoji_set : null,
    };
  });
}

/** The questions' count, order and types: what answers depend on (wording and pictures do not). */
function shapeOf(questions: readonly StoredFeedbackQuestion[]): string {
  return questions.map((q) => `${q.key}:${q.type}`).join(',');
}

/**
 * Answers checked against the form's questions, in the questions' order: a question that does not
 * exist, or is answered twice, is a 400 naming `answers.N.question`; a face to a text question,
 * words to a faces question, or none, names `answers.N.choice` or `answers.N.text`.
 */
function checkedAnswers(
  questions: readonly StoredFeedbackQuestion[],
  answers: AnswerFields,
): StoredFeedbackAnswer[] {
  const seen = new Set<string>();
  const checked = answers.map((answer, index) => {
    const question = questions.find((q) => q.key === answer.question);
    if (!question) throw badInput(`answers.${index}.question`, 'is not a question of this form');
    if (seen.has(question.key)) throw badInput(`answers.${index}.question`, 'is answered twice');
    seen.add(question.key);
    if (question.type === 'faces') {
      if (answer.text !== undefined)
        throw badInput(`answers.${index}.text`, 'this question is answered with a face, not words');
      if (!answer.choice) throw badInput(`answers.${index}.choice`, 'choose happy, okay or not_yet');
      return { question: question.key, choice: answer.choice, text: null };
    }
    if (answer.choice !== undefined)
      throw badInput(`answers.${index}.choice`, 'this question is answered in words, not with a face');
    if (answer.text === undefined) throw badInput(`answers.${index}.text`, 'write an answer');
    return { question: question.key, choice: null, text: answer.text };
  });
  return checked.sort(
    (a, b) =>
      questions.findIndex((q) => q.key === a.question) - questions.findIndex((q) => q.key === b.question),
  );
}
