import type {
  CheckPhoneExistsResponseSchema,
  LoginResultSchema,
  OtpSendResponseSchema,
  OtpVerifyResponseSchema,
  PhoneLoginEnablingResponseSchema,
  ProviderSignInStartResponseSchema,
} from '@cue/contracts';
import type { z } from 'zod';
import { handCheck, hasStrings, isRecord } from '../../../lib/response-schema';

/*
 * The sign-in calls' answers, each the contract schema of the same name checked by hand: the
 * sign-in screen does not download zod (lib/response-schema.ts, decision 007). Their agreement with
 * the contract schemas is tested in sign-in-responses.test.ts.
 */

const hasBooleanResult = (value: unknown) => isRecord(value) && typeof value.result === 'boolean';

/** `{type: 'success', message}`: the OTP calls answer a request id or an OTP token in `message`. */
const isOtpSuccess = (value: unknown) => hasStrings(value, ['message']) && value.type === 'success';

const isTokenPairOrAbsent = (value: unknown) =>
  value === undefined || hasStrings(value, ['access_token', 'refresh_token']);

export const phoneLoginEnablingResponse = handCheck<z.infer<typeof PhoneLoginEnablingResponseSchema>>(
  'phone_login_enabling/',
  hasBooleanResult,
);

export const checkPhoneExistsResponse = handCheck<z.infer<typeof CheckPhoneExistsResponseSchema>>(
  'check_phone_exists/',
  hasBooleanResult,
);

/** otp/send and otp/retry (OtpRetryResponseSchema is OtpSendResponseSchema). */
export const otpSendResponse = handCheck<z.infer<typeof OtpSendResponseSchema>>('otp/send', isOtpSuccess);

export const otpVerifyResponse = handCheck<z.infer<typeof OtpVerifyResponseSchema>>(
  'otp/verify',
  isOtpSuccess,
);

/** logged_in_user_phone_verification/, google_login_v2/ and microsoft_login_verify/. */
export const loginResultResponse = handCheck<z.infer<typeof LoginResultSchema>>(
  'login result',
  (value) =>
    isRecord(value) && isTokenPairOrAbsent(value.staff_user) && isTokenPairOrAbsent(value.parent_user),
);

/** google_login/ and microsoft_login/: the provider's sign-in page. */
export const providerSignInStartResponse = handCheck<z.infer<typeof ProviderSignInStartResponseSchema>>(
  'google_login/ or microsoft_login/',
  (value) => hasStrings(value, ['result']),
);
