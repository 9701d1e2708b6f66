import type {
  FeedbackAnswer,
  FeedbackForm,
  FeedbackPerson,
  FeedbackQuestion,
  HpcCardFeedback,
} from '@cue/contracts';
import type { StoredFeedbackQuestion } from '../../db/schema/feedback.js';
import type {
  FeedbackAnswerRow,
  FeedbackAnswerWithNames,
  FeedbackFormRow,
  NamedPerson,
} from './feedback.repository.js';

export function presentPerson(person: NamedPerson): FeedbackPerson {
  return { _id: person.id, first_name: person.firstName, last_name: person.lastName };
}

export function presentQuestions(questions: readonly StoredFeedbackQuestion[]): FeedbackQuestion[] {
  return questions.map((q) => ({ key: q.key, type: q.type, prompt: q.prompt, emoji_set: q.emojiSet }));
}

export function presentForm(row: FeedbackFormRow, counts: { answers: number; roster: number }): FeedbackForm {
  return {
    _id: row.id,
    cycle_id: row.cycleId,
    class_id: row.classId,
    kind: row.kind,
    questions: presentQuestions(row.questions),
    sent_at: row.sentAt?.toISOString() ?? null,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    reminder_count: row.reminderCount,
    answer_count: counts.answers,
    roster_count: counts.roster,
    is_locked: counts.answers > 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAnswer(row: FeedbackAnswerWithNames, kind: FeedbackForm['kind']): FeedbackAnswer {
  return {
    _id: row.id,
    form_id: row.formId,
    kind,
    student: presentPerson(row.child),
    about_student: row.aboutChild ? presentPerson(row.aboutChild) : null,
    answers: row.answers.map((a) => ({ question: a.question, choice: a.choice, text: a.text })),
    answered_by: presentPerson(row.answeredBy),
    recorded_by_staff: row.recordedBy === 'staff',
    updated_at: row.updatedAt.toISOString(),
  };
}

/** How many friends chose each face, per faces question of a peer form. */
export function faceCounts(
  form: FeedbackFormRow,
  answers: readonly FeedbackAnswerRow[],
): NonNullable<HpcCardFeedback['peer']>['faces'] {
  return form.questions
    .filter((question) => question.type === 'faces')
    .map((question) => {
      const chosen = answers.flatMap((set) => set.answers.filter((a) => a.question === question.key));
      const counted = (choice: string) => chosen.filter((a) => a.choice === choice).length;
      return {
        question: question.key,
        happy: counted('happy'),
        okay: counted('okay'),
        not_yet: counted('not_yet'),
      };
    });
}
