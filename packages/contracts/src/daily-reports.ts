import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { CareEntrySchema } from './carelog.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { MediaFileSchema, DEFAULT_TOTAL_MEDIA } from './media.js';

/**
 * Daily reports (issue 14, docs/decisions/047-daily-reports.md): at the end of the day a teacher
 * reviews one report per child, gathered from the day's care log, shareable observations and
 * photos, and sends the class's reports at once. Each becomes a `daily_report` journal post,
 * one per child and day, which the child's family reads, comments on and reacts to.
 */

/** Title of a daily report post (the screens show "Daily report — date" in the reader's language). */
export const DAILY_REPORT_TITLE = 'Daily report';
/** Most children one send may carry (a whole class and then some). */
export const MAX_DAILY_REPORTS = 100;

export const DailyReportQuerySchema = z.object({
  date: IsoDateSchema.optional().describe("The day (YYYY-MM-DD); the school's today when missing"),
});

/** A report already sent for the child and day, with who of the family has read it. */
export const SentDailyReportSchema = z.object({
  post_id: ObjectIdSchema,
  body: z.string(),
  media_ids: z.array(ObjectIdSchema),
  sent_at: z.string().describe('ISO time it was (last) sent'),
  sent_by: z.object({ _id: ObjectIdSchema, name: z.string() }),
  read_by: z.array(z.object({ _id: ObjectIdSchema, name: z.string(), read_at: z.string() })),
});
export type SentDailyReport = z.infer<typeof SentDailyReportSchema>;

/** One child's report as the teacher reviews it. */
export const DailyReportDraftSchema = z.object({
  student_id: ObjectIdSchema,
  name: z.string(),
  first_name: z.string().describe('What the draft calls the child'),
  /** The day's register mark: 'absent', 'excused' and 'leave' are away; null when not marked. */
  attendance: z.string().nullable(),
  away: z.boolean().describe('Marked absent, excused or on leave that day'),
  selected: z.boolean().describe('Whether the screen ticks it at first (not away, not yet sent)'),
  care_entries: z.array(CareEntrySchema).describe('The day’s care log, in time order'),
  observations: z
    .array(z.object({ _id: ObjectIdSchema, title: z.string(), note: z.string() }))
    .describe('The day’s observations families may be told of (decision 010: general ones)'),
  media: z.array(MediaFileSchema).describe('The day’s photos of the child that families may see'),
  sent: SentDailyReportSchema.nullable(),
});
export type DailyReportDraft = z.infer<typeof DailyReportDraftSchema>;

export const DailyReportsPreviewSchema = z
  .object({
    class_id: ObjectIdSchema,
    date: IsoDateSchema,
    today: IsoDateSchema,
    reports: z.array(DailyReportDraftSchema).describe('Every child on the class roll'),
  })
  .describe("A class's daily reports for one day");
export type DailyReportsPreview = z.infer<typeof DailyReportsPreviewSchema>;
export const DailyReportsPreviewResponseSchema = resultOf(DailyReportsPreviewSchema);

export const SendDailyReportsInputSchema = z
  .object({
    date: IsoDateSchema.describe('The day the reports tell of (not in the future)'),
    reports: z
      .array(
        z.object({
          student_id: ObjectIdSchema,
          body: freeText({ max: freeTextLimits.longText, required: true, trim: true }).describe(
            'The reviewed text',
          ),
          media_ids: z
            .array(ObjectIdSchema)
            .max(DEFAULT_TOTAL_MEDIA)
            .optional()
            .describe('Photos chosen (photo consent applies: only those this family may see)'),
        }),
      )
      .min(1, 'must hold at least one report')
      .max(MAX_DAILY_REPORTS),
  })
  .describe('Daily reports to send');
export type SendDailyReportsInput = z.infer<typeof SendDailyReportsInputSchema>;

export const SendDailyReportsResultSchema = z.object({
  date: IsoDateSchema,
  sent: z
    .array(
      z.object({
        student_id: ObjectIdSchema,
        post_id: ObjectIdSchema,
        resent: z.boolean().describe('The child already had a report that day: it was updated'),
      }),
    )
    .describe('One journal post per child'),
});
export type SendDailyReportsResult = z.infer<typeof SendDailyReportsResultSchema>;
export const SendDailyReportsResponseSchema = resultOf(SendDailyReportsResultSchema);
