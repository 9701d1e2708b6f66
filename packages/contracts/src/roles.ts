import { z } from 'zod';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { RolePermissionsSchema } from './permissions.js';

/**
 * A school's roles (/admin/school-setup/permissions/roles): a named set of the spec's role
 * permission switches. Every staff member holds one; their permissions are a copy of it.
 */
export const SchoolRoleSchema = z
  .object({
    _id: ObjectIdSchema,
    name: z.string(),
    permissions: RolePermissionsSchema,
    member_count: z.number().int().describe('Staff members (active or deactivated) holding the role'),
  })
  .describe('SchoolRole');
export type SchoolRole = z.infer<typeof SchoolRoleSchema>;

const RoleNameSchema = freeText({
  max: freeTextLimits.title,
  required: true,
  trim: true,
  emptyMessage: 'Give the role a name',
});

export const CreateSchoolRoleInputSchema = z.object({
  name: RoleNameSchema,
  permissions: RolePermissionsSchema,
});
export type CreateSchoolRoleInput = z.infer<typeof CreateSchoolRoleInputSchema>;

/** Rename a role, set its permissions, or both (every switch is sent: the whole set). */
export const UpdateSchoolRoleInputSchema = z.object({
  name: RoleNameSchema.optional(),
  permissions: RolePermissionsSchema.optional(),
});
export type UpdateSchoolRoleInput = z.infer<typeof UpdateSchoolRoleInputSchema>;

export const SchoolRolesResponseSchema = resultOf(z.array(SchoolRoleSchema));
export const SchoolRoleResponseSchema = resultOf(SchoolRoleSchema);
export const ArchiveSchoolRoleResponseSchema = resultOf(
  z.object({ _id: ObjectIdSchema, archived: z.literal(true) }),
);
