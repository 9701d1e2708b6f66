import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { MediaFileSchema } from './media.js';

/**
 * The portfolio (issue 17, decision 050): one child's observations, published learning stories and
 * photos/videos, merged newest first. Staff of the child's class read everything they may see in
 * those modules and choose, item by item, what the family sees; the family reads only what was
 * shared, and both download it as a PDF and the photos as a zip.
 */

/** Items a page holds (the spec's lists hold 20; a timeline of cards reads well at 30). */
export const PORTFOLIO_PAGE_SIZE = 30;

/**
 * The kinds of item, in the order they come within one day (after the day, newest first, and
 * before the id): a day's stories, then its observations, then its photos.
 */
export const portfolioItemKinds = ['story', 'observation', 'photo'] as const;
export const PortfolioItemKindSchema = z.enum(portfolioItemKinds);
export type PortfolioItemKind = z.infer<typeof PortfolioItemKindSchema>;

/** A competency code of the class's framework (e.g. C-1.1, EYFS codes): letters, digits, dots, dashes. */
const CompetencyCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9.\-_]*$/, 'is not a competency code');

export const PortfolioParamsSchema = z.object({
  classId: ObjectIdSchema.describe("A class of the child's that the staff member works with"),
  studentId: ObjectIdSchema.describe('Student (child) id'),
});
export const ChildPortfolioParamsSchema = z.object({
  studentId: ObjectIdSchema.describe('Your child'),
});

/** GET portfolio/{classId}/{studentId} and child_portfolio/{studentId}: filters and the page asked for. */
export const PortfolioQuerySchema = z.object({
  kind: PortfolioItemKindSchema.optional().describe('Only items of this kind'),
  competency: CompetencyCodeSchema.optional().describe(
    'Only observations tagged with this competency, and stories drawing on such observations (no photos)',
  ),
  from: IsoDateSchema.optional().describe('First day, YYYY-MM-DD (included)'),
  to: IsoDateSchema.optional().describe('Last day, YYYY-MM-DD (included)'),
  cursor: z.string().max(80).optional().describe('The `next_cursor` of the page before; none: the newest'),
});
export type PortfolioQuery = z.infer<typeof PortfolioQuerySchema>;

export const PortfolioItemSchema = z
  .object({
    kind: PortfolioItemKindSchema,
    _id: ObjectIdSchema.describe('The observation, story or media id'),
    date: IsoDateSchema.describe('The day observed, the story’s day, or the day the photo was taken'),
    title: z.string().describe('The observation’s or story’s title; a photo’s caption (may be empty)'),
    text: z.string().describe('The observation’s note, the story’s opening words; empty for a photo'),
    class_name: z.string(),
    author: z.string().nullable().describe('Who wrote or took it'),
    competencies: z
      .array(z.object({ code: z.string(), title: z.string() }))
      .describe('An observation’s competency tags (empty for stories and photos)'),
    media: z
      .array(MediaFileSchema)
      .describe('The photo or video itself; an observation’s or story’s photos (photo consent applied)'),
    shared: z.boolean().describe('Shared with the family (families see only shared items)'),
    shareable: z
      .boolean()
      .describe(
        'Staff: whether the family could see it when shared (false for a staff-only photo or one with another child without photo consent)',
      ),
  })
  .describe('Portfolio item');
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

export const PortfolioPageSchema = z.object({
  student: z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() }),
  items: z.array(PortfolioItemSchema),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null at the end'),
});
export type PortfolioPage = z.infer<typeof PortfolioPageSchema>;
export const PortfolioPageResponseSchema = resultOf(PortfolioPageSchema);

/** POST portfolio_shares/{classId}/{studentId}: share an item with the family, or stop sharing it. */
export const PortfolioShareInputSchema = z.object({
  kind: PortfolioItemKindSchema,
  item_id: ObjectIdSchema.describe("An item of the child's portfolio"),
  shared: z.boolean().describe('true: the family sees it; false: it leaves their portfolio'),
});
export type PortfolioShareInput = z.infer<typeof PortfolioShareInputSchema>;

export const PortfolioShareSchema = z.object({
  kind: PortfolioItemKindSchema,
  item_id: ObjectIdSchema,
  shared: z.boolean(),
});
export type PortfolioShare = z.infer<typeof PortfolioShareSchema>;
export const PortfolioShareResponseSchema = resultOf(PortfolioShareSchema);
