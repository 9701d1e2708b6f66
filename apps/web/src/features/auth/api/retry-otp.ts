import { apiPaths } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { otpSendResponse } from './sign-in-responses';

/** POST /api/otp/retry: texts a new code for the same request; answers the request id to use next. */
export async function retryOtp(requestId: string): Promise<string> {
  const { message } = await apiClient.request(apiPaths.otpRetry, {
    method: 'POST',
    auth: 'none',
    body: { reqId: requestId },
    schema: otpSendResponse,
  });
  return message;
}
