import { z } from 'zod';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { PhoneNumberSchema } from './phone.js';

/**
 * The school's staff (/admin/school-setup/staff): who works there, Admin or Member, their role
 * and classes, and whether they are active. `_id` is the person's user id.
 */
export const StaffMemberSchema = z
  .object({
    _id: ObjectIdSchema,
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable().describe('10-digit national number'),
    email: z.string().nullable(),
    staff_profile_picture: z.string().nullable().optional().describe('Signed link to the picture, or null'),
    admin: z.boolean().describe('Shows Admin when set, otherwise Member'),
    role: z.object({ _id: ObjectIdSchema, name: z.string() }).nullable(),
    classes: z.array(z.object({ _id: ObjectIdSchema, class_name: z.string() })),
    status: z.enum(['active', 'deactivated']),
    deactivated_at: z.string().nullable().describe('ISO 8601'),
    has_signed_in: z.boolean().describe('Has signed in as staff of this school at least once'),
  })
  .describe('StaffMember');
export type StaffMember = z.infer<typeof StaffMemberSchema>;

const NameSchema = freeText({ max: freeTextLimits.title, required: true, trim: true });
const LastNameSchema = freeText({ max: freeTextLimits.title, trim: true });
/** An email address, or empty/null for none. */
const EmailSchema = z
  .union([z.email('must be an email address').max(254), z.literal(''), z.null()])
  .transform((value) => (value ? value.toLowerCase() : null));
const ClassIdsSchema = z.array(ObjectIdSchema).max(200);

/** Invite by phone: a new person, or someone already known by that phone (a parent, say). */
export const InviteStaffInputSchema = z.object({
  first_name: NameSchema,
  last_name: LastNameSchema.default(''),
  phone: PhoneNumberSchema,
  email: EmailSchema.optional(),
  admin: z.boolean().default(false),
  role_id: ObjectIdSchema.describe('One of the school roles'),
  class_ids: ClassIdsSchema.default([]),
});
export type InviteStaffInput = z.infer<typeof InviteStaffInputSchema>;

/** Edit a member: only the fields sent change (the phone is their sign-in and stays). */
export const UpdateStaffInputSchema = z.object({
  first_name: NameSchema.optional(),
  last_name: LastNameSchema.optional(),
  email: EmailSchema.optional(),
  admin: z.boolean().optional(),
  role_id: ObjectIdSchema.optional(),
  class_ids: ClassIdsSchema.optional(),
});
export type UpdateStaffInput = z.infer<typeof UpdateStaffInputSchema>;

export const StaffMembersResponseSchema = resultOf(z.array(StaffMemberSchema));
export const StaffMemberResponseSchema = resultOf(StaffMemberSchema);
