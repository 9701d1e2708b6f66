import {
  defaultFeedbackQuestions,
  type FeedbackAnswer,
  type FeedbackAnswers,
  type FeedbackForm,
  type FeedbackKind,
  type FeedbackQuestion,
} from '@cue/contracts';

export const CYCLE = '65a0000000000000000000c1';
export const CLASS = '65a0000000000000000000d1';
export const FORM_ID = '65a0000000000000000000f1';
export const AARAV = '65a0000000000000000000a1';
export const DIYA = '65a0000000000000000000a2';
export const KABIR = '65a0000000000000000000a3';
const PRIYA = '65a0000000000000000000b1';

export const students = [
  { _id: AARAV, first_name: 'Aarav', last_name: 'Sharma' },
  { _id: DIYA, first_name: 'Diya', last_name: 'Menon' },
  { _id: KABIR, first_name: 'Kabir', last_name: 'Iyer' },
];

/** A kind's default questions as the server presents them. */
export function testQuestions(kind: FeedbackKind): FeedbackQuestion[] {
  return defaultFeedbackQuestions[kind].map((q, index) => ({
    key: `q${index + 1}`,
    type: q.type,
    prompt: q.prompt,
    emoji_set: q.type === 'faces' ? q.emoji_set : null,
  }));
}

export function testForm(kind: FeedbackKind, overrides: Partial<FeedbackForm> = {}): FeedbackForm {
  return {
    _id: FORM_ID,
    cycle_id: CYCLE,
    class_id: CLASS,
    kind,
    questions: testQuestions(kind),
    sent_at: null,
    last_sent_at: null,
    reminder_count: 0,
    answer_count: 0,
    roster_count: students.length,
    is_locked: false,
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function testAnswer(kind: FeedbackKind, overrides: Partial<FeedbackAnswer> = {}): FeedbackAnswer {
  return {
    _id: '65a0000000000000000000e1',
    form_id: FORM_ID,
    kind,
    student: students[1]!,
    about_student: null,
    answers: [{ question: 'q1', choice: 'happy', text: null }],
    answered_by: { _id: PRIYA, first_name: 'Priya', last_name: 'Nair' },
    recorded_by_staff: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function testAnswers(kind: FeedbackKind, answers: FeedbackAnswer[] = []): FeedbackAnswers {
  return {
    form: testForm(kind, { answer_count: answers.length, is_locked: answers.length > 0 }),
    cycle: { _id: CYCLE, name: 'Term 2', start_date: '2026-09-11', end_date: '2026-12-25', phase: 'current' },
    students,
    answers,
  };
}
