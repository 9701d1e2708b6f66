import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { DEFAULT_TOTAL_MEDIA } from './media.js';
import { JournalPostSchema, ObservationAuthorSchema } from './observations.js';

/**
 * The journal (issue 14, docs/decisions/045-journal.md): posts in a child's journal, which the
 * child's family reads. Staff share observations (create_journal_posts_from_anecdotes/) or write
 * free posts with photos; families comment and react; staff see who has read each post.
 */

/**
 * What a post was made from: a shared observation, a free post written in the journal, or (next
 * round) the day's report built from the care log.
 */
export const journalPostKinds = ['observation', 'free', 'daily_report'] as const;
export const JournalPostKindSchema = z.enum(journalPostKinds);
export type JournalPostKind = z.infer<typeof JournalPostKindSchema>;

/** The small fixed set of reactions a family may leave on a post. */
export const journalReactions = ['heart', 'thumbs_up', 'smile'] as const;
export const JournalReactionSchema = z.enum(journalReactions);
export type JournalReaction = z.infer<typeof JournalReactionSchema>;

/** Journal posts per page (the `PageNumber` header counts from 1). */
export const JOURNAL_PAGE_SIZE = 20;
/** Children one free post may go to (a whole class and then some). */
export const MAX_JOURNAL_POST_CHILDREN = 100;
export const JOURNAL_COMMENT_MAX_LENGTH = 2000;
/** Default title of a free post written without one. */
export const DEFAULT_JOURNAL_POST_TITLE = 'Journal';

export const JournalStudentParamsSchema = z.object({
  studentId: ObjectIdSchema.describe('Student (child) id'),
});

/** journal_post/{classId}: a free post to some children of the class, or to the whole class. */
export const CreateJournalPostInputSchema = z
  .object({
    student_ids: z
      .array(ObjectIdSchema)
      .min(1, 'must hold at least one child')
      .max(MAX_JOURNAL_POST_CHILDREN)
      .optional()
      .describe("Children whose journals get the post (each family reads its own child's copy)"),
    whole_class: z
      .literal(true)
      .optional()
      .describe('Post to every child of the class instead of naming them'),
    title: freeText({ max: freeTextLimits.title, trim: true })
      .optional()
      .describe(`Short title; '${DEFAULT_JOURNAL_POST_TITLE}' when missing or empty`),
    body: freeText({ max: freeTextLimits.longText, required: true, trim: true }).describe(
      'What the teacher tells the families',
    ),
    media_ids: z
      .array(ObjectIdSchema)
      .max(DEFAULT_TOTAL_MEDIA)
      .optional()
      .describe('Photos to attach; a photo of a child without photo consent goes only to that child'),
  })
  .refine((input) => Boolean(input.student_ids) !== Boolean(input.whole_class), {
    message: 'name the children, or set whole_class (not both)',
    path: ['student_ids'],
  })
  .describe('Free journal post');
export type CreateJournalPostInput = z.infer<typeof CreateJournalPostInputSchema>;

export const JournalCommentInputSchema = z
  .object({
    text: freeText({ max: JOURNAL_COMMENT_MAX_LENGTH, required: true, trim: true }).describe(
      'The comment or reply',
    ),
  })
  .describe('Journal comment');
export type JournalCommentInput = z.infer<typeof JournalCommentInputSchema>;

export const JournalReactionInputSchema = z
  .object({
    reaction: JournalReactionSchema.nullable().describe("The family's reaction; null takes it back"),
  })
  .describe('Journal reaction');
export type JournalReactionInput = z.infer<typeof JournalReactionInputSchema>;

export const JournalReadInputSchema = z
  .object({
    post_ids: z
      .array(ObjectIdSchema)
      .min(1, 'must hold at least one id')
      .max(JOURNAL_PAGE_SIZE * 5)
      .describe('Posts the parent has opened'),
  })
  .describe('Journal posts read');
export type JournalReadInput = z.infer<typeof JournalReadInputSchema>;

export const JournalCommentSchema = z.object({
  _id: ObjectIdSchema,
  text: z.string(),
  author: ObservationAuthorSchema.extend({
    kind: z.enum(['staff', 'parent']).describe('A teacher of the class, or a parent of the child'),
  }),
  created_at: z.string().describe('ISO 8601'),
});
export type JournalComment = z.infer<typeof JournalCommentSchema>;

export const JournalReactionCountSchema = z.object({
  reaction: JournalReactionSchema,
  count: z.number().int(),
});

/** A journal post with its conversation: what families and staff read. */
export const JournalEntrySchema = JournalPostSchema.extend({
  kind: JournalPostKindSchema,
  student_name: z.string().describe('First and last name of the child'),
  comments: z.array(JournalCommentSchema).describe('Oldest first'),
  reactions: z.array(JournalReactionCountSchema).describe('Reactions left, with how many of each'),
  // A plain string: a nullable enum does not survive the OpenAPI response check (null is not one
  // of the enum's values there).
  my_reaction: z
    .string()
    .nullable()
    .describe("The caller's own reaction ('heart', 'thumbs_up' or 'smile'), or null"),
  read_by: z
    .array(z.object({ _id: ObjectIdSchema, name: z.string(), read_at: z.string() }))
    .describe('Parents who opened the post (staff only; empty for families)'),
  is_read: z.boolean().describe('Whether the caller has opened it (families)'),
  can_delete: z.boolean().describe('Whether the caller may delete it (its author, or an admin)'),
}).describe('Journal entry');
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

const pageFields = {
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  has_more: z.boolean(),
};

/** child_journal/{studentId} (parent token), newest first, paged by the PageNumber header. */
export const ChildJournalPageSchema = z.object({ journal_posts: z.array(JournalEntrySchema), ...pageFields });
export type ChildJournalPage = z.infer<typeof ChildJournalPageSchema>;
export const ChildJournalResponseSchema = z.object({ result: ChildJournalPageSchema });

/** class_journal/{classId} (staff): the class's posts, or one child's, newest first. */
export const ClassJournalQuerySchema = z.object({
  student_id: ObjectIdSchema.optional().describe('Only this child'),
});
export const ClassJournalPageSchema = ChildJournalPageSchema;
export type ClassJournalPage = ChildJournalPage;
export const ClassJournalResponseSchema = ChildJournalResponseSchema;

export const CreateJournalPostResponseSchema = z.object({
  result: z.array(JournalEntrySchema).describe('One post per child'),
});
export const JournalEntryResponseSchema = z.object({ result: JournalEntrySchema });
export const DeleteJournalPostResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });
export const JournalReadResponseSchema = z.object({
  result: z.object({ post_ids: z.array(ObjectIdSchema).describe('Posts now marked read') }),
});
