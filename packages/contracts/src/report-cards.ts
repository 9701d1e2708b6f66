import { z } from 'zod';
import { IsoDateSchema, TimeOfDaySchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText } from './free-text.js';

/**
 * Report cards (issue 17, decision 050; spec route `/assessment/report-card`, query parameter
 * `report_title`, school module `report`): a child's Holistic Progress Card for a cycle printed as
 * a PDF. Each generation is a **version** (all kept, the newest is current); staff generate one
 * child's card at once or the whole class in one job whose progress shows in the task panel.
 * Publishing (now, or at a school-local date and time) lets the child's own parents download the
 * version that was current then; a newer version reaches them when it is published in turn. A
 * version printed before the progress card was signed off is a draft and is never published.
 */

/** The card's title when the school has not set one for the cycle. */
export const DEFAULT_REPORT_TITLE = 'Holistic Progress Card';
export const REPORT_TITLE_MAX = 120;
/** Versions kept per child and cycle: a generation past it is refused (400 naming the child). */
export const MAX_REPORT_CARD_VERSIONS = 100;
/** What the task panel's entry of a class generation is called (`endpointName`). */
export const REPORT_CARD_TASK_ENDPOINT = 'report-cards-generate';

export const ReportTitleSchema = freeText({ max: REPORT_TITLE_MAX, required: true, trim: true }).describe(
  "The card's title, e.g. 'Holistic Progress Card' or the school's own",
);

export const reportCardStatuses = ['none', 'generated', 'scheduled', 'published'] as const;
export type ReportCardStatus = (typeof reportCardStatuses)[number];

export const ReportCardVersionSchema = z.object({
  _id: ObjectIdSchema,
  version: z.number().int().min(1).describe('1 for the first generation, counting up'),
  title: z.string().describe('The title printed on this version'),
  size: z.number().int().describe('Bytes of the PDF'),
  generated_at: z.string().describe('ISO time'),
  generated_by: z.object({ _id: ObjectIdSchema, name: z.string() }),
  is_current: z.boolean().describe('The newest version'),
  is_published: z.boolean().describe('The version the family downloads (while the card is published)'),
  draft: z
    .boolean()
    .describe('Printed before the progress card was signed off: marked DRAFT, never published'),
});
export type ReportCardVersion = z.infer<typeof ReportCardVersionSchema>;

/** One child of the class with their card in the cycle. */
export const StudentReportCardSchema = z.object({
  student_id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  status: z
    .enum(reportCardStatuses)
    .describe('none: never generated; generated: not yet for families; scheduled; published'),
  published_version: z
    .number()
    .int()
    .nullable()
    .describe('Published: the version families download (a newer one waits until published)'),
  versions: z.array(ReportCardVersionSchema).describe('Newest first; the first is current'),
  publish_date: IsoDateSchema.nullable().describe('Scheduled: the school-local day it publishes'),
  publish_time: TimeOfDaySchema.nullable().describe("Scheduled: the school-local time, 'hh:mm A'"),
  published_at: z.string().nullable().describe('ISO time it was published'),
});
export type StudentReportCard = z.infer<typeof StudentReportCardSchema>;

export const reportCardRunStatuses = ['running', 'done'] as const;

/** A class generation: one job making every child's card, with its progress. */
export const ReportCardRunSchema = z.object({
  _id: ObjectIdSchema,
  cycle_id: ObjectIdSchema,
  class_id: ObjectIdSchema,
  title: z.string(),
  status: z.enum(reportCardRunStatuses),
  total: z.number().int().describe('Children the job makes a card for'),
  processed: z.number().int().describe('Children done so far, made or failed'),
  made: z.number().int(),
  progress: z.number().int().min(0).max(100).describe('processed of total, in percent'),
  failed: z.array(
    z.object({
      student_id: ObjectIdSchema,
      name: z.string(),
      reason: z.string().describe('Why that child’s card could not be made'),
    }),
  ),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ReportCardRun = z.infer<typeof ReportCardRunSchema>;

/** GET report_cards/{cycleId}: the class's children and their cards in the cycle. */
export const ClassReportCardsSchema = z.object({
  cycle: z.object({
    _id: ObjectIdSchema,
    class_id: ObjectIdSchema,
    class_name: z.string(),
    name: z.string(),
    start_date: IsoDateSchema,
    end_date: IsoDateSchema,
  }),
  report_title: z.string().describe('The cycle’s title: the school’s own, else the default'),
  is_default_title: z.boolean(),
  students: z.array(StudentReportCardSchema),
  run: ReportCardRunSchema.nullable().describe('The latest class generation of the cycle, if any'),
});
export type ClassReportCards = z.infer<typeof ClassReportCardsSchema>;

/** POST report_card/{cycleId}/{studentId}/generate: one child's card now. */
export const GenerateReportCardInputSchema = z.object({
  report_title: ReportTitleSchema.optional().describe("This version's title; absent: the cycle's"),
});
export type GenerateReportCardInput = z.input<typeof GenerateReportCardInputSchema>;

/** POST report_cards/{cycleId}/generate: every child's card (or the ones named), in one job. */
export const GenerateClassReportCardsInputSchema = z.object({
  report_title: ReportTitleSchema.optional().describe("The versions' title; absent: the cycle's"),
  student_ids: z
    .array(ObjectIdSchema)
    .min(1)
    .max(200)
    .optional()
    .describe('Only these children of the class; absent: all of them'),
});
export type GenerateClassReportCardsInput = z.input<typeof GenerateClassReportCardsInputSchema>;

/**
 * POST report_card/{cycleId}/{studentId}/publish: now (no date), or at a school-local date and
 * time, which must be in the future.
 */
export const PublishReportCardInputSchema = z.object({
  date: IsoDateSchema.optional().describe('School-local day to publish on; absent: now'),
  time: TimeOfDaySchema.optional().describe("School-local time, 'hh:mm A' (needed with date)"),
});
export type PublishReportCardInput = z.input<typeof PublishReportCardInputSchema>;

/** PUT report_card_title/{cycleId}: the school's title for the cycle's cards (null: the default). */
export const ReportCardTitleInputSchema = z.object({ report_title: ReportTitleSchema.nullable() });
export type ReportCardTitleInput = z.input<typeof ReportCardTitleInputSchema>;

/** A published card as the child's family sees it. */
export const ChildReportCardSchema = z.object({
  _id: ObjectIdSchema.describe('The current version, what the PDF call downloads'),
  cycle_name: z.string(),
  class_name: z.string(),
  title: z.string(),
  version: z.number().int(),
  published_at: z.string().describe('ISO time'),
});
export type ChildReportCard = z.infer<typeof ChildReportCardSchema>;

export const ReportCardCycleParamsSchema = z.object({ cycleId: ObjectIdSchema.describe('Cycle id') });
export const StudentReportCardParamsSchema = z.object({
  cycleId: ObjectIdSchema.describe('Cycle id'),
  studentId: ObjectIdSchema.describe('Child id'),
});
export const ReportCardVersionParamsSchema = z.object({ id: ObjectIdSchema.describe('Version id') });
export const ReportCardRunParamsSchema = z.object({ id: ObjectIdSchema.describe('Class generation id') });
export const ChildReportCardsParamsSchema = z.object({ studentId: ObjectIdSchema.describe('Child id') });

export const ClassReportCardsResponseSchema = resultOf(ClassReportCardsSchema);
export const StudentReportCardResponseSchema = resultOf(StudentReportCardSchema);
export const ReportCardRunResponseSchema = resultOf(ReportCardRunSchema);
export const ReportCardTitleResponseSchema = resultOf(
  z.object({ report_title: z.string(), is_default_title: z.boolean() }),
);
export const ChildReportCardsResponseSchema = resultOf(
  z.object({ report_cards: z.array(ChildReportCardSchema) }),
);

/** The download name of a card: 'report-card-<first>-<last>-<cycle>-v<n>.pdf', ASCII only. */
export function reportCardFileName(parts: { childName: string; cycleName: string; version: number }): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase();
  const name = [slug(parts.childName), slug(parts.cycleName)].filter(Boolean).join('-');
  return `report-card${name ? `-${name}` : ''}-v${parts.version}.pdf`;
}
