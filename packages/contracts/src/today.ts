import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { StatusCountsSchema } from './attendance.js';

/**
 * The staff home's "today" (issue 10, docs/decisions/026-staff-today.md): for each class the
 * teacher may see, the school's today at a glance. A part whose school module is off (attendance,
 * anecdote) is null, never a zero that would read as "nothing to do".
 */

/** A child not in today: marked absent, excused or on leave (first name only: staff screen). */
export const TodayAwayChildSchema = z.object({
  student_id: ObjectIdSchema,
  first_name: z.string(),
  attendance_status: z.enum(['absent', 'excused', 'leave']),
});
export type TodayAwayChild = z.infer<typeof TodayAwayChildSchema>;

export const TodayAttendanceSchema = z
  .object({
    is_saved: z.boolean().describe("The register is marked complete ('Marked Complete')"),
    total_students: z.number().int(),
    counts: StatusCountsSchema.extend({
      NA: z.number().int().describe('Students without a mark'),
    }).describe('Students by status today'),
    away: z.array(TodayAwayChildSchema).describe('Children marked absent, excused or on leave today'),
    pending_excusals: z.number().int().describe('Excusal and leave requests waiting for a decision'),
  })
  .describe("Today's register of the class (null when the attendance module is off)");
export type TodayAttendance = z.infer<typeof TodayAttendanceSchema>;

export const TodayObservationsSchema = z
  .object({ count: z.number().int().describe('Observations dated today in this class') })
  .describe("Today's observations (null when the anecdote module is off)");

export const TodayClassSchema = z.object({
  class_id: ObjectIdSchema,
  class_name: z.string(),
  color: z.string(),
  attendance: TodayAttendanceSchema.nullable(),
  observations: TodayObservationsSchema.nullable(),
});
export type TodayClass = z.infer<typeof TodayClassSchema>;

export const StaffTodaySchema = z.object({
  date: IsoDateSchema.describe("The school's today, YYYY-MM-DD, in the school's time zone"),
  classes: z.array(TodayClassSchema).describe('Every class the staff member may see, by name'),
});
export type StaffToday = z.infer<typeof StaffTodaySchema>;
export const StaffTodayResponseSchema = z.object({ result: StaffTodaySchema });
