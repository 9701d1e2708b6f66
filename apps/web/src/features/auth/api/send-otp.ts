import { apiPaths, withCountryPrefix } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { otpSendResponse } from './sign-in-responses';

/** POST /api/otp/send with `phno` = 91 + number; answers the request id to verify with. */
export async function sendOtp(phoneNumber: string): Promise<string> {
  const { message } = await apiClient.request(apiPaths.otpSend, {
    method: 'POST',
    auth: 'none',
    body: { phno: withCountryPrefix(phoneNumber) },
    schema: otpSendResponse,
  });
  return message;
}
