import { apiPaths, type LoginResult } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { loginResultResponse } from './sign-in-responses';

/** POST logged_in_user_phone_verification/: exchanges the OTP token for a token pair per role. */
export async function verifyPhoneLogin(otpToken: string, phoneNumber: string): Promise<LoginResult> {
  return apiClient.request(apiPaths.phoneVerification, {
    method: 'POST',
    auth: 'none',
    body: { otp_jwt_token: otpToken, phone_number: phoneNumber },
    schema: loginResultResponse,
  });
}
