import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { schoolModules } from './permissions.js';

/** Weeks the usage page looks back over, this week included. */
export const USAGE_WEEKS = 12;
/** How many of the most active staff the usage page lists. */
export const USAGE_TOP_STAFF = 10;

/** What the usage page counts, each under the module it belongs to. */
export const usageRecordKinds = [
  'attendance_marks',
  'observations',
  'journal_posts',
  'announcements',
  'cue_commands',
  'cue_questions',
] as const;
export type UsageRecordKind = (typeof usageRecordKinds)[number];

export const UsageSeriesSchema = z.object({
  kind: z.enum(usageRecordKinds),
  module: z
    .enum(schoolModules)
    .optional()
    .describe('The school module these records belong to; absent when none switches them (announcements)'),
  enabled: z.boolean().describe('Whether the module is on now'),
  counts: z.array(z.number().int()).describe('Records made each week, oldest first (one per week)'),
  total: z.number().int(),
});
export type UsageSeries = z.infer<typeof UsageSeriesSchema>;

export const ActiveStaffSchema = z.object({
  user_id: ObjectIdSchema,
  name: z.string(),
  records: z.number().int().describe('Records made in the weeks shown'),
});
export type ActiveStaff = z.infer<typeof ActiveStaffSchema>;

export const SchoolUsageSchema = z.object({
  weeks: z.array(z.string()).describe("Each week's Monday (YYYY-MM-DD, the school's calendar), oldest first"),
  series: z.array(UsageSeriesSchema),
  most_active_staff: z.array(ActiveStaffSchema),
});
export type SchoolUsage = z.infer<typeof SchoolUsageSchema>;
export const SchoolUsageResponseSchema = z.object({ result: SchoolUsageSchema });
