import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { PhoneNumberSchema } from './phone.js';
import { StudentClassSchema } from './school.js';

/**
 * Children as the school office manages them (school setup, `admin_portal.students`): the spec's
 * `student/` and `student_details/{id}`, with our moves and archive (decision 035). Allergies and
 * medical notes are staff only: no parent-facing answer carries these schemas.
 */

/** Children per page of GET student/ (a school has about 300). */
export const STUDENTS_PAGE_SIZE = 50;
/** Guardians and pickup adults one child may list. */
export const MAX_GUARDIANS = 6;
export const MAX_PICKUP_ADULTS = 10;

export const genders = ['female', 'male', 'other', 'none'] as const;
export const GenderSchema = z.enum(genders).describe("'none' when the family prefers not to say");
export type Gender = z.infer<typeof GenderSchema>;

export const PersonNameSchema = freeText({ max: freeTextLimits.title, required: true, trim: true });
export const RelationSchema = freeText({ max: 60, required: true, trim: true }).describe(
  "'mother', 'father', 'grandparent', ... as the office writes it",
);
const NotesSchema = freeText({ max: freeTextLimits.longText, trim: true });
/** An email address, or null/missing for none. */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('must be an email address'))
  .nullable()
  .optional();

/** One guardian of a child: a parent account (found by phone, made when new). */
export const GuardianInputSchema = z.object({
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  phone: PhoneNumberSchema,
  email: OptionalEmailSchema,
  relation: RelationSchema,
});
export type GuardianInput = z.infer<typeof GuardianInputSchema>;

/** An adult the school may hand the child to, besides the guardians. */
export const PickupAdultInputSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneNumberSchema,
  relation: RelationSchema,
});
export type PickupAdultInput = z.infer<typeof PickupAdultInputSchema>;

const studentFields = {
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  date_of_birth: IsoDateSchema.nullable().optional().describe('YYYY-MM-DD, not after today'),
  gender: GenderSchema.optional(),
  guardians: z.array(GuardianInputSchema).max(MAX_GUARDIANS).optional(),
  pickup_adults: z.array(PickupAdultInputSchema).max(MAX_PICKUP_ADULTS).optional(),
  allergies: NotesSchema.nullable().optional().describe('Staff only'),
  medical_notes: NotesSchema.nullable().optional().describe('Staff only'),
  photo_consent: z.boolean().optional().describe('Withheld (false) until the family gives it'),
};

/** POST student/: a new child in a class. */
export const CreateStudentInputSchema = z.object({
  ...studentFields,
  class_id: ObjectIdSchema.describe('The class the child joins today'),
});
export type CreateStudentInput = z.infer<typeof CreateStudentInputSchema>;

/**
 * POST student_details/{id}: the fields sent change; `guardians` and `pickup_adults`, when sent,
 * are the whole new list. Classes change through student_move/ (history is kept).
 */
export const EditStudentInputSchema = z.object({
  ...studentFields,
  first_name: PersonNameSchema.optional(),
  last_name: PersonNameSchema.optional(),
});
export type EditStudentInput = z.infer<typeof EditStudentInputSchema>;

/** POST student_move/{id}: from one class to another from `date` (the school's today when missing). */
export const MoveStudentInputSchema = z.object({
  class_id: ObjectIdSchema.describe('The class the child moves to'),
  from_class_id: ObjectIdSchema.optional().describe('The class left; needed when the child is in several'),
  date: IsoDateSchema.optional().describe('First day in the new class, YYYY-MM-DD; not after today'),
});
export type MoveStudentInput = z.infer<typeof MoveStudentInputSchema>;

/** POST student_archive/{id}: archive (leaves every class) or bring back into a class. */
export const ArchiveStudentInputSchema = z.object({
  archived: z.boolean(),
  class_id: ObjectIdSchema.optional().describe('Needed to bring a child back'),
});
export type ArchiveStudentInput = z.infer<typeof ArchiveStudentInputSchema>;

export const StudentListQuerySchema = z.object({
  search: z.string().trim().max(freeTextLimits.title).optional().describe('Part of a first or last name'),
  class_id: ObjectIdSchema.optional(),
  archived: z.enum(['true', 'false']).optional().describe("'true' lists archived children too"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StudentListQuery = z.infer<typeof StudentListQuerySchema>;

/** A child in the office's list: the spec's "Child" and what the office checks at a glance. */
export const StudentSummarySchema = z.object({
  _id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  student_profile_picture: z.string().nullable(),
  student_class: z.array(StudentClassSchema),
  date_of_birth: z.string().nullable(),
  gender: GenderSchema,
  photo_consent: z.boolean(),
  guardian_count: z.number().int(),
  archived_at: z.string().nullable().describe('ISO 8601; null for a child at school'),
});
export type StudentSummary = z.infer<typeof StudentSummarySchema>;

export const GuardianSchema = z.object({
  parent_id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  relation: z.string().nullable(),
});
export type Guardian = z.infer<typeof GuardianSchema>;

export const PickupAdultSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  phone: z.string().nullable(),
  relation: z.string().nullable(),
});
export type PickupAdult = z.infer<typeof PickupAdultSchema>;

/** One stay in a class: from its first day to its last (null while the child is there). */
export const EnrollmentPeriodSchema = z.object({
  class_id: ObjectIdSchema,
  class_name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type EnrollmentPeriod = z.infer<typeof EnrollmentPeriodSchema>;

/** student_details/{id}: everything the office keeps about a child (staff only). */
export const StudentDetailsSchema = StudentSummarySchema.extend({
  allergies: z.string().nullable(),
  medical_notes: z.string().nullable(),
  guardians: z.array(GuardianSchema),
  pickup_adults: z.array(PickupAdultSchema),
  enrollment_history: z.array(EnrollmentPeriodSchema).describe('Newest first'),
});
export type StudentDetails = z.infer<typeof StudentDetailsSchema>;

export const StudentPageSchema = z.object({
  students: z.array(StudentSummarySchema),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  has_more: z.boolean(),
});
export type StudentPage = z.infer<typeof StudentPageSchema>;

export const StudentPageResponseSchema = z.object({ result: StudentPageSchema });
export const StudentDetailsResponseSchema = z.object({ result: StudentDetailsSchema });
