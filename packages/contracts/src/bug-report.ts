import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { messages } from './messages.js';
import { freeText, freeTextLimits } from './free-text.js';

export const BUG_REPORT_SUMMARY_MAX = 5000;
export const BUG_REPORT_MEDIA_MAX = 10;

/** POST /api/bug_report/ (spec section 3 "Bug report"). */
export const BugReportInputSchema = z.object({
  url: freeText({ max: freeTextLimits.url, required: true }).describe('The page the user was on'),
  summary: freeText({
    max: BUG_REPORT_SUMMARY_MAX,
    required: true,
    trim: true,
    emptyMessage: messages.describeIssue,
  }).describe('What went wrong, in the user’s words'),
  media: z
    .array(
      z.object({
        media_link: z.string().max(freeTextLimits.url).describe('A media_link from POST /api/media/images'),
      }),
    )
    .max(BUG_REPORT_MEDIA_MAX)
    .default([]),
});
export type BugReportInput = z.input<typeof BugReportInputSchema>;
export const BugReportResponseSchema = z.object({ result: z.object({ _id: ObjectIdSchema }) });
