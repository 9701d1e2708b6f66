import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText } from './free-text.js';

/**
 * Feedback (issue 17, module `feedback`): for each assessment cycle of a class, up to three short
 * forms the Holistic Progress Card shows per child — what the **parents** say (sent to the
 * families, answered on their phones), what a friend says about the child (**peer**) and what the
 * child says about themselves (**self**), both captured by the teacher sitting with the child, who
 * taps big faces. Questions are a pictorial choice (three faces) or, on a parent form only, a
 * short text answer. Decisions: decision 050.
 */

export const feedbackKinds = ['parent', 'peer', 'self'] as const;
export const FeedbackKindSchema = z
  .enum(feedbackKinds)
  .describe("'parent': families answer; 'peer', 'self': the teacher captures a child's faces");
export type FeedbackKind = z.infer<typeof FeedbackKindSchema>;

export const feedbackQuestionTypes = ['faces', 'text'] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

/** The three choices of a pictorial question, in the order they are shown. */
export const faceChoices = ['happy', 'okay', 'not_yet'] as const;
export const FaceChoiceSchema = z.enum(faceChoices).describe("'happy', 'okay' or 'not_yet'");
export type FaceChoice = z.infer<typeof FaceChoiceSchema>;

/** The pictures a pictorial question shows for its three choices (the choices stay the same). */
export const feedbackEmojiSets = {
  faces: { happy: '😀', okay: '🙂', not_yet: '😕' },
  stars: { happy: '⭐⭐⭐', okay: '⭐⭐', not_yet: '⭐' },
  weather: { happy: '☀️', okay: '⛅', not_yet: '🌧️' },
} as const satisfies Record<string, Record<FaceChoice, string>>;
export type FeedbackEmojiSet = keyof typeof feedbackEmojiSets;
export const FeedbackEmojiSetSchema = z
  .enum(Object.keys(feedbackEmojiSets) as [FeedbackEmojiSet, ...FeedbackEmojiSet[]])
  .describe('Pictures of the three choices');

export const MIN_FEEDBACK_QUESTIONS = 2;
export const MAX_FEEDBACK_QUESTIONS = 8;
export const FEEDBACK_PROMPT_MAX = 200;
export const FEEDBACK_TEXT_ANSWER_MAX = 1000;

/** A question as written by staff; its key ('q1', 'q2'...) is given by its position. */
export const FeedbackQuestionInputSchema = z.object({
  type: z.enum(feedbackQuestionTypes).describe("'faces' (three pictures) or 'text' (parent forms only)"),
  prompt: freeText({ max: FEEDBACK_PROMPT_MAX, required: true, trim: true }).describe('The question'),
  emoji_set: FeedbackEmojiSetSchema.default('faces').describe('For a faces question; ignored for text'),
});
export type FeedbackQuestionInput = z.input<typeof FeedbackQuestionInputSchema>;

const questionList = z
  .array(FeedbackQuestionInputSchema)
  .min(MIN_FEEDBACK_QUESTIONS)
  .max(MAX_FEEDBACK_QUESTIONS)
  .describe(`${MIN_FEEDBACK_QUESTIONS} to ${MAX_FEEDBACK_QUESTIONS} questions, in order`);

export const FeedbackQuestionSchema = z.object({
  key: z.string().describe("'q1', 'q2'... by position"),
  type: z.enum(feedbackQuestionTypes),
  prompt: z.string(),
  emoji_set: FeedbackEmojiSetSchema.nullable().describe('Null for a text question'),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestionSchema>;

/**
 * The questions a new form starts with, written for 3–6 year olds and their families. The web
 * shows them in the teacher's language (feedback.defaults.<kind>.<n>); these are the English.
 */
export const defaultFeedbackQuestions: Record<
  FeedbackKind,
  readonly { type: FeedbackQuestionType; prompt: string; emoji_set: FeedbackEmojiSet }[]
> = {
  parent: [
    { type: 'faces', prompt: 'How does your child feel about coming to school?', emoji_set: 'faces' },
    { type: 'faces', prompt: 'Does your child talk about friends from school?', emoji_set: 'faces' },
    { type: 'text', prompt: 'What does your child enjoy doing at home?', emoji_set: 'faces' },
    { type: 'text', prompt: 'Have you noticed something new your child can do?', emoji_set: 'faces' },
    { type: 'text', prompt: 'Anything you would like us to work on together?', emoji_set: 'faces' },
  ],
  peer: [
    { type: 'faces', prompt: 'My friend shares toys', emoji_set: 'faces' },
    { type: 'faces', prompt: 'My friend takes turns', emoji_set: 'faces' },
    { type: 'faces', prompt: 'My friend is kind to me', emoji_set: 'faces' },
    { type: 'faces', prompt: 'I like playing with my friend', emoji_set: 'faces' },
  ],
  self: [
    { type: 'faces', prompt: 'I like coming to school', emoji_set: 'faces' },
    { type: 'faces', prompt: 'I can put on my shoes by myself', emoji_set: 'faces' },
    { type: 'faces', prompt: 'I like listening to stories', emoji_set: 'faces' },
    { type: 'faces', prompt: 'I can tell my teacher how I feel', emoji_set: 'faces' },
    { type: 'faces', prompt: 'I help to tidy up', emoji_set: 'stars' },
  ],
};

/** POST feedback_forms/{cycleId}: the cycle's form of one kind (questions left out: the defaults). */
export const FeedbackFormCreateSchema = z.object({
  kind: FeedbackKindSchema,
  questions: questionList.optional(),
});
export type FeedbackFormCreate = z.input<typeof FeedbackFormCreateSchema>;

/**
 * PUT feedback_form/{id}: the questions again. Once answers exist only the wording and the
 * pictures may change (the same number of questions of the same types in the same order): 409.
 */
export const FeedbackFormEditSchema = z.object({ questions: questionList });
export type FeedbackFormEdit = z.input<typeof FeedbackFormEditSchema>;

export const FeedbackFormSchema = z.object({
  _id: ObjectIdSchema,
  cycle_id: ObjectIdSchema,
  class_id: ObjectIdSchema,
  kind: FeedbackKindSchema,
  questions: z.array(FeedbackQuestionSchema),
  sent_at: z.string().nullable().describe('ISO 8601: first sent to the families; null: not sent (parent)'),
  last_sent_at: z.string().nullable().describe('ISO 8601: the latest sending or reminder'),
  reminder_count: z.number().int().describe('Times sent again after the first'),
  answer_count: z.number().int().describe('Answer sets saved (children answered for; peer: pairs)'),
  roster_count: z.number().int().describe('Children in the class'),
  is_locked: z.boolean().describe('Answers exist: only the wording and pictures can change'),
  updated_at: z.string(),
});
export type FeedbackForm = z.infer<typeof FeedbackFormSchema>;

/** One answer: to a question by key, a face for a faces question, words for a text question. */
export const FeedbackAnswerItemSchema = z.object({
  question: z.string().min(1).max(8).describe("The question's key, e.g. 'q1'"),
  choice: FaceChoiceSchema.optional().describe('For a faces question'),
  text: freeText({ max: FEEDBACK_TEXT_ANSWER_MAX, required: true, trim: true })
    .optional()
    .describe('For a text question'),
});
export type FeedbackAnswerItem = z.input<typeof FeedbackAnswerItemSchema>;

const answerList = z
  .array(FeedbackAnswerItemSchema)
  .min(1)
  .max(MAX_FEEDBACK_QUESTIONS)
  .describe('Each question at most once; a question left out is skipped');

/**
 * POST feedback_answers/{formId} (staff): a child's faces for a self or peer form (peer: the child
 * giving it and the friend it is about), or a family's answers given on paper for a parent form.
 * Again for the same child (and friend) replaces the answers.
 */
export const FeedbackCaptureSchema = z.object({
  student_id: ObjectIdSchema.describe('The child answering (self, peer) or answered for (parent)'),
  about_student_id: ObjectIdSchema.nullable()
    .default(null)
    .describe('Peer forms: the friend it is about (another child of the class); else null'),
  answers: answerList,
});
export type FeedbackCapture = z.input<typeof FeedbackCaptureSchema>;

/** PUT child_feedback_answer/{formId}/{studentId} (parent): the family's answers for their child. */
export const FeedbackFamilyAnswerSchema = z.object({ answers: answerList });
export type FeedbackFamilyAnswer = z.input<typeof FeedbackFamilyAnswerSchema>;

const FeedbackPersonSchema = z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() });
export type FeedbackPerson = z.infer<typeof FeedbackPersonSchema>;

export const FeedbackAnswerSchema = z.object({
  _id: ObjectIdSchema,
  form_id: ObjectIdSchema,
  kind: FeedbackKindSchema,
  student: FeedbackPersonSchema.describe('The child answering (self, peer) or answered for (parent)'),
  about_student: FeedbackPersonSchema.nullable().describe('Peer: the friend it is about'),
  answers: z.array(
    z.object({ question: z.string(), choice: FaceChoiceSchema.nullable(), text: z.string().nullable() }),
  ),
  answered_by: FeedbackPersonSchema.describe('Who saved it: a parent, or the teacher'),
  recorded_by_staff: z.boolean().describe('Captured by staff (a child with the teacher, or on paper)'),
  updated_at: z.string(),
});
export type FeedbackAnswer = z.infer<typeof FeedbackAnswerSchema>;

/** GET feedback_answers/{formId} (staff): the form, the class's children and every answer set. */
export const FeedbackAnswersSchema = z.object({
  form: FeedbackFormSchema,
  cycle: z.object({
    _id: ObjectIdSchema,
    name: z.string(),
    start_date: IsoDateSchema,
    end_date: IsoDateSchema,
    phase: z.enum(['upcoming', 'current', 'past']),
  }),
  students: z.array(FeedbackPersonSchema).describe('The class, by first name'),
  answers: z.array(FeedbackAnswerSchema),
});
export type FeedbackAnswers = z.infer<typeof FeedbackAnswersSchema>;

/** A parent form sent for the child's current cycle, with the family's answers so far. */
export const ChildFeedbackFormSchema = z.object({
  form: FeedbackFormSchema.pick({ _id: true, class_id: true, kind: true, questions: true, sent_at: true }),
  class_name: z.string(),
  cycle: z.object({ _id: ObjectIdSchema, name: z.string(), end_date: IsoDateSchema }),
  answer: FeedbackAnswerSchema.nullable().describe('Null: not answered yet'),
});
export type ChildFeedbackForm = z.infer<typeof ChildFeedbackFormSchema>;

const CardAnswerSchema = z.object({
  question: z.string().describe("The question's key"),
  choice: FaceChoiceSchema.nullable(),
  text: z.string().nullable(),
});

const CardOwnFeedbackSchema = z.object({
  questions: z.array(FeedbackQuestionSchema),
  answers: z.array(CardAnswerSchema).describe('Empty: not answered yet'),
  answered_at: z.string().nullable().describe('ISO 8601; null: not answered yet'),
});

/**
 * What a progress card (and the report card printed from it) shows of one child's feedback in its
 * cycle: the family's answers, the child's own faces, and how many friends chose each face about
 * the child. Friends are counted, never named: families read the card too. A kind whose form does
 * not exist in the cycle is null.
 */
export const HpcCardFeedbackSchema = z.object({
  parent: CardOwnFeedbackSchema.nullable(),
  self: CardOwnFeedbackSchema.nullable(),
  peer: z
    .object({
      questions: z.array(FeedbackQuestionSchema),
      friends: z.number().int().describe('Friends who gave feedback about the child'),
      faces: z.array(
        z.object({
          question: z.string(),
          happy: z.number().int(),
          okay: z.number().int(),
          not_yet: z.number().int(),
        }),
      ),
    })
    .nullable(),
});
export type HpcCardFeedback = z.infer<typeof HpcCardFeedbackSchema>;

/**
 * What feedback is in for one child of a cycle, on the progress card's student list: whether the
 * family and the child answered, how many friends spoke about the child; null where the cycle
 * has no such form.
 */
export const FeedbackInSchema = z.object({
  parent: z.boolean().nullable(),
  self: z.boolean().nullable(),
  peer: z.number().int().nullable(),
});
export type FeedbackIn = z.infer<typeof FeedbackInSchema>;

export const FeedbackCycleParamsSchema = z.object({
  cycleId: ObjectIdSchema.describe('Assessment cycle id'),
});
export const FeedbackFormParamsSchema = z.object({ id: ObjectIdSchema.describe('Feedback form id') });
export const FeedbackFormIdParamsSchema = z.object({ formId: ObjectIdSchema.describe('Feedback form id') });
export const FeedbackStudentParamsSchema = z.object({ studentId: ObjectIdSchema.describe('Child id') });
export const FeedbackFamilyAnswerParamsSchema = z.object({
  formId: ObjectIdSchema.describe('Feedback form id'),
  studentId: ObjectIdSchema.describe('Your child'),
});

export const FeedbackFormListResponseSchema = resultOf(z.object({ forms: z.array(FeedbackFormSchema) }));
export const FeedbackFormResponseSchema = resultOf(FeedbackFormSchema);
export const FeedbackAnswersResponseSchema = resultOf(FeedbackAnswersSchema);
export const FeedbackAnswerResponseSchema = resultOf(FeedbackAnswerSchema);
export const ChildFeedbackFormsResponseSchema = resultOf(
  z.object({ forms: z.array(ChildFeedbackFormSchema) }),
);
