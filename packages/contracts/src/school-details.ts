import { z } from 'zod';
import { AcademicYearInputSchema } from './academic-year.js';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { EditorDirectionSchema } from './user.js';

/** Characters of a school's postal address (several lines). */
export const SCHOOL_ADDRESS_MAX_LENGTH = 1000;

/** True for an IANA time zone name the runtime knows ('Asia/Kolkata', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** GET/POST /api/school_details/: the school as its office describes it. */
export const SchoolDetailsSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  address: z.string().nullable(),
  logo_media_id: ObjectIdSchema.nullable().describe('Media id of the logo (POST /api/media/images)'),
  logo_link: z.string().nullable().describe('Signed link to the logo (minutes; decision 040), or null'),
  time_zone: z.string().describe('IANA time zone'),
  editor_direction: EditorDirectionSchema,
  academic_year: z.string().describe("'DD-MM-YYYY - DD-MM-YYYY' or '-'"),
});
export type SchoolDetails = z.infer<typeof SchoolDetailsSchema>;
export const SchoolDetailsResponseSchema = z.object({ result: SchoolDetailsSchema });

export const SchoolDetailsInputSchema = z.object({
  name: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe('School name'),
  address: freeText({ max: SCHOOL_ADDRESS_MAX_LENGTH, trim: true })
    .nullable()
    .describe('Postal address, several lines'),
  logo_media_id: ObjectIdSchema.nullable().describe('An image uploaded by this user; null removes the logo'),
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata')
    .describe('IANA time zone'),
  editor_direction: EditorDirectionSchema,
  academic_year: AcademicYearInputSchema,
});
export type SchoolDetailsInput = z.infer<typeof SchoolDetailsInputSchema>;
