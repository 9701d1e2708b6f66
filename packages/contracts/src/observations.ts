import { z } from 'zod';
import { IsoDateSchema, StoredDateSchema, storedToIsoDate } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { CompetencyCodesSchema } from './curriculum.js';
import { freeText } from './free-text.js';
import { DEFAULT_TOTAL_MEDIA, MediaFileSchema } from './media.js';
import { MAX_STORY_TAGS, StoryTagRefSchema } from './stories.js';

/**
 * Observations, the spec's "anecdotes" (spec sections 3 "Observation result" and 7 "Anecdotes").
 * The create body is the same `{observation_entries, is_saved}` shape the AI assistant produces,
 * so a reviewed tool result is saved as it is.
 */

/** spec type_of_anecdote: an everyday observation or one kept for the report card. */
export const anecdoteTypes = ['general', 'report_card'] as const;
export const AnecdoteTypeSchema = z
  .enum(anecdoteTypes)
  .describe("'general' (everyday observation) or 'report_card' (kept for the report card)");
export type AnecdoteType = z.infer<typeof AnecdoteTypeSchema>;

/** Spec section 5: a missing title becomes 'Observation'. */
export const DEFAULT_OBSERVATION_TITLE = 'Observation';
/** Observations per page of fetch_anecdote/ (the `PageNumber` header counts from 1). */
export const OBSERVATIONS_PAGE_SIZE = 20;
/** Entries one request may save (a whole class and then some). */
export const MAX_OBSERVATION_ENTRIES = 100;
export const OBSERVATION_TITLE_MAX_LENGTH = 200;
export const OBSERVATION_NOTE_MAX_LENGTH = 10_000;

const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** True for a full ISO 8601 date-time ('2026-06-15T09:30:00.000Z'), not for a bare date. */
export function isIsoDateTime(text: string): boolean {
  return (
    isoDateTimePattern.test(text) &&
    IsoDateSchema.safeParse(text.slice(0, 10)).success &&
    !Number.isNaN(Date.parse(text))
  );
}

/**
 * An observation day as clients send it: ISO 'YYYY-MM-DD', a full ISO date-time, or the
 * assistant's 'DD-MM-YYYY'. The server stores the ISO date.
 */
export const ObservationDateInputSchema = z
  .string()
  .max(40, 'must be a date as YYYY-MM-DD, an ISO date-time or DD-MM-YYYY')
  .trim()
  .refine(
    (text) =>
      IsoDateSchema.safeParse(text).success ||
      StoredDateSchema.safeParse(text).success ||
      isIsoDateTime(text),
    'must be a date as YYYY-MM-DD, an ISO date-time or DD-MM-YYYY',
  )
  .describe('Day observed: YYYY-MM-DD, an ISO 8601 date-time, or DD-MM-YYYY; today when missing');

/**
 * 'YYYY-MM-DD' of a bare ISO or 'DD-MM-YYYY' date; null for a date-time (its day depends on the
 * school's time zone, which the server applies) or anything else.
 */
export function observationDayOf(text: string): string | null {
  if (IsoDateSchema.safeParse(text).success) return text;
  if (StoredDateSchema.safeParse(text).success) return storedToIsoDate(text);
  return null;
}

const TitleSchema = freeText({ max: OBSERVATION_TITLE_MAX_LENGTH, trim: true }).describe(
  `Short title; '${DEFAULT_OBSERVATION_TITLE}' when missing or empty`,
);
const NoteSchema = freeText({ max: OBSERVATION_NOTE_MAX_LENGTH, required: true, trim: true }).describe(
  "The teacher's words: what the child did or said",
);

/** Files attached to an observation (uploaded by the teacher, or photos of the class), in order. */
const ObservationMediaIdsSchema = z
  .array(ObjectIdSchema)
  .max(DEFAULT_TOTAL_MEDIA)
  .optional()
  .describe('Media ids to attach; a photo of another child without photo consent is refused');

/**
 * Learning tags (the school's story tag sets, decision 048). Optional so the spec's payloads (and
 * Cue's observation card) stay valid: missing leaves a saved observation's tags as they are, and
 * a new one without tags.
 */
const ObservationTagIdsSchema = z
  .array(ObjectIdSchema)
  .max(MAX_STORY_TAGS)
  .optional()
  .describe("Learning tags: ids of the school's story tags; replaces the observation's tags");

/**
 * Competency tags (issue 16, decision 049): codes of the class's curriculum framework, suggested
 * from the note's words and confirmed by the teacher. Optional like `tag_ids`: missing leaves a
 * saved observation's competencies as they are; a code outside the framework is a 400.
 */
const ObservationCompetenciesSchema = CompetencyCodesSchema.optional().describe(
  "Competency codes of the class's curriculum framework; replaces the observation's",
);

/** One entry of `observation_entries` (spec section 3 "Observation result"). */
export const ObservationEntryInputSchema = z
  .object({
    _id: ObjectIdSchema.optional().describe(
      'Id of an already saved observation (create_bulk_anecdote/ updates it; anecdote/ refuses it)',
    ),
    student_id: ObjectIdSchema.describe('The child observed; must be a student of the class'),
    date: ObservationDateInputSchema.optional(),
    title: TitleSchema.optional(),
    general_note: NoteSchema,
    type_of_anecdote: AnecdoteTypeSchema.optional().describe("'general' (default) or 'report_card'"),
    media_ids: ObservationMediaIdsSchema,
    tag_ids: ObservationTagIdsSchema,
    competencies: ObservationCompetenciesSchema,
  })
  .describe('One observation of one child');
export type ObservationEntryInput = z.infer<typeof ObservationEntryInputSchema>;

/** anecdote/{classId} and create_bulk_anecdote/{classId}: one record per entry. */
export const SaveObservationsInputSchema = z
  .object({
    observation_entries: z
      .array(ObservationEntryInputSchema)
      .min(1, 'must hold at least one entry')
      .max(MAX_OBSERVATION_ENTRIES)
      .describe('One entry per child; a group observation repeats the same words for each child'),
    is_saved: z.boolean().optional().describe('Ignored on input (the assistant sends false)'),
  })
  .describe('Observation result');
export type SaveObservationsInput = z.infer<typeof SaveObservationsInputSchema>;

/** edit_anecdote/{id}: the fields to change (at least one). */
export const EditObservationInputSchema = z
  .object({
    student_id: ObjectIdSchema.optional().describe('Move the observation to another child of the class'),
    date: ObservationDateInputSchema.optional(),
    title: TitleSchema.optional(),
    general_note: NoteSchema.optional(),
    type_of_anecdote: AnecdoteTypeSchema.optional(),
    media_ids: ObservationMediaIdsSchema.describe('Replaces the attachments'),
    tag_ids: ObservationTagIdsSchema,
    competencies: ObservationCompetenciesSchema,
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'must change at least one field',
  })
  .describe('Observation changes');
export type EditObservationInput = z.infer<typeof EditObservationInputSchema>;

const ObservationFilterFieldsSchema = z.object({
  student_id: ObjectIdSchema.optional().describe('Only this child'),
  start_date: IsoDateSchema.optional().describe('From this day (YYYY-MM-DD, inclusive)'),
  end_date: IsoDateSchema.optional().describe('Until this day (YYYY-MM-DD, inclusive)'),
  type_of_anecdote: AnecdoteTypeSchema.optional().describe('Only this kind'),
});
const endNotBeforeStart = {
  check: (f: { start_date?: string | undefined; end_date?: string | undefined }) =>
    !f.start_date || !f.end_date || f.start_date <= f.end_date,
  params: { message: 'must not be before start_date', path: ['end_date'] },
};

/** Filters of fetch_anecdote/ and anecdote/delete_by_filters/ (the body may be left out). */
export const ObservationFiltersSchema = ObservationFilterFieldsSchema.refine(
  endNotBeforeStart.check,
  endNotBeforeStart.params,
).describe('Observation filters');
export type ObservationFilters = z.infer<typeof ObservationFiltersSchema>;

/** Filters of fetch_report_type_anecdote/: the kind is always 'report_card'. */
export const ReportCardObservationFiltersSchema = ObservationFilterFieldsSchema.omit({
  type_of_anecdote: true,
})
  .refine(endNotBeforeStart.check, endNotBeforeStart.params)
  .describe('Report card observation filters');

/** `PageNumber` header (Node lowercases header names): 1 when missing. */
export const ObservationPageHeadersSchema = z.looseObject({
  pagenumber: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')
    .optional()
    .describe('PageNumber header: the page wanted, from 1'),
});

export const ObservationAuthorSchema = z.object({ _id: ObjectIdSchema, name: z.string() });

/** A saved observation. */
export const ObservationSchema = z
  .object({
    _id: ObjectIdSchema,
    class_id: ObjectIdSchema,
    student_id: ObjectIdSchema,
    student_name: z.string().describe('First and last name of the child'),
    date: IsoDateSchema.describe('Day observed, YYYY-MM-DD'),
    title: z.string(),
    general_note: z.string(),
    type_of_anecdote: AnecdoteTypeSchema,
    created_by: ObservationAuthorSchema.describe('The staff member who wrote it'),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
    can_edit: z.boolean().describe('Whether the caller may edit or delete it (its author, or an admin)'),
    shared_to_journal: z.boolean().describe("Whether it is in the child's journal, which parents read"),
    media: z.array(MediaFileSchema).describe('Attached files, with signed links'),
    tags: z.array(StoryTagRefSchema).describe('Learning tags, by set (archived ones it kept included)'),
    competencies: z
      .array(z.object({ code: z.string(), title: z.string() }))
      .describe(
        "Competency tags, in the class's framework order (title empty if the class changed framework)",
      ),
  })
  .describe('Observation');
export type Observation = z.infer<typeof ObservationSchema>;

/** anecdote/ and create_bulk_anecdote/ answer the saved result, is_saved true. */
export const SaveObservationsResponseSchema = z.object({
  result: z.object({ observation_entries: z.array(ObservationSchema), is_saved: z.literal(true) }),
});

/** A page of observations, newest day first. */
export const ObservationPageSchema = z.object({
  observation_entries: z.array(ObservationSchema),
  page_number: z.number().int().describe('The page answered, from 1'),
  page_size: z.number().int(),
  total_count: z.number().int().describe('Observations matching the filters, on every page'),
  has_more: z.boolean().describe('Whether a next page exists'),
});
export type ObservationPage = z.infer<typeof ObservationPageSchema>;
export const ObservationPageResponseSchema = z.object({ result: ObservationPageSchema });

export const EditObservationResponseSchema = z.object({ result: ObservationSchema });

/** Spec: delete answers `output.id`. */
export const DeleteObservationResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });

export const DeleteObservationsByFiltersResponseSchema = z.object({
  output: z.object({
    ids: z.array(ObjectIdSchema).describe('The observations deleted'),
    deleted_count: z.number().int(),
  }),
});

/** create_journal_posts_from_anecdotes/: each observation becomes a post in its child's journal. */
export const ShareObservationsInputSchema = z
  .object({
    anecdote_ids: z
      .array(ObjectIdSchema)
      .min(1, 'must hold at least one id')
      .max(MAX_OBSERVATION_ENTRIES)
      .describe('Observations to share with the families'),
    individual_comment: z
      .literal(true)
      .optional()
      .describe("Spec: true. Each observation is posted on its own child's journal"),
  })
  .describe('Share observations to journals');
export type ShareObservationsInput = z.infer<typeof ShareObservationsInputSchema>;

/** A post in a child's journal (what parents read). */
export const JournalPostSchema = z
  .object({
    _id: ObjectIdSchema,
    student_id: ObjectIdSchema,
    class_id: ObjectIdSchema,
    anecdote_id: ObjectIdSchema.nullable().describe('The observation it was shared from, if it still exists'),
    title: z.string(),
    body: z.string(),
    date: IsoDateSchema.describe('Day of the post, YYYY-MM-DD'),
    created_by: ObservationAuthorSchema,
    created_at: z.string().describe('ISO 8601'),
    media: z
      .array(MediaFileSchema)
      .describe('Files copied from the observation; a family sees those photo consent allows'),
  })
  .describe('Journal post');
export type JournalPost = z.infer<typeof JournalPostSchema>;

export const ShareObservationsResponseSchema = z.object({ result: z.array(JournalPostSchema) });
