import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { TokenPairSchema } from './auth.js';
import { TOKEN_MAX_LENGTH } from './limits.js';

/** Temporary access tokens: an admin lets someone act as a staff member for a limited time. */
export const ACCESS_TOKEN_MIN_MINUTES = 5;
export const ACCESS_TOKEN_MAX_MINUTES = 7 * 24 * 60;

export const CreateAccessTokenInputSchema = z.object({
  staff_user_id: ObjectIdSchema.describe('The staff member the token signs in as'),
  expires_in_minutes: z
    .number()
    .int()
    .min(ACCESS_TOKEN_MIN_MINUTES)
    .max(ACCESS_TOKEN_MAX_MINUTES)
    .describe('Lifetime chosen by the admin'),
});

export const AccessTokenStatusSchema = z.enum(['active', 'expired', 'revoked']);

export const AccessTokenSummarySchema = z.object({
  _id: ObjectIdSchema,
  staff_user_id: ObjectIdSchema,
  staff_name: z.string(),
  created_by_name: z.string(),
  created_at: z.string().describe('ISO 8601'),
  expires_at: z.string().describe('ISO 8601'),
  revoked_at: z.string().nullable(),
  status: AccessTokenStatusSchema,
});
export type AccessTokenSummary = z.infer<typeof AccessTokenSummarySchema>;

/** The created token is shown once; only its hash is stored. */
export const CreateAccessTokenResponseSchema = z.object({
  result: AccessTokenSummarySchema.extend({ token: z.string() }),
});
export const ListAccessTokensResponseSchema = z.object({ result: z.array(AccessTokenSummarySchema) });

/** Staff an admin may generate a token for (the school's staff). */
export const SchoolStaffResponseSchema = z.object({
  result: z.array(
    z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string(), admin: z.boolean() }),
  ),
});

/** POST /api/access_token_login/ (no bearer): signs in with a temporary token. */
export const AccessTokenLoginInputSchema = z.object({ token: z.string().min(1).max(TOKEN_MAX_LENGTH) });
export const AccessTokenLoginResponseSchema = z.object({
  staff_user: TokenPairSchema,
  is_temp_token: z.literal(true),
  expires_at: z.string().describe('ISO 8601: the session ends then, whatever the client does'),
});
