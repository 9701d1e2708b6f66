import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { PhoneNumberSchema } from './phone.js';
import { StudentClassSchema } from './school.js';
import { OptionalEmailSchema, PersonNameSchema, RelationSchema } from './students.js';

/**
 * Families (school setup, `admin_portal.students`): parent accounts and the children they are
 * linked to, the spec's `parent/` and `parent/{id}` (decision 035). A parent with two children
 * at the school is one account, linked twice.
 */

export const ParentChildLinkInputSchema = z.object({
  child_id: ObjectIdSchema,
  relation: RelationSchema,
});
export type ParentChildLinkInput = z.infer<typeof ParentChildLinkInputSchema>;

/** POST parent/: a parent account, linked to the children given. */
export const CreateParentInputSchema = z.object({
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  phone: PhoneNumberSchema,
  email: OptionalEmailSchema,
  children: z.array(ParentChildLinkInputSchema).min(1, 'link at least one child of the school').max(20),
});
export type CreateParentInput = z.infer<typeof CreateParentInputSchema>;

/**
 * POST parent/{id}: an admin edits the details; a parent may send only their own
 * `parent_profile_picture` (a media id they uploaded, or null to remove it).
 */
export const EditParentInputSchema = z.object({
  first_name: PersonNameSchema.optional(),
  last_name: PersonNameSchema.optional(),
  phone: PhoneNumberSchema.optional(),
  email: OptionalEmailSchema,
  parent_profile_picture: ObjectIdSchema.nullable().optional().describe('Media id of an uploaded image'),
});
export type EditParentInput = z.infer<typeof EditParentInputSchema>;

export const ParentIdParamsSchema = z.object({ id: ObjectIdSchema.describe('Parent (user) id') });
export const ParentChildParamsSchema = z.object({
  id: ObjectIdSchema.describe('Parent (user) id'),
  childId: ObjectIdSchema.describe('Student id'),
});

export const FamilyChildSchema = z.object({
  _id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  relation: z.string().nullable(),
  student_class: z.array(StudentClassSchema),
});
export type FamilyChild = z.infer<typeof FamilyChildSchema>;

/** A parent of the school with their children here (children of other schools are not shown). */
export const FamilySchema = z.object({
  parent_id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  parent_profile_picture: z.string().nullable(),
  has_signed_in: z.boolean().describe('The parent has signed in at least once'),
  children: z.array(FamilyChildSchema),
});
export type Family = z.infer<typeof FamilySchema>;

export const FamiliesResponseSchema = z.object({ result: z.array(FamilySchema) });
export const FamilyResponseSchema = z.object({ result: FamilySchema });
/** What a parent's own picture change answers (they never read the school's family record). */
export const OwnParentPictureSchema = z.object({
  parent_id: ObjectIdSchema,
  parent_profile_picture: z.string().nullable(),
});
export type OwnParentPicture = z.infer<typeof OwnParentPictureSchema>;
export const EditParentResponseSchema = z.object({ result: z.union([FamilySchema, OwnParentPictureSchema]) });

export const UnlinkChildResponseSchema = z.object({
  result: z.object({ parent_id: ObjectIdSchema, child_id: ObjectIdSchema }),
});
