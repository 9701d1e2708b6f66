import { z } from 'zod';
import { ObjectIdSchema } from './common.js';

/** A calendar month, YYYY-MM (01 to 12). */
export const ReportMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
  .describe('YYYY-MM');

export const AttendanceReportQuerySchema = z.object({
  class_id: ObjectIdSchema.describe('Class id'),
  month: ReportMonthSchema,
});
export type AttendanceReportQuery = z.infer<typeof AttendanceReportQuerySchema>;

/** The status letters of the attendance report, and their totals' columns. */
export const reportStatusLetters = {
  present: 'P',
  absent: 'A',
  excused: 'E',
  leave: 'L',
} as const;

/** What the CSV downloads answer with. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
