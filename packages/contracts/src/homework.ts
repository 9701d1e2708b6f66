import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { freeText } from './free-text.js';
import { DEFAULT_TOTAL_MEDIA, FAMILY_PHOTOS_MAX, MediaFileSchema } from './media.js';

/**
 * Homework (issue 14; paths chosen there: apiPaths.createHomework, homeworkById, homeworks,
 * parentHomeworks, homeworkSubmission). Set for a class, or chosen children of that class, with a
 * school-local due date; parents mark it done, optionally with photos of the work.
 * Decisions: docs/decisions/043-homework.md.
 */

export const HOMEWORK_TITLE_MAX = 200;
export const HOMEWORK_INSTRUCTIONS_MAX = 10_000;
export const HOMEWORKS_PAGE_SIZE = 20;
/** Photos a family may add to one submission. */
export const HOMEWORK_SUBMISSION_MAX_PHOTOS = FAMILY_PHOTOS_MAX;

export const homeworkStatuses = ['draft', 'published'] as const;
export type HomeworkStatus = (typeof homeworkStatuses)[number];

/** POST homework/ (create) and POST homework/{id} (update: the whole homework again). */
export const HomeworkInputSchema = z.object({
  title: freeText({ max: HOMEWORK_TITLE_MAX, required: true, trim: true }).describe(
    'What families see first',
  ),
  instructions: freeText({ max: HOMEWORK_INSTRUCTIONS_MAX }).default('').describe('What to do, for families'),
  class_id: ObjectIdSchema.describe('The class it is set for (one the teacher sees)'),
  children_ids: z
    .array(ObjectIdSchema.describe('Child id'))
    .max(200)
    .default([])
    .describe('Only these children of the class; empty: the whole class'),
  due_date: IsoDateSchema.describe('School-local due date, YYYY-MM-DD; not before today when set'),
  save_as_draft: z
    .boolean()
    .default(false)
    .describe('Keep it as a draft: families see nothing; a published homework stays published'),
  homework_media: z
    .array(ObjectIdSchema)
    .max(DEFAULT_TOTAL_MEDIA)
    .optional()
    .describe(
      'Media ids to attach, in order (photos and PDFs the teacher uploaded, or photos of their classes); left out on an update keeps them',
    ),
});
export type HomeworkInput = z.input<typeof HomeworkInputSchema>;
export type HomeworkFields = z.output<typeof HomeworkInputSchema>;

export const SaveHomeworkResponseSchema = z.object({
  result: z.object({ id: ObjectIdSchema, status: z.enum(homeworkStatuses) }),
});

const PersonSchema = z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() });

/** A family's submission: when, by whom, with the photos of the work. */
export const HomeworkSubmissionSchema = z.object({
  submitted_at: z.string().describe('ISO 8601'),
  submitted_by: PersonSchema,
  submission_media: z
    .array(MediaFileSchema)
    .describe("Photos of the work: only the class's staff and the child's own family see them"),
});
export type HomeworkSubmission = z.infer<typeof HomeworkSubmissionSchema>;

export const HomeworkSchema = z
  .object({
    _id: ObjectIdSchema,
    title: z.string(),
    instructions: z.string(),
    class: z.object({ _id: ObjectIdSchema, class_name: z.string() }),
    children: z
      .array(PersonSchema)
      .describe('The chosen children (a family sees only its own); empty: the whole class'),
    due_date: IsoDateSchema,
    status: z.enum(homeworkStatuses),
    is_published: z.boolean(),
    published_at: z.string().nullable().describe('ISO 8601'),
    homework_media: z
      .array(MediaFileSchema)
      .describe('Attachments with signed links; a family sees only those photo consent allows'),
    created_by: PersonSchema,
    can_manage: z.boolean().describe('Whether the reader may edit and delete it (creator or permission)'),
    /** Staff: how many of the children it is set for have submitted; null for families. */
    submitted_count: z.number().int().nullable(),
    addressed_count: z.number().int().nullable(),
  })
  .describe('Homework');
export type Homework = z.infer<typeof HomeworkSchema>;

/** One child the homework is set for, as staff see it: submitted or not. */
export const HomeworkRosterEntrySchema = z.object({
  child: PersonSchema,
  submission: HomeworkSubmissionSchema.nullable(),
});
export type HomeworkRosterEntry = z.infer<typeof HomeworkRosterEntrySchema>;

export const HomeworkDetailSchema = HomeworkSchema.extend({
  roster: z.array(HomeworkRosterEntrySchema).describe('Every child it is set for, submitted first'),
});
export type HomeworkDetail = z.infer<typeof HomeworkDetailSchema>;
export const HomeworkDetailResponseSchema = z.object({ result: HomeworkDetailSchema });

export const ListHomeworksQuerySchema = z.object({
  class_id: ObjectIdSchema.optional().describe('Only homework of this class'),
  status: z.enum(homeworkStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
});

export const HomeworkPageSchema = z.object({
  homeworks: z.array(HomeworkSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type HomeworkPage = z.infer<typeof HomeworkPageSchema>;
export const ListHomeworksResponseSchema = z.object({ result: HomeworkPageSchema });

/** A family's view: the homework and their child's submission. */
export const ParentHomeworkSchema = HomeworkSchema.extend({
  submission: HomeworkSubmissionSchema.nullable(),
});
export type ParentHomework = z.infer<typeof ParentHomeworkSchema>;

export const ParentHomeworksQuerySchema = z.object({
  student_id: ObjectIdSchema.describe("One of the parent's children"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
});
export const ParentHomeworkPageSchema = z.object({
  homeworks: z.array(ParentHomeworkSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ParentHomeworkPage = z.infer<typeof ParentHomeworkPageSchema>;
export const ParentHomeworksResponseSchema = z.object({ result: ParentHomeworkPageSchema });

/** POST parent_homework/{id}/submission: mark done for a child, with photos (replaces a previous one). */
export const SubmitHomeworkInputSchema = z.object({
  student_id: ObjectIdSchema.describe("The parent's child it is done for"),
  submission_media: z
    .array(ObjectIdSchema)
    .max(HOMEWORK_SUBMISSION_MAX_PHOTOS)
    .default([])
    .describe(
      "Photos of the work: the parent's own uploads (images only) and photos already on the submission to keep; another parent's photos stay either way",
    ),
});
export type SubmitHomeworkInput = z.input<typeof SubmitHomeworkInputSchema>;

/** DELETE parent_homework/{id}/submission?student_id=: undo "done". */
export const UndoHomeworkQuerySchema = z.object({
  student_id: ObjectIdSchema.describe("The parent's child"),
});
