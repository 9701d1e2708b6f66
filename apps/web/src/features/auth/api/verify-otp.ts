import { apiPaths } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { otpVerifyResponse } from './sign-in-responses';

/** POST /api/otp/verify: checks the code; answers the short-lived OTP token for the sign-in call. */
export async function verifyOtp(requestId: string, otp: string): Promise<string> {
  const { message } = await apiClient.request(apiPaths.otpVerify, {
    method: 'POST',
    auth: 'none',
    body: { reqId: requestId, otp },
    schema: otpVerifyResponse,
  });
  return message;
}
