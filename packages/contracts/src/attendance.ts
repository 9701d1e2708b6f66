import { z } from 'zod';
import { IsoDateSchema, StoredDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { freeText } from './free-text.js';

/**
 * Attendance (spec section 7 "Attendance"; statuses from section 3). Dates sent by clients are
 * 'YYYY-MM-DD' (spec section 9: saves and tab switches); the register's own `date` is the spec's
 * "Attendance result" date, 'DD-MM-YYYY'. See docs/decisions/009-attendance.md.
 */

/** A status a mark can hold. 'NA' (not marked) is the absence of a mark. */
export const markedStatuses = ['present', 'absent', 'excused', 'leave', 'unassigned'] as const;
export type MarkedStatus = (typeof markedStatuses)[number];
export const NOT_MARKED = 'NA';
export const attendanceStatuses = [...markedStatuses, NOT_MARKED] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

export const AttendanceStatusSchema = z
  .enum(attendanceStatuses)
  .describe(
    "Attendance status: present, absent, excused, leave, unassigned, or 'NA' (not marked; posting it clears the mark)",
  );
export const MarkedStatusSchema = z.enum(markedStatuses).describe('A marked attendance status');

/** Spec section 3: status codes by first letter (A absent, P present, E excused, L leave, U unassigned). */
export function attendanceStatusCode(status: AttendanceStatus): string {
  return status === NOT_MARKED ? NOT_MARKED : status.charAt(0).toUpperCase();
}

/** The most rows one request may name (a class register, or a bulk update). */
export const MAX_REGISTER_ROWS = 500;
/** The longest range of days one bulk update, excusal or report covers. */
export const MAX_ATTENDANCE_RANGE_DAYS = 366;
export const MAX_EXCUSAL_REASON_LENGTH = 1000;
/** Days in the dashboard's trend (ending on the chosen day). */
export const ATTENDANCE_TREND_DAYS = 30;

const StudentIdSchema = ObjectIdSchema.describe('Student (child) id');

/** One row of a register as sent by a client. */
export const StudentAttendanceInputSchema = z.object({
  student_id: StudentIdSchema,
  attendance_status: AttendanceStatusSchema,
});

export const AttendanceDateQuerySchema = z.object({
  date: IsoDateSchema.optional().describe("The register's day, YYYY-MM-DD; the school's today when omitted"),
});

/** POST class_student_attendance/{classId}: saves only the rows it names (idempotent). */
export const SaveAttendanceInputSchema = z.object({
  date: IsoDateSchema.describe('The register day, YYYY-MM-DD (not after the school’s today)'),
  student_attendance_list: z
    .array(StudentAttendanceInputSchema)
    .max(MAX_REGISTER_ROWS)
    .describe("The marks to save; students not named keep their marks. 'NA' clears a mark"),
  is_saved: z
    .boolean()
    .optional()
    .describe("true marks the register complete ('Marked Complete'), false re-opens it, omitted leaves it"),
});
export type SaveAttendanceInput = z.infer<typeof SaveAttendanceInputSchema>;

export const ExcusalKindSchema = z
  .enum(['excused', 'leave'])
  .describe('What the register shows on those days once approved');
export type ExcusalKind = z.infer<typeof ExcusalKindSchema>;
export const ExcusalStatusSchema = z
  .enum(['pending', 'approved', 'declined', 'withdrawn'])
  .describe('Decision state (withdrawn: the parent took a pending request back)');
export type ExcusalStatus = z.infer<typeof ExcusalStatusSchema>;

/** A parent's request that a child be excused or on leave for a range of days. */
export const ExcusalSchema = z
  .object({
    _id: ObjectIdSchema,
    class_id: ObjectIdSchema,
    student_id: StudentIdSchema,
    student_name: z.string().describe("The child's full name"),
    kind: ExcusalKindSchema,
    start_date: IsoDateSchema.describe('First day, YYYY-MM-DD'),
    end_date: IsoDateSchema.describe('Last day (inclusive), YYYY-MM-DD'),
    reason: z.string(),
    status: ExcusalStatusSchema,
    requested_by_name: z.string().describe('The parent who asked'),
    created_at: z.string().describe('ISO 8601'),
    decided_by_name: z.string().nullable().describe('The staff member who decided, if decided'),
    decided_at: z.string().nullable().describe('ISO 8601, if decided'),
  })
  .describe('Excusal or leave request');
export type Excusal = z.infer<typeof ExcusalSchema>;

export const RegisterRowSchema = z.object({
  student_id: StudentIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  student_profile_picture: z.string().nullable().describe('Signed link to the picture (minutes), or null'),
  photo_consent: z.boolean().optional().describe('The family allows photos shared with other families'),
  attendance_status: AttendanceStatusSchema,
});
export type RegisterRow = z.infer<typeof RegisterRowSchema>;

/** The spec's "Attendance result" for one class and day, with each student's name. */
export const AttendanceRegisterSchema = z
  .object({
    class_id: ObjectIdSchema,
    date: StoredDateSchema.describe('The register day, DD-MM-YYYY (spec "Attendance result")'),
    iso_date: IsoDateSchema.describe('The same day, YYYY-MM-DD (what saves send back)'),
    is_saved: z.boolean().describe('true once the register is marked complete'),
    student_attendance_list: z.array(RegisterRowSchema).describe('Every student of the class, by name'),
    excusals: z.array(ExcusalSchema).describe('Pending and approved requests covering this day'),
  })
  .describe('Attendance register');
export type AttendanceRegister = z.infer<typeof AttendanceRegisterSchema>;
export const AttendanceRegisterResponseSchema = z.object({ result: AttendanceRegisterSchema });

/**
 * The one attendance percentage rule, wherever a percentage is shown or sent: days present out of
 * days present or absent. Excused and leave days are not absences (a parent who asked for leave
 * must not read it as a missed day), unassigned and unmarked days are not counted at all. There is
 * no separate "late" status: a late child is marked present, so late counts as present. null when
 * no day is present or absent (show "—", never "0%").
 */
export function attendancePercent(
  counts: Pick<Record<MarkedStatus, number>, 'present' | 'absent'>,
): number | null {
  const counted = counts.present + counts.absent;
  return counted === 0 ? null : Math.round((counts.present / counted) * 100);
}

/** Marks per status (NA: students without a mark, where a roster is known). */
export const StatusCountsSchema = z.object({
  present: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  leave: z.number().int(),
  unassigned: z.number().int(),
});
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

export const AttendanceDaySchema = z.object({
  date: IsoDateSchema,
  class_id: ObjectIdSchema,
  attendance_status: MarkedStatusSchema,
});

export const attendancePeriods = ['week', 'month', 'year'] as const;
export type AttendancePeriod = (typeof attendancePeriods)[number];

/** A child's marks over a week, a month or a year (or a chosen range). */
export const StudentAttendanceSummarySchema = z
  .object({
    student_id: StudentIdSchema,
    first_name: z.string(),
    last_name: z.string(),
    period: z.enum([...attendancePeriods, 'range']),
    start_date: IsoDateSchema.describe('First day counted, YYYY-MM-DD'),
    end_date: IsoDateSchema.describe('Last day counted (inclusive), YYYY-MM-DD'),
    counts: StatusCountsSchema.describe('Marked days by status (days without a mark are not counted)'),
    attendance_percent: z
      .number()
      .int()
      .nullable()
      .describe(
        'Present (late counts as present) out of present + absent, a whole percentage; excused, leave and unassigned days are not absences. null when there is no such day',
      ),
    days: z.array(AttendanceDaySchema).describe('Every marked day in the period, oldest first'),
  })
  .describe("A child's attendance summary");
export type StudentAttendanceSummary = z.infer<typeof StudentAttendanceSummarySchema>;
export const StudentAttendanceSummaryResponseSchema = z.object({ result: StudentAttendanceSummarySchema });

export const StudentIdParamsSchema = z.object({ studentId: StudentIdSchema });
export const StudentSummaryQuerySchema = z.object({
  date: IsoDateSchema.optional().describe(
    'A day inside the week, month or year wanted, YYYY-MM-DD; the school’s today when omitted',
  ),
});

const rangeCheck = <T extends { start_date: string; end_date: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' });
    return;
  }
  const days = (Date.parse(value.end_date) - Date.parse(value.start_date)) / 86_400_000 + 1;
  if (days > MAX_ATTENDANCE_RANGE_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `must be at most ${MAX_ATTENDANCE_RANGE_DAYS} days after start_date`,
    });
  }
};

/** POST parent_child_attendance/{classId}: a parent's view of their child in one class. */
export const ParentChildAttendanceInputSchema = z
  .object({
    student_id: StudentIdSchema,
    start_date: IsoDateSchema.optional().describe('First day, YYYY-MM-DD (default: 29 days before end_date)'),
    end_date: IsoDateSchema.optional().describe("Last day, YYYY-MM-DD (default: the school's today)"),
  })
  .superRefine((value, ctx) => {
    if (value.start_date && value.end_date) {
      rangeCheck({ start_date: value.start_date, end_date: value.end_date }, ctx);
    }
  });

/** POST create_child_excusal/{classId}: a parent asks for days of excusal or leave. */
export const CreateExcusalInputSchema = z
  .object({
    student_id: StudentIdSchema,
    kind: ExcusalKindSchema,
    start_date: IsoDateSchema.describe('First day, YYYY-MM-DD'),
    end_date: IsoDateSchema.describe('Last day (inclusive), YYYY-MM-DD'),
    reason: freeText({ max: MAX_EXCUSAL_REASON_LENGTH, required: true, trim: true }).describe(
      'Why the child will be away',
    ),
  })
  .superRefine(rangeCheck);
export type CreateExcusalInput = z.infer<typeof CreateExcusalInputSchema>;

/** POST withdraw_child_excusal/{excusalId}: the parent takes back a pending request. */
export const ExcusalIdParamsSchema = z.object({
  excusalId: ObjectIdSchema.describe('The request to withdraw'),
});

/** POST fetch_child_excusal/{classId}: a parent's requests for one child. */
export const FetchChildExcusalInputSchema = z.object({ student_id: StudentIdSchema });

export const ExcusalResponseSchema = z.object({ result: ExcusalSchema });
export const ExcusalListResponseSchema = z.object({ result: z.array(ExcusalSchema) });

/** GET fetch_update_class_excusal/{classId}: the class's requests. */
export const ClassExcusalQuerySchema = z.object({
  status: ExcusalStatusSchema.optional().describe('Only requests in this state; all when omitted'),
});

/** POST fetch_update_class_excusal/{classId}: staff approve or decline a request. */
export const DecideExcusalInputSchema = z.object({
  excusal_id: ObjectIdSchema.describe('The request to decide'),
  status: z.enum(['approved', 'declined']).describe('The decision'),
});
export type DecideExcusalInput = z.infer<typeof DecideExcusalInputSchema>;

/** POST update_bulk_student_attendance/{classId}: one status for students over a range of class days. */
export const BulkAttendanceInputSchema = z
  .object({
    start_date: IsoDateSchema.describe('First day, YYYY-MM-DD'),
    end_date: IsoDateSchema.describe('Last day (inclusive), YYYY-MM-DD; only class days are marked'),
    student_ids: z.array(StudentIdSchema).min(1).max(MAX_REGISTER_ROWS).describe('Students to mark'),
    attendance_status: AttendanceStatusSchema,
  })
  .superRefine(rangeCheck);
export type BulkAttendanceInput = z.infer<typeof BulkAttendanceInputSchema>;

export const BulkAttendanceResponseSchema = z.object({
  result: z.object({
    dates: z.array(IsoDateSchema).describe('The class days that were marked'),
    changed: z.number().int().describe('Marks written or cleared'),
  }),
});

/** POST classes/students_full_presence/: 'Mark all present' — every unmarked student of the day. */
export const FullPresenceInputSchema = z.object({
  class_id: ObjectIdSchema.describe('Class id'),
  date: IsoDateSchema.describe('The register day, YYYY-MM-DD (not after the school’s today)'),
});

/** GET attendance_dashboard/{classId}: counts for a day and a trend of the days before it. */
export const AttendanceTrendDaySchema = StatusCountsSchema.extend({
  date: IsoDateSchema,
  is_saved: z.boolean(),
});
export const AttendanceDashboardSchema = z
  .object({
    class_id: ObjectIdSchema,
    date: IsoDateSchema,
    total_students: z.number().int(),
    is_saved: z.boolean(),
    counts: StatusCountsSchema.extend({ NA: z.number().int().describe('Students without a mark') }),
    trend: z
      .array(AttendanceTrendDaySchema)
      .describe(
        `Class days (and other days with marks) among the ${ATTENDANCE_TREND_DAYS} days ending on date, oldest first`,
      ),
    pending_excusals: z.number().int().describe('Requests waiting for a decision'),
  })
  .describe('Attendance dashboard of a class');
export type AttendanceDashboard = z.infer<typeof AttendanceDashboardSchema>;
export const AttendanceDashboardResponseSchema = z.object({ result: AttendanceDashboardSchema });
