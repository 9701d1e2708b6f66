import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { MediaFileSchema } from './media.js';

/*
 * Medication (issue 14, module `daycare`; decision 042): a parent asks the class's staff to give
 * their child a medicine at set times of day; staff acknowledge the request and record each dose
 * given (when, how much, by whom, witnessed by whom). The spec leaves these paths open.
 */

/** Most times of day one request names. */
export const MAX_MEDICATION_TIMES = 12;
/** Minutes before a dose's time at which it shows as due on the staff screen. */
export const MEDICATION_DUE_WINDOW_MINUTES = 30;
/** Photos of the prescription or label a parent may attach to one request. */
export const MAX_PRESCRIPTION_PHOTOS = 2;
/** Days an ended request stays on the class's list. */
export const MEDICATION_RECENT_DAYS = 14;

/** 'HH:mm', 24-hour, the school's local time. */
export const MedicationTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm (24-hour)')
  .describe('Time of day, HH:mm, school-local');

export const PersonRefSchema = z.object({ _id: ObjectIdSchema, name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

const rangeCheck = (value: { start_date: string; end_date: string }, ctx: z.RefinementCtx) => {
  if (value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' });
  }
};

/** POST medication/child/{studentId}: a parent's request. */
export const CreateMedicationInputSchema = z
  .object({
    medicine_name: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe(
      'The medicine, as on its label',
    ),
    dose: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe(
      'How much each time, e.g. "5 ml"',
    ),
    times: z
      .array(MedicationTimeSchema)
      .min(1, 'name at least one time of day')
      .max(MAX_MEDICATION_TIMES, `at most ${MAX_MEDICATION_TIMES} times a day`)
      .describe('Times of day to give it, HH:mm'),
    start_date: IsoDateSchema.describe('First day, YYYY-MM-DD'),
    end_date: IsoDateSchema.describe('Last day (inclusive), YYYY-MM-DD'),
    notes: freeText({ max: freeTextLimits.reason, trim: true })
      .optional()
      .describe('Anything staff should know'),
    media_ids: z
      .array(ObjectIdSchema)
      .max(MAX_PRESCRIPTION_PHOTOS, `at most ${MAX_PRESCRIPTION_PHOTOS} photos`)
      .optional()
      .describe('Photos of the prescription or label: images the parent uploaded (POST /api/media/images)'),
  })
  .superRefine(rangeCheck);
export type CreateMedicationInput = z.infer<typeof CreateMedicationInputSchema>;

/** POST medication/{id}/doses: staff record a dose given. */
export const RecordDoseInputSchema = z.object({
  given_at: z.iso.datetime({ offset: true }).describe('When it was given (not in the future)'),
  dose: freeText({ max: freeTextLimits.title, trim: true })
    .optional()
    .describe("How much was given; the request's dose when omitted"),
  scheduled_time: MedicationTimeSchema.optional().describe(
    'The time of the request this dose is for; the nearest one not yet given when omitted',
  ),
  witness_user_id: ObjectIdSchema.optional().describe('Another staff member of the school who saw it given'),
  notes: freeText({ max: freeTextLimits.reason, trim: true }).optional(),
});
export type RecordDoseInput = z.infer<typeof RecordDoseInputSchema>;

export const MedicationDoseSchema = z.object({
  _id: ObjectIdSchema,
  given_at: z.string().describe('ISO date-time'),
  given_on: IsoDateSchema.describe('The school-local day it was given'),
  scheduled_time: MedicationTimeSchema.nullable(),
  dose: z.string(),
  notes: z.string().nullable(),
  given_by: PersonRefSchema,
  witness: PersonRefSchema.nullable(),
});
export type MedicationDose = z.infer<typeof MedicationDoseSchema>;

export const MedicationRequestSchema = z.object({
  _id: ObjectIdSchema,
  student_id: ObjectIdSchema,
  student_name: z.string(),
  medicine_name: z.string(),
  dose: z.string(),
  times: z.array(MedicationTimeSchema),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  notes: z.string().nullable(),
  requested_by: PersonRefSchema,
  requested_at: z.string(),
  acknowledged_by: PersonRefSchema.nullable(),
  acknowledged_at: z.string().nullable(),
  doses: z.array(MedicationDoseSchema).describe('Doses given, newest first'),
  media: z
    .array(MediaFileSchema)
    .describe("Photos of the prescription (signed links; only the class's staff and the family see them)"),
});
export type MedicationRequest = z.infer<typeof MedicationRequestSchema>;

/** A dose of today not yet given whose time has passed or comes within the due window. */
export const DueDoseSchema = z.object({
  request_id: ObjectIdSchema,
  student_id: ObjectIdSchema,
  student_name: z.string(),
  medicine_name: z.string(),
  dose: z.string(),
  scheduled_time: MedicationTimeSchema,
  due_at: z.string().describe('ISO date-time'),
  overdue: z.boolean().describe('Its time has passed'),
  acknowledged: z.boolean(),
});
export type DueDose = z.infer<typeof DueDoseSchema>;

export const DueDosesSchema = z.object({
  date: IsoDateSchema,
  count: z.number().int(),
  due: z.array(DueDoseSchema),
});
export type DueDoses = z.infer<typeof DueDosesSchema>;

/** GET medication/class/{classId}: the class's current and recent requests, today's due doses, witnesses. */
export const ClassMedicationSchema = z.object({
  date: IsoDateSchema.describe("The school's today"),
  requests: z.array(MedicationRequestSchema),
  due: DueDosesSchema,
  staff_choices: z.array(PersonRefSchema).describe('Staff of the school who may witness a dose'),
});
export type ClassMedication = z.infer<typeof ClassMedicationSchema>;

export const ClassMedicationResponseSchema = z.object({ result: ClassMedicationSchema });
export const DueDosesResponseSchema = z.object({ result: DueDosesSchema });
export const MedicationRequestResponseSchema = z.object({ result: MedicationRequestSchema });
export const MedicationRequestListResponseSchema = z.object({ result: z.array(MedicationRequestSchema) });
