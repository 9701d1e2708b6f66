import { z } from 'zod';
import { ObjectIdSchema, OidSchema } from './common.js';
import { TOKEN_MAX_LENGTH } from './limits.js';
import { ChildSchema, SchoolRefSchema } from './school.js';

export const UserKindSchema = z.enum(['staff', 'parent']);
export type UserKind = z.infer<typeof UserKindSchema>;

export const EditorDirectionSchema = z.enum(['l2r', 'r2l']);

/** Staff profile, spec section 3 "User profile". */
export const StaffProfileSchema = z.object({
  _id: OidSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  staff_profile_picture: z.string().nullable(),
  school_details: z.object({
    school: SchoolRefSchema,
    editor_direction: EditorDirectionSchema.describe("'r2l' means right-to-left"),
    admin: z.boolean(),
    super_admin: z.boolean(),
  }),
});
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

export const ChildSummarySchema = z.object({
  _id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  student_profile_picture: z.string().nullable(),
});
export type ChildSummary = z.infer<typeof ChildSummarySchema>;

/** Parent profile, spec section 3 "User profile". */
export const ParentProfileSchema = z.object({
  _id: OidSchema,
  first_name: z.string(),
  last_name: z.string(),
  primary_email: z.string().nullable(),
  primary_phone: z.string().nullable(),
  parent_profile_picture: z.string().nullable(),
  parent_id: ObjectIdSchema,
  current_child: ObjectIdSchema.nullable(),
  child_list: z.array(ChildSummarySchema),
});
export type ParentProfile = z.infer<typeof ParentProfileSchema>;

/** GET logined_user_details: `user_detials` is the spec's spelling. */
export const LoginedUserDetailsResponseSchema = z.object({
  result: z.discriminatedUnion('logined_as', [
    z.object({ logined_as: z.literal('staff'), user_detials: StaffProfileSchema }),
    z.object({ logined_as: z.literal('parent'), user_detials: ParentProfileSchema }),
  ]),
});
export type LoginedUserDetails = z.infer<typeof LoginedUserDetailsResponseSchema>['result'];

export const LoginedUserDetailsV2InputSchema = z
  .object({
    staff_user_token: z.string().min(1).max(TOKEN_MAX_LENGTH).optional(),
    parent_user_token: z.string().min(1).max(TOKEN_MAX_LENGTH).optional(),
  })
  .refine((v) => v.staff_user_token !== undefined || v.parent_user_token !== undefined, {
    message: 'staff_user_token or parent_user_token is required',
    path: ['staff_user_token'],
  });

export const LoginedUserDetailsV2ResponseSchema = z.object({
  result: z.object({
    staff_user: z.object({ user_details: StaffProfileSchema }).optional(),
    parent_user: z.object({ user_details: ParentProfileSchema }).optional(),
  }),
});

export const ParentChildSwitchInputSchema = z.object({ child_id: ObjectIdSchema });
export const ParentChildSwitchResponseSchema = z.object({
  result: z.object({ current_child: ObjectIdSchema }),
});

/** GET parent_children/ (parent token): the parent's own children, each with their classes. */
/** One of the parent's own children, with the photo consent their account screen shows and changes. */
export const ParentChildSchema = ChildSchema.extend({
  photo_consent: z.boolean().optional(),
  photo_consent_changed_at: z.string().nullable().optional().describe('ISO 8601; null when never changed'),
  photo_consent_changed_by: z.string().nullable().optional().describe('Name of who last changed it'),
});
export type ParentChild = z.infer<typeof ParentChildSchema>;
export const ParentChildrenResponseSchema = z.object({
  result: z.array(ParentChildSchema).describe('Only the children linked to the signed-in parent'),
});
