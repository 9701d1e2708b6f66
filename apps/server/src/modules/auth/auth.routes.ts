import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessTokenActiveResponseSchema,
  CheckPhoneExistsInputSchema,
  CheckPhoneExistsResponseSchema,
  ErrorResponseSchema,
  LoginResultSchema,
  LogoutInputSchema,
  OkResponseSchema,
  OtpRetryInputSchema,
  OtpRetryResponseSchema,
  OtpSendInputSchema,
  OtpSendResponseSchema,
  OtpVerifyInputSchema,
  OtpVerifyResponseSchema,
  PhoneLoginEnablingResponseSchema,
  PhoneVerificationInputSchema,
  RenewRefreshTokenResponseSchema,
  apiPaths,
  nationalNumber,
} from '@cue/contracts';
import { notAuthenticated } from '../../lib/app-error.js';
import { bearerToken } from '../../plugins/auth-guard.js';
import type { OtpService } from './otp.service.js';
import type { SessionService } from './session.service.js';

const tags = ['Sign-in'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Phone sign-in and token lifecycle (spec section 7 "Login and auth"). */
export const authRoutes: FastifyPluginAsyncZod<{
  otp: OtpService;
  sessions: SessionService;
  phoneLoginEnabled: boolean;
}> = async (app, { otp, sessions, phoneLoginEnabled }) => {
  app.get(
    apiPaths.phoneLoginEnabling,
    {
      schema: {
        tags,
        summary: 'Whether phone sign-in is offered',
        response: { 200: PhoneLoginEnablingResponseSchema },
      },
    },
    async () => ({ result: phoneLoginEnabled }),
  );

  app.post(
    apiPaths.checkPhoneExists,
    {
      schema: {
        tags,
        summary: 'Whether a phone number belongs to a registered user',
        body: CheckPhoneExistsInputSchema,
        response: { 200: CheckPhoneExistsResponseSchema, ...errors },
      },
    },
    async (request) => ({ result: await otp.isPhoneRegistered(request.body.phone_number, request.ip) }),
  );

  app.post(
    apiPaths.otpSend,
    {
      schema: {
        tags,
        summary: 'Text a one-time code; answers the request id',
        body: OtpSendInputSchema,
        response: { 200: OtpSendResponseSchema, ...errors, 502: ErrorResponseSchema },
      },
    },
    async (request) => ({
      type: 'success' as const,
      message: await otp.sendOtp(nationalNumber(request.body.phno), request.ip),
    }),
  );

  app.post(
    apiPaths.otpVerify,
    {
      schema: {
        tags,
        summary: 'Check a one-time code; answers an OTP token',
        body: OtpVerifyInputSchema,
        response: { 200: OtpVerifyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      type: 'success' as const,
      message: await otp.verifyOtp(request.body.reqId, request.body.otp),
    }),
  );

  app.post(
    apiPaths.otpRetry,
    {
      schema: {
        tags,
        summary: 'Text a new code for the same request id (after 30 s)',
        body: OtpRetryInputSchema,
        response: { 200: OtpRetryResponseSchema, ...errors, 502: ErrorResponseSchema },
      },
    },
    async (request) => ({
      type: 'success' as const,
      message: await otp.resendOtp(request.body.reqId, request.ip),
    }),
  );

  app.post(
    apiPaths.phoneVerification,
    {
      schema: {
        tags,
        summary: 'Exchange the OTP token for a token pair per role',
        body: PhoneVerificationInputSchema,
        response: { 200: LoginResultSchema, ...errors, 403: ErrorResponseSchema },
      },
    },
    async (request) =>
      sessions.signInWithOtpToken(request.body.otp_jwt_token, request.body.phone_number, request.ip),
  );

  const refreshTokenOf = (headers: Parameters<typeof bearerToken>[0]) => {
    const token = bearerToken(headers);
    if (!token) throw notAuthenticated();
    return token;
  };

  app.get(
    apiPaths.accessTokenActive,
    {
      schema: {
        tags,
        summary: 'A new access token (bearer: the refresh token)',
        security: [{ bearer: [] }],
        response: { 200: AccessTokenActiveResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      result: { access_token: await sessions.issueAccessToken(refreshTokenOf(request)) },
    }),
  );

  app.get(
    apiPaths.renewRefreshToken,
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token when 5 days or fewer remain (bearer: the refresh token)',
        security: [{ bearer: [] }],
        response: { 200: RenewRefreshTokenResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ result: await sessions.renewRefreshToken(refreshTokenOf(request)) }),
  );

  app.post(
    apiPaths.logout,
    {
      schema: {
        tags,
        summary: 'End the sign-in the token belongs to (body token or bearer)',
        security: [{ bearer: [] }],
        body: LogoutInputSchema.nullish(),
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = request.body?.token ?? bearerToken(request);
      if (!token) throw notAuthenticated();
      await sessions.logout(token);
      return { result: true as const };
    },
  );
};
