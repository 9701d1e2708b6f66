import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { messages } from './messages.js';

export const BUG_REPORT_SUMMARY_MAX = 5000;
export const BUG_REPORT_MEDIA_MAX = 10;

/** POST /api/bug_report/ (spec section 3 "Bug report"). */
export const BugReportInputSchema = z.object({
  url: z.string().min(1).max(2000).describe('The page the user was on'),
  summary: z
    .string()
    .trim()
    .min(1, messages.describeIssue)
    .max(BUG_REPORT_SUMMARY_MAX)
    .describe('What went wrong, in the user’s words'),
  media: z
    .array(z.object({ media_link: z.string().describe('A media_link from POST /api/media/images') }))
    .max(BUG_REPORT_MEDIA_MAX)
    .default([]),
});
export type BugReportInput = z.input<typeof BugReportInputSchema>;
export const BugReportResponseSchema = z.object({ result: z.object({ _id: ObjectIdSchema }) });
