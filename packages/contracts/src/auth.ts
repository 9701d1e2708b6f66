import { z } from 'zod';
import { freeText } from './free-text.js';
import { OTP_LENGTH, TOKEN_MAX_LENGTH } from './limits.js';
import { PhoneNumberSchema, PrefixedPhoneSchema } from './phone.js';

export const PhoneLoginEnablingResponseSchema = z.object({
  result: z.boolean().describe('Whether sign-in by phone number is offered'),
});

export const CheckPhoneExistsInputSchema = z.object({ phone_number: PhoneNumberSchema });
export const CheckPhoneExistsResponseSchema = z.object({
  result: z.boolean().describe('Whether the number belongs to a registered user'),
});

export const OtpSendInputSchema = z.object({ phno: PrefixedPhoneSchema });
export const OtpSendResponseSchema = z.object({
  type: z.literal('success'),
  message: z.string().describe('The request id to verify or resend with'),
});

// Looked up in the database: the free-text rule keeps NUL and other controls out of the query.
export const RequestIdSchema = freeText({ max: 64, required: true }).describe('The request id from otp/send');

export const OtpVerifyInputSchema = z.object({
  reqId: RequestIdSchema.optional(),
  otp: z
    .string()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`)
    .describe('The 6-digit code'),
});
export const OtpVerifyResponseSchema = z.object({
  type: z.literal('success'),
  message: z.string().describe('A short-lived OTP token for logged_in_user_phone_verification/'),
});

export const OtpRetryInputSchema = z.object({ reqId: RequestIdSchema.optional() });
export const OtpRetryResponseSchema = OtpSendResponseSchema;

export const PhoneVerificationInputSchema = z.object({
  otp_jwt_token: z.string().min(1).max(TOKEN_MAX_LENGTH),
  phone_number: PhoneNumberSchema,
});

export const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** Login result (spec section 3): one pair per role the user holds. */
export const LoginResultSchema = z.object({
  staff_user: TokenPairSchema.optional(),
  parent_user: TokenPairSchema.optional(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** GET access_token_active/ with the refresh token as bearer: a fresh access token. */
export const AccessTokenActiveResponseSchema = z.object({
  result: z.object({ access_token: z.string() }),
});

/** GET renew_refresh_token/ with the refresh token as bearer. */
export const RenewRefreshTokenResponseSchema = z.object({
  result: z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    rotated: z.boolean().describe('false when more than 5 days remained, so the same token is kept'),
  }),
});

export const LogoutInputSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(TOKEN_MAX_LENGTH)
    .optional()
    .describe('Any token of the session (access or refresh)'),
});
export const OkResponseSchema = z.object({ result: z.literal(true) });
