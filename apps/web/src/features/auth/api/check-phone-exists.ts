import { apiPaths } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { checkPhoneExistsResponse } from './sign-in-responses';

/** POST check_phone_exists/: whether the 10-digit number belongs to a registered user. */
export async function checkPhoneExists(phoneNumber: string): Promise<boolean> {
  const { result } = await apiClient.request(apiPaths.checkPhoneExists, {
    method: 'POST',
    auth: 'none',
    body: { phone_number: phoneNumber },
    schema: checkPhoneExistsResponse,
  });
  return result;
}
