import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { PhoneNumberSchema } from './phone.js';
import { EditorDirectionSchema } from './user.js';

/*
 * Platform: the first-run setup of a new install, and platform admins creating organizations and
 * schools (issue 11, decision 032). Both create a school the same way (NewSchoolFieldsSchema).
 */

/** True for a time zone the runtime knows by its IANA name (Asia/Kolkata, Europe/London, UTC). */
export function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isValidTimeZone, { message: 'must be a time zone such as Asia/Kolkata' })
  .describe('IANA time zone, e.g. Asia/Kolkata');

const NameSchema = freeText({ max: freeTextLimits.title, required: true, trim: true });

/** Optional email: an empty field means none. */
const OptionalEmailSchema = z
  .union([z.literal(''), z.email({ message: 'must be an email address' }).max(254)])
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/** A new school and its first admin (first run, setup command, platform admins). */
export const NewSchoolFieldsSchema = z.object({
  school_name: NameSchema.describe('The school (campus) name'),
  time_zone: TimeZoneSchema,
  editor_direction: EditorDirectionSchema.describe(
    "The school's writing direction: 'l2r' left to right, 'r2l' right to left",
  ),
  admin_first_name: NameSchema.describe("The first admin's first name"),
  admin_last_name: freeText({ max: freeTextLimits.title, trim: true }).describe(
    "The first admin's last name",
  ),
  admin_phone: PhoneNumberSchema,
  admin_email: OptionalEmailSchema.describe("The first admin's email (optional)"),
});
export type NewSchoolFields = z.infer<typeof NewSchoolFieldsSchema>;

/** The one-time setup link's token (base64url). */
export const FirstRunTokenSchema = z
  .string()
  .min(1, 'is missing')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a setup link token')
  .describe('The token of the setup link');

/** POST /api/first_run/check/: is this setup link still usable? (a body, so no token in URL logs) */
export const FirstRunCheckInputSchema = z.object({ token: FirstRunTokenSchema });
export const FirstRunLinkStatusSchema = z
  .enum(['ready', 'used', 'invalid'])
  .describe("'ready' the link can set up the school; 'used' it already did; 'invalid' no such link");
export type FirstRunLinkStatus = z.infer<typeof FirstRunLinkStatusSchema>;
export const FirstRunCheckResponseSchema = z.object({
  result: z.object({ status: FirstRunLinkStatusSchema }),
});

/** POST /api/first_run/: the organization, its first school and the school's first admin. */
export const FirstRunInputSchema = NewSchoolFieldsSchema.extend({
  token: FirstRunTokenSchema,
  organization_name: NameSchema.describe('The organization (school group) name'),
});
export type FirstRunInput = z.infer<typeof FirstRunInputSchema>;

const NamedSchema = z.object({ _id: ObjectIdSchema, name: z.string() });

/** A school just created, with its organization and first admin. */
export const CreatedSchoolSchema = z.object({
  organization: NamedSchema,
  school: NamedSchema,
  admin: z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() }),
});
export type CreatedSchool = z.infer<typeof CreatedSchoolSchema>;
export const CreatedSchoolResponseSchema = z.object({ result: CreatedSchoolSchema });

/** POST /api/super_admin/organizations/ */
export const CreateOrganizationInputSchema = z.object({
  name: NameSchema.describe('The organization (school group) name'),
});
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInputSchema>;
export const CreateOrganizationResponseSchema = z.object({ result: NamedSchema });

/** POST /api/super_admin/schools/: a school of an existing organization, with its first admin. */
export const CreatePlatformSchoolInputSchema = NewSchoolFieldsSchema.extend({
  organization_id: ObjectIdSchema.describe('The organization the school belongs to'),
});
export type CreatePlatformSchoolInput = z.infer<typeof CreatePlatformSchoolInputSchema>;
