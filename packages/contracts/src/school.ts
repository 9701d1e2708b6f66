import { z } from 'zod';
import { ObjectIdSchema } from './common.js';

export const SchoolRefSchema = z.object({ _id: ObjectIdSchema, name: z.string() });
export type SchoolRef = z.infer<typeof SchoolRefSchema>;

/** 'DD-MM-YYYY - DD-MM-YYYY', or '-' when the class has no academic year. */
export const AcademicYearSchema = z
  .string()
  .regex(/^(\d{2}-\d{2}-\d{4} - \d{2}-\d{2}-\d{4}|-)$/, "must be 'DD-MM-YYYY - DD-MM-YYYY' or '-'");

/** A class, as spec section 3 "Class" names its fields (`curriculam` included). */
export const ClassSchema = z
  .object({
    _id: ObjectIdSchema,
    class_name: z.string(),
    academic_year: AcademicYearSchema,
    age_range: z.string().describe("e.g. '3-4 years'"),
    classes_days: z.array(z.string()).describe('Weekdays the class meets'),
    curriculam: z.string().nullable().describe('Curriculum name (spec spelling)'),
    class_curriculum: z.string().nullable().describe('Curriculum framework used by the class'),
    start_time: z.string().nullable().describe("'hh:mm A'"),
    end_time: z.string().nullable().describe("'hh:mm A'"),
    school_info: SchoolRefSchema,
    color: z.string().describe('Display colour, #rrggbb'),
  })
  .describe('Class');
export type SchoolClass = z.infer<typeof ClassSchema>;

export const StudentClassSchema = z.object({
  class_id: ObjectIdSchema,
  class_name: z.string(),
  school_details: SchoolRefSchema,
});

/** A child (student), spec section 3 "Child". */
export const ChildSchema = z
  .object({
    _id: ObjectIdSchema,
    first_name: z.string(),
    last_name: z.string(),
    student_profile_picture: z.string().nullable().describe('Signed link to the picture (minutes), or null'),
    student_class: z.array(StudentClassSchema),
  })
  .describe('Child');
export type Child = z.infer<typeof ChildSchema>;

/** A child in a class list for staff: with the photo-consent marker staff see on every child. */
export const ClassStudentSchema = ChildSchema.extend({
  photo_consent: z.boolean().optional().describe('The family allows photos shared with other families'),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

export const StaffClassesResponseSchema = z.object({ result: z.array(ClassSchema) });
export const ClassResponseSchema = z.object({ result: ClassSchema });
export const ClassStudentsResponseSchema = z.object({ result: z.array(ClassStudentSchema) });

export const MaintenanceSchema = z.object({
  status: z.boolean().describe('true while the product is under maintenance'),
  start_time: z.string().nullable().describe('ISO 8601'),
  end_time: z.string().nullable().describe('ISO 8601'),
});
export type Maintenance = z.infer<typeof MaintenanceSchema>;
export const MaintenanceResponseSchema = z.object({ result: MaintenanceSchema });

/** POST /api/app_maintenance/web (platform admins): open or close a maintenance window. */
export const SetMaintenanceInputSchema = z
  .object({
    status: z.boolean(),
    start_time: z.iso.datetime({ offset: true }).nullable().optional(),
    end_time: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((v) => !v.start_time || !v.end_time || Date.parse(v.start_time) < Date.parse(v.end_time), {
    message: 'end_time must be after start_time',
    path: ['end_time'],
  });
