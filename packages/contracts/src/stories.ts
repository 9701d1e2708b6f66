import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { DEFAULT_TOTAL_MEDIA, MediaFileSchema } from './media.js';
import { StoryDocSchema } from './story-doc.js';

/**
 * Learning stories (issue 15, docs/decisions/048-learning-stories.md), module `story`, role
 * permission `daily_communication.stories` (tag sets: `academic_setup.story_tags`). A story has
 * three parts — what happened (`story`), what learning it shows (`learning`), what next
 * (`next_steps`) — each a rich-text document (story-doc.ts). It moves draft → in_review
 * (optional, a senior reviews) → published, when the families of the children in it read it.
 * A parent may write a "home story" about their own child (kind `home`, published at once).
 */

export const storyStatuses = ['draft', 'in_review', 'published'] as const;
export const StoryStatusSchema = z.enum(storyStatuses);
export type StoryStatus = z.infer<typeof StoryStatusSchema>;

export const storyKinds = ['teacher', 'home'] as const;
export const StoryKindSchema = z.enum(storyKinds);
export type StoryKind = z.infer<typeof StoryKindSchema>;

/** Stories per page of a list (the `PageNumber` header counts from 1). */
export const STORIES_PAGE_SIZE = 20;
/** Children one story names (a whole class and then some). */
export const MAX_STORY_CHILDREN = 100;
export const MAX_STORY_TAGS = 30;
export const MAX_STORY_OBSERVATIONS = 100;
export const STORY_COMMENT_MAX_LENGTH = 2000;
export const STORY_SEARCH_MAX_LENGTH = 100;
/** Tags one tag set holds. */
export const MAX_TAGS_PER_SET = 60;
/** Days without a story after which insights flag a child (the equity list), by default. */
export const DEFAULT_STORY_EQUITY_DAYS = 30;

export const StoryParamsSchema = z.object({ id: ObjectIdSchema.describe('Story id') });
export const StoryClassParamsSchema = z.object({ classId: ObjectIdSchema.describe('Class id') });
export const StoryStudentParamsSchema = z.object({
  studentId: ObjectIdSchema.describe('Student (child) id'),
});

const storyFields = {
  title: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe('The story’s title'),
  story_date: IsoDateSchema.describe('The day the story happened (or its week began), YYYY-MM-DD'),
  story: StoryDocSchema.describe('What happened'),
  media_ids: z
    .array(ObjectIdSchema)
    .max(DEFAULT_TOTAL_MEDIA)
    .default([])
    .describe('Photos and videos from the class media library, in order'),
};

/** The editable fields of a teacher's story (create and autosave). */
export const StoryInputSchema = z
  .object({
    ...storyFields,
    whole_class: z.boolean().default(false).describe('About the whole class (every child on its roster)'),
    student_ids: z
      .array(ObjectIdSchema)
      .max(MAX_STORY_CHILDREN)
      .default([])
      .describe('The children it is about (empty when whole_class)'),
    learning: StoryDocSchema.describe('What learning it shows'),
    next_steps: StoryDocSchema.describe('What next: how the learning will be supported'),
    tag_ids: z.array(ObjectIdSchema).max(MAX_STORY_TAGS).default([]).describe('Learning tags'),
    observation_ids: z
      .array(ObjectIdSchema)
      .max(MAX_STORY_OBSERVATIONS)
      .default([])
      .describe('Observations the story draws on'),
  })
  .refine((input) => input.whole_class !== input.student_ids.length > 0, {
    message: 'name the children, or set whole_class (not both)',
    path: ['student_ids'],
  })
  .describe('Learning story');
export type StoryInput = z.input<typeof StoryInputSchema>;

/** POST stories/{classId}: a new story; `status` published publishes it at once. */
export const CreateStoryInputSchema = z
  .object({
    story: StoryInputSchema,
    status: StoryStatusSchema.default('draft').describe("'draft' (default), 'in_review' or 'published'"),
  })
  .describe('New learning story');
export type CreateStoryInput = z.input<typeof CreateStoryInputSchema>;

/** PUT story/{id}: the autosave; `version` is the one the editor last read (409 when stale). */
export const UpdateStoryInputSchema = z
  .object({
    story: StoryInputSchema,
    version: z.number().int().min(1).describe('The version the editor last read'),
  })
  .describe('Learning story update');
export type UpdateStoryInput = z.input<typeof UpdateStoryInputSchema>;

/** POST story/{id}/status: submit for review, publish, or send back to draft with a note. */
export const StoryStatusInputSchema = z
  .object({
    status: StoryStatusSchema,
    note: freeText({ max: freeTextLimits.reason, trim: true })
      .optional()
      .describe('Why a reviewer sends it back (shown to the author)'),
  })
  .describe('Learning story status');
export type StoryStatusInput = z.infer<typeof StoryStatusInputSchema>;

/** POST home_stories/{studentId} (parent token): a family's own story about their child. */
export const HomeStoryInputSchema = z.object(storyFields).describe('Home story');
export type HomeStoryInput = z.input<typeof HomeStoryInputSchema>;

export const StoryCommentInputSchema = z
  .object({
    text: freeText({ max: STORY_COMMENT_MAX_LENGTH, required: true, trim: true }).describe('The comment'),
    reply_to: ObjectIdSchema.optional().describe(
      "A family's comment this answers (staff): only that family sees it",
    ),
  })
  .describe('Story comment');
export type StoryCommentInput = z.infer<typeof StoryCommentInputSchema>;

/** GET stories/{classId} (staff): the class's stories in one state, newest first. */
export const ClassStoriesQuerySchema = z.object({
  status: StoryStatusSchema.default('published'),
  student_id: ObjectIdSchema.optional().describe('Only stories about this child'),
});

/** GET story_library/ (staff): published stories of every class the caller may see. */
export const StoryLibraryQuerySchema = z.object({
  class_id: ObjectIdSchema.optional(),
  student_id: ObjectIdSchema.optional(),
  tag_id: ObjectIdSchema.optional(),
  author_id: ObjectIdSchema.optional(),
  kind: StoryKindSchema.optional(),
  from: IsoDateSchema.optional().describe('Story date on or after, YYYY-MM-DD'),
  to: IsoDateSchema.optional().describe('Story date on or before, YYYY-MM-DD'),
  search: freeText({ max: STORY_SEARCH_MAX_LENGTH, trim: true })
    .optional()
    .describe('Words in the title or text'),
});
export type StoryLibraryQuery = z.infer<typeof StoryLibraryQuerySchema>;

/** GET story_insights/{classId}. */
export const StoryInsightsQuerySchema = z.object({
  student_id: ObjectIdSchema.optional().describe('One child instead of the class'),
  days: z.coerce
    .number()
    .int()
    .min(7)
    .max(365)
    .default(DEFAULT_STORY_EQUITY_DAYS)
    .describe('Children with no published story in this many days are listed'),
  weeks: z.coerce.number().int().min(4).max(52).default(12).describe('Weeks of the over-time chart'),
});
export type StoryInsightsQuery = z.infer<typeof StoryInsightsQuerySchema>;

const PersonSchema = z.object({ _id: ObjectIdSchema, name: z.string() });

export const StoryChildSchema = z.object({
  _id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
});

export const StoryTagRefSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  set_name: z.string(),
});
/** A learning tag as a story or an observation carries it. */
export type StoryTagRef = z.infer<typeof StoryTagRefSchema>;

/** A story as a list shows it: no documents, an excerpt and reading time. */
export const StorySummarySchema = z
  .object({
    _id: ObjectIdSchema,
    kind: StoryKindSchema,
    class_id: ObjectIdSchema,
    class_name: z.string(),
    title: z.string(),
    story_date: IsoDateSchema,
    status: StoryStatusSchema,
    whole_class: z.boolean(),
    students: z.array(StoryChildSchema).describe('Families see only their own children here'),
    tags: z.array(StoryTagRefSchema),
    cover: MediaFileSchema.nullable().describe('The first photo, if any'),
    excerpt: z.string().describe('The start of the story, cut with an ellipsis'),
    word_count: z.number().int(),
    reading_minutes: z.number().int().describe("words ÷ 250 rounded up: 'N min read'"),
    author: PersonSchema.extend({ kind: z.enum(['staff', 'parent']) }),
    comment_count: z.number().int().describe('Comments the caller can see'),
    published_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .describe('Learning story summary');
export type StorySummary = z.infer<typeof StorySummarySchema>;

export const StoryCommentSchema = z.object({
  _id: ObjectIdSchema,
  text: z.string(),
  author: PersonSchema.extend({ kind: z.enum(['staff', 'parent']) }),
  reply_to: ObjectIdSchema.nullable(),
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type StoryComment = z.infer<typeof StoryCommentSchema>;

/** A whole story: the editor and the reader. */
export const StorySchema = StorySummarySchema.extend({
  story: StoryDocSchema,
  learning: StoryDocSchema,
  next_steps: StoryDocSchema,
  media: z
    .array(MediaFileSchema)
    .describe('In order; families never get a photo their consent rule withholds'),
  observations: z
    .array(
      z.object({ _id: ObjectIdSchema, title: z.string(), date: IsoDateSchema, student_name: z.string() }),
    )
    .describe('Linked observations (staff only; empty for families)'),
  comments: z.array(StoryCommentSchema).describe('Oldest first; what the caller may see'),
  version: z.number().int().describe('Send it back with the next autosave'),
  submitted_at: z.string().nullable(),
  review_note: z.string().nullable().describe('Why a reviewer sent it back'),
  can_edit: z.boolean(),
  can_publish: z.boolean().describe('Author without review required, or a reviewer'),
  can_delete: z.boolean(),
}).describe('Learning story');
export type Story = z.infer<typeof StorySchema>;

export const StoryResponseSchema = z.object({ result: StorySchema });
export const StoryPageSchema = z.object({
  stories: z.array(StorySummarySchema),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  has_more: z.boolean(),
});
export type StoryPage = z.infer<typeof StoryPageSchema>;
export const StoryPageResponseSchema = z.object({ result: StoryPageSchema });
export const StoryCommentResponseSchema = z.object({ result: StoryCommentSchema });
export const DeleteStoryResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });

// ---------------------------------------------------------------------------------------------
// Tag sets (academic setup story-tags)

export const StoryTagSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  archived: z.boolean().describe('Taken out of the set but kept on the stories that use it'),
});
export const StoryTagSetSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  description: z.string(),
  tags: z.array(StoryTagSchema),
});
export type StoryTagSet = z.infer<typeof StoryTagSetSchema>;
export const StoryTagSetsResponseSchema = z.object({
  result: z.object({ sets: z.array(StoryTagSetSchema) }),
});
export const StoryTagSetResponseSchema = z.object({ result: StoryTagSetSchema });

const tagName = freeText({ max: 80, required: true, trim: true });

/** POST story_tag_sets/ and PUT story_tag_sets/{id}: a set and its whole list of tags. */
export const StoryTagSetInputSchema = z
  .object({
    name: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe('e.g. NCF domains'),
    description: freeText({ max: freeTextLimits.reason, trim: true }).default(''),
    tags: z
      .array(
        z.object({
          _id: ObjectIdSchema.optional().describe('An existing tag (kept, renamed); new tags have none'),
          name: tagName,
        }),
      )
      .min(1, 'must hold at least one tag')
      .max(MAX_TAGS_PER_SET)
      .describe('The tags in order; a tag left out is archived (or deleted if no story uses it)'),
  })
  .describe('Story tag set');
export type StoryTagSetInput = z.input<typeof StoryTagSetInputSchema>;

/**
 * Starter sets an admin can add in one click. NCF for the Foundational Stage (India, 2022): its
 * development domains and positive learning habits; EYFS (England, 2024) areas of learning;
 * learning dispositions from Te Whāriki / Margaret Carr's learning stories.
 */
export const storyTagStarterSets = [
  {
    key: 'ncf_foundational',
    name: 'NCF Foundational Stage domains',
    description: 'National Curriculum Framework for the Foundational Stage (2022)',
    tags: [
      'Physical development',
      'Socio-emotional and ethical development',
      'Cognitive development',
      'Language and literacy development',
      'Aesthetic and cultural development',
      'Positive learning habits',
    ],
  },
  {
    key: 'eyfs',
    name: 'EYFS areas of learning',
    description: 'Early Years Foundation Stage (England)',
    tags: [
      'Communication and language',
      'Physical development',
      'Personal, social and emotional development',
      'Literacy',
      'Mathematics',
      'Understanding the world',
      'Expressive arts and design',
    ],
  },
  {
    key: 'dispositions',
    name: 'Learning dispositions',
    description: 'From learning stories (Te Whāriki)',
    tags: [
      'Taking an interest',
      'Being involved',
      'Persisting with difficulty',
      'Expressing an idea or a feeling',
      'Taking responsibility',
    ],
  },
] as const;

// ---------------------------------------------------------------------------------------------
// Insights

export const StoryInsightsSchema = z
  .object({
    class_id: ObjectIdSchema,
    student_id: ObjectIdSchema.nullable(),
    days: z.number().int(),
    weeks: z
      .array(z.object({ week_start: IsoDateSchema, stories: z.number().int() }))
      .describe('Published stories per school-local week (Monday), oldest first'),
    children: z
      .array(
        z.object({
          _id: ObjectIdSchema,
          first_name: z.string(),
          last_name: z.string(),
          stories: z.number().int().describe('Published stories about the child in the chart’s weeks'),
          last_story_date: IsoDateSchema.nullable(),
          without_story: z.boolean().describe('No published story in the last `days` days'),
        }),
      )
      .describe('Every child on the roster (or the one child)'),
    tags: z
      .array(StoryTagRefSchema.extend({ stories: z.number().int() }))
      .describe('Every tag of the school’s sets; 0 stories means never used in the weeks'),
    authors: z.array(PersonSchema.extend({ stories: z.number().int() })),
  })
  .describe('Story insights');
export type StoryInsights = z.infer<typeof StoryInsightsSchema>;
export const StoryInsightsResponseSchema = z.object({ result: StoryInsightsSchema });
