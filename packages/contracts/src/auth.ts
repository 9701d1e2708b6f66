import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
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

/*
 * Sign-in with Google and Microsoft (spec sections 2 and 7; docs/decisions/039-sign-in-providers.md).
 * The server runs the authorization-code flow with PKCE, state and nonce; the browser only carries
 * the provider's answer back.
 */
export const SIGN_IN_PROVIDERS = ['google', 'microsoft'] as const;
export const SignInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof SignInProviderSchema>;

/** The header microsoft_login/ and google_login/ read the web app's origin from (spec section 7). */
export const FRONTEND_ORIGIN_HEADER = 'frontend-origin';

/** The web routes the providers send the browser back to (the redirect URIs to register). */
export const providerReturnPaths = {
  google: '/google_login_verify',
  microsoft: '/microsoft_login_verify',
} as const satisfies Record<SignInProvider, string>;

/** GET microsoft_login/ and google_login/: the provider's sign-in page to send the browser to. */
export const ProviderSignInStartResponseSchema = z.object({
  result: z.string().describe('The provider URL to redirect to; its state parameter identifies the attempt'),
});

/** POST google_login_v2/ and microsoft_login_verify/: the provider's answer, as it reached the return route. */
export const ProviderSignInVerifyInputSchema = z.object({
  code: z.string().min(1).max(TOKEN_MAX_LENGTH).describe('The authorization code'),
  state: z.string().min(1).max(256).describe('The state parameter the provider sent back'),
  iss: z
    .string()
    .max(512)
    .optional()
    .describe('The issuer parameter, when the provider sends one (RFC 9207)'),
});

/** One Google or Microsoft account linked to the signed-in person. */
export const LinkedSignInSchema = z.object({
  _id: ObjectIdSchema,
  provider: SignInProviderSchema,
  email: z.string().nullable().describe('The email the provider gave at the last sign-in'),
  linked_at: z.string().describe('ISO time of the first sign-in with it'),
  last_used_at: z.string().nullable(),
});
export type LinkedSignIn = z.infer<typeof LinkedSignInSchema>;

/** GET linked_sign_ins/: the ways this person can sign in. */
export const LinkedSignInsResponseSchema = z.object({
  result: z.object({
    phone: z.boolean().describe('Whether the person can sign in with a code texted to their phone'),
    linked: z.array(LinkedSignInSchema),
  }),
});
