import {
  CheckPhoneExistsResponseSchema,
  LoginResultSchema,
  OtpRetryResponseSchema,
  OtpSendResponseSchema,
  OtpVerifyResponseSchema,
  PhoneLoginEnablingResponseSchema,
  ProviderSignInStartResponseSchema,
} from '@cue/contracts';
import { describe, it } from 'vitest';
import { expectSameVerdicts, notObjects } from '../../../test/response-checks';
import {
  checkPhoneExistsResponse,
  loginResultResponse,
  otpSendResponse,
  otpVerifyResponse,
  phoneLoginEnablingResponse,
  providerSignInStartResponse,
} from './sign-in-responses';

const pair = { access_token: 'a.b.c', refresh_token: 'd.e.f' };

describe("the sign-in calls' hand checks agree with their contract schemas", () => {
  it.each([
    ['phone_login_enabling/', phoneLoginEnablingResponse, PhoneLoginEnablingResponseSchema],
    ['check_phone_exists/', checkPhoneExistsResponse, CheckPhoneExistsResponseSchema],
  ] as const)('%s: { result: boolean }', (_path, handCheck, contractSchema) => {
    expectSameVerdicts(handCheck, contractSchema, {
      valid: [{ result: true }, { result: false }],
      invalid: [...notObjects, {}, { result: 'true' }, { result: 1 }, { result: null }],
    });
  });

  it.each([
    ['otp/send', otpSendResponse, OtpSendResponseSchema],
    ['otp/retry', otpSendResponse, OtpRetryResponseSchema],
    ['otp/verify', otpVerifyResponse, OtpVerifyResponseSchema],
  ] as const)("%s: { type: 'success', message }", (_path, handCheck, contractSchema) => {
    expectSameVerdicts(handCheck, contractSchema, {
      valid: [
        { type: 'success', message: 'request-id' },
        { type: 'success', message: '' },
      ],
      invalid: [
        ...notObjects,
        { type: 'error', message: 'request-id' },
        { type: 'success' },
        { type: 'success', message: 7 },
        { message: 'request-id' },
      ],
    });
  });

  it('logged_in_user_phone_verification/, google_login_v2/, microsoft_login_verify/: a token pair per role the user holds', () => {
    expectSameVerdicts(loginResultResponse, LoginResultSchema, {
      valid: [{ staff_user: pair }, { parent_user: pair }, { staff_user: pair, parent_user: pair }, {}],
      invalid: [
        ...notObjects,
        { staff_user: null },
        { staff_user: { access_token: 'a.b.c' } },
        { parent_user: { access_token: 1, refresh_token: 'd.e.f' } },
        { staff_user: pair, parent_user: 'pair' },
      ],
    });
  });

  it('google_login/ and microsoft_login/: { result: the provider URL }', () => {
    expectSameVerdicts(providerSignInStartResponse, ProviderSignInStartResponseSchema, {
      valid: [{ result: 'https://accounts.google.com/o/oauth2/v2/auth?state=abc' }, { result: '' }],
      invalid: [...notObjects, {}, { result: null }, { result: 7 }, { result: ['https://x'] }],
    });
  });
});
