import { z } from 'zod';
import { AcademicYearInputSchema } from './academic-year.js';
import { TimeOfDaySchema, minutesOfTime } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { CurriculumFrameworkKeySchema } from './curriculum.js';
import { freeText, freeTextLimits } from './free-text.js';
import { ClassSchema, SchoolRefSchema } from './school.js';

/**
 * Class setup (school setup `classes`): create, edit, archive, teachers. Field names are spec
 * section 3 "Class" (`curriculam` included); `division_id` and the archive are ours.
 */

/** spec classes_days: weekday names, in week order. */
export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const WeekdayNameSchema = z.enum(weekdayNames);
export type WeekdayName = z.infer<typeof WeekdayNameSchema>;

/** Characters of an age range ('3-4 years'). */
export const AGE_RANGE_MAX_LENGTH = 100;
/** Teachers one class may have. */
export const MAX_CLASS_STAFF = 50;

const optionalText = (max: number) => freeText({ max, trim: true }).nullable();

/** POST /api/classes/ (create) and POST /api/classes/{id} (edit): every field, as the form sends it. */
export const ClassInputSchema = z
  .object({
    class_name: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe('Class name'),
    academic_year: AcademicYearInputSchema,
    age_range: freeText({ max: AGE_RANGE_MAX_LENGTH, required: true, trim: true }).describe(
      "e.g. '3-4 years'",
    ),
    classes_days: z
      .array(WeekdayNameSchema)
      .max(weekdayNames.length)
      .refine((days) => new Set(days).size === days.length, 'names a weekday twice')
      .describe('Weekdays the class meets'),
    curriculam: optionalText(freeTextLimits.title).describe('Curriculum name (spec spelling)'),
    class_curriculum: CurriculumFrameworkKeySchema.nullable()
      .optional()
      .describe("The class's curriculum framework (a framework key), or null for none"),
    start_time: TimeOfDaySchema.nullable(),
    end_time: TimeOfDaySchema.nullable(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb')
      .describe('Display colour, #rrggbb'),
    division_id: ObjectIdSchema.nullable().describe('The school division the class belongs to, or none'),
  })
  .refine((v) => !v.start_time || !v.end_time || minutesOfTime(v.end_time) > minutesOfTime(v.start_time), {
    message: 'must be after start_time',
    path: ['end_time'],
  });
export type ClassInput = z.infer<typeof ClassInputSchema>;

export const ClassStaffMemberSchema = z.object({
  _id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
});

/** A class as school setup shows it: the spec's fields, its division, teachers and head count. */
export const SetupClassSchema = ClassSchema.extend({
  division: z.object({ _id: ObjectIdSchema, name: z.string() }).nullable(),
  archived: z.boolean(),
  staff: z.array(ClassStaffMemberSchema).describe('The class teachers'),
  children_count: z.number().int().describe('Children in the class now'),
});
export type SetupClass = z.infer<typeof SetupClassSchema>;
export const SetupClassResponseSchema = z.object({ result: SetupClassSchema });
export const SetupClassesResponseSchema = z.object({ result: z.array(SetupClassSchema) });

/** fetch_classes_users/?status=: which classes the setup list shows (default all). */
export const FetchClassesUsersQuerySchema = z.object({
  status: z.enum(['all', 'active', 'archived']).default('all'),
});

/** add_staff_to_classes: the class's teachers become exactly `staff_ids` (empty removes all). */
export const AddStaffToClassesInputSchema = z.object({
  class_id: ObjectIdSchema,
  staff_ids: z
    .array(ObjectIdSchema)
    .max(MAX_CLASS_STAFF)
    .refine((ids) => new Set(ids).size === ids.length, 'names a staff member twice'),
});
export type AddStaffToClassesInput = z.infer<typeof AddStaffToClassesInputSchema>;

/** class_staff_choices/: the school's active staff a class's teachers are picked from. */
export const ClassStaffChoicesResponseSchema = z.object({
  result: z.array(ClassStaffMemberSchema.extend({ admin: z.boolean() })),
});

/** user_schools_classes/: each school the staff member works in, with the classes they may see there. */
export const UserSchoolsClassesResponseSchema = z.object({
  result: z.array(z.object({ school: SchoolRefSchema, classes: z.array(ClassSchema) })),
});
