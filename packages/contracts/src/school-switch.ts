import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { TokenPairSchema } from './auth.js';

/** GET /api/user_schools/: the campuses of the staff member's organizations, theirs marked. */
export const UserSchoolSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  organization: z.object({ _id: ObjectIdSchema, name: z.string() }),
  admin: z.boolean(),
  is_active: z.boolean().describe('The school the current staff token acts in'),
  is_member: z
    .boolean()
    .describe('The user works in this school (may switch to it); else a school of their organization'),
});
export const UserSchoolsResponseSchema = z.object({ result: z.array(UserSchoolSchema) });

/** GET /api/super_admin/organizations/: every organization, for platform admins. */
export const PlatformOrganizationsResponseSchema = z.object({
  result: z.array(
    z.object({
      _id: ObjectIdSchema,
      name: z.string(),
      schools: z.array(z.object({ _id: ObjectIdSchema, name: z.string(), is_member: z.boolean() })),
    }),
  ),
});

/** POST /api/switch_school/: a new staff token pair acting in another of the user's schools. */
export const SwitchSchoolInputSchema = z.object({ school_id: ObjectIdSchema });
export const SwitchSchoolResponseSchema = z.object({ staff_user: TokenPairSchema });
