import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { CompetencyCodesSchema } from './curriculum.js';
import { freeText } from './free-text.js';

/**
 * Reflections (issue 17, decision 050), module `reflection`: a teacher's own
 * reflection on their teaching, for a **week** of a class (linked to that week's plan) or for a
 * **project** of the class. What worked, what to change, next steps, children to follow up and
 * competencies of the class's framework. A reflection is read by its author and by the school's
 * coordinators (staff with the admin flag), never by other teachers nor by families;
 * coordinators comment on it in one thread the author answers in. One reflection per author, class
 * and week (or project): a second one is a 409.
 */

export const reflectionKinds = ['week', 'project'] as const;
export const ReflectionKindSchema = z.enum(reflectionKinds);
export type ReflectionKind = z.infer<typeof ReflectionKindSchema>;

/** Characters of each of the three texts. */
export const REFLECTION_TEXT_MAX = 4000;
/** A coordinator's comment is short. */
export const REFLECTION_COMMENT_MAX = 1000;
/** Children one reflection names for follow-up. */
export const MAX_REFLECTION_CHILDREN = 60;
/** Reflections one list answers at most (newest first; narrow with the filters for older ones). */
export const REFLECTIONS_LIST_LIMIT = 100;

/** The server's words for the refusals of this module (the web shows its own translations by code). */
export const reflectionMessages = {
  notFound: 'Reflection not found',
  weekTaken: 'You already wrote a reflection on this week: edit that one instead',
  projectTaken: 'You already wrote a reflection on this project: edit that one instead',
  changedElsewhere: 'This reflection was changed elsewhere. Reload to see the latest.',
} as const;

export const ReflectionParamsSchema = z.object({ id: ObjectIdSchema.describe('Reflection id') });

const text = () => freeText({ max: REFLECTION_TEXT_MAX, trim: true }).default('');

const reflectionFields = {
  what_worked: text().describe('What worked'),
  what_to_change: text().describe('What to change'),
  next_steps: text().describe('Next steps'),
  student_ids: z
    .array(ObjectIdSchema)
    .max(MAX_REFLECTION_CHILDREN)
    .default([])
    .describe('Children of the class to follow up'),
  competencies: CompetencyCodesSchema.default([]).describe(
    "Competency codes of the class's curriculum framework",
  ),
};

type Texts = { what_worked: string; what_to_change: string; next_steps: string };

/** A reflection says something: at least one of the three texts (the 400 names what_worked). */
const saysSomething = (input: Texts, ctx: z.RefinementCtx) => {
  if (!input.what_worked && !input.what_to_change && !input.next_steps) {
    ctx.addIssue({
      code: 'custom',
      path: ['what_worked'],
      message: 'write what worked, what to change or the next steps',
    });
  }
};

/** POST class_reflections/{classId}: a new reflection on a week (week_start) or a project (project_id). */
export const CreateReflectionInputSchema = z
  .object({
    kind: ReflectionKindSchema.describe("'week' or 'project'"),
    week_start: IsoDateSchema.optional().describe(
      "kind week: the week's first day (Monday, or Sunday for a Sunday–Thursday class)",
    ),
    project_id: ObjectIdSchema.optional().describe('kind project: a project of the class'),
    ...reflectionFields,
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'week' && !input.week_start) {
      ctx.addIssue({ code: 'custom', path: ['week_start'], message: 'is required for a week' });
    }
    if (input.kind === 'week' && input.project_id) {
      ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'is only for a project' });
    }
    if (input.kind === 'project' && !input.project_id) {
      ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'is required for a project' });
    }
    if (input.kind === 'project' && input.week_start) {
      ctx.addIssue({ code: 'custom', path: ['week_start'], message: 'is only for a week' });
    }
    saysSomething(input, ctx);
  })
  .describe('New reflection');
export type CreateReflectionInput = z.input<typeof CreateReflectionInputSchema>;

/** PUT reflection/{id}: the author's edit; `version` is the one they read (409 when stale). */
export const UpdateReflectionInputSchema = z
  .object({
    ...reflectionFields,
    version: z.number().int().min(1).describe('The version the form was opened on'),
  })
  .superRefine(saysSomething)
  .describe('Reflection update');
export type UpdateReflectionInput = z.input<typeof UpdateReflectionInputSchema>;

/** POST reflection_comments/{id}: a coordinator's comment, or the author's answer. */
export const ReflectionCommentInputSchema = z
  .object({
    text: freeText({ max: REFLECTION_COMMENT_MAX, required: true, trim: true }).describe('The comment'),
  })
  .describe('Reflection comment');
export type ReflectionCommentInput = z.infer<typeof ReflectionCommentInputSchema>;

/** GET class_reflections/{classId}: the caller's own; a coordinator's, everyone's (filters narrow). */
export const ReflectionListQuerySchema = z.object({
  author_id: ObjectIdSchema.optional().describe("Coordinators: one teacher's reflections"),
  kind: ReflectionKindSchema.optional(),
  from: IsoDateSchema.optional().describe('Periods ending on or after this day'),
  to: IsoDateSchema.optional().describe('Periods starting on or before this day'),
});
export type ReflectionListQuery = z.infer<typeof ReflectionListQuerySchema>;

const PersonSchema = z.object({ _id: ObjectIdSchema, name: z.string() });

/** How the week's plan went: its planned activities by status (moved ones count where they were). */
export const ReflectionWeekSummarySchema = z.object({
  planned: z.number().int(),
  done: z.number().int(),
  moved: z.number().int(),
  skipped: z.number().int(),
});
export type ReflectionWeekSummary = z.infer<typeof ReflectionWeekSummarySchema>;

export const ReflectionCommentSchema = z.object({
  _id: ObjectIdSchema,
  text: z.string(),
  author: PersonSchema,
  created_at: z.string(),
});
export type ReflectionComment = z.infer<typeof ReflectionCommentSchema>;

export const ReflectionSchema = z
  .object({
    _id: ObjectIdSchema,
    class_id: ObjectIdSchema,
    kind: ReflectionKindSchema,
    week_start: IsoDateSchema.nullable().describe('kind week'),
    week_summary: ReflectionWeekSummarySchema.nullable().describe("kind week: the week plan's activities"),
    project: z
      .object({
        _id: ObjectIdSchema.nullable().describe('Null once the project was deleted'),
        title: z.string(),
      })
      .nullable()
      .describe('kind project'),
    period_start: IsoDateSchema.describe("The week's first day, or the project's"),
    period_end: IsoDateSchema.describe("The week's last day, or the project's"),
    what_worked: z.string(),
    what_to_change: z.string(),
    next_steps: z.string(),
    students: z.array(z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() })),
    competencies: z.array(z.object({ code: z.string(), title: z.string() })),
    author: PersonSchema,
    comments: z.array(ReflectionCommentSchema).describe('Oldest first'),
    version: z.number().int().describe('Send it back with the next edit'),
    created_at: z.string(),
    updated_at: z.string(),
    can_edit: z.boolean().describe('The author edits and deletes'),
    can_comment: z.boolean().describe('Coordinators comment; the author answers'),
  })
  .describe('Reflection');
export type Reflection = z.infer<typeof ReflectionSchema>;

export const ReflectionListSchema = z.object({
  reflections: z.array(ReflectionSchema).describe('Newest period first'),
  is_coordinator: z.boolean().describe("The caller reads everyone's (a school admin)"),
  authors: z.array(PersonSchema).describe("Coordinators: who wrote the class's reflections (the filter)"),
  has_more: z.boolean().describe(`More than ${REFLECTIONS_LIST_LIMIT} matched: narrow the period`),
});
export type ReflectionList = z.infer<typeof ReflectionListSchema>;

export const ReflectionListResponseSchema = z.object({ result: ReflectionListSchema });
export const ReflectionResponseSchema = z.object({ result: ReflectionSchema });
export const DeleteReflectionResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });
