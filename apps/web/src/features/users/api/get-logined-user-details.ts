import { LoginedUserDetailsResponseSchema, apiPaths, type LoginedUserDetails } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET logined_user_details: the user the active token belongs to, staff or parent. */
export async function getLoginedUserDetails(signal?: AbortSignal): Promise<LoginedUserDetails> {
  const { result } = await apiClient.request(apiPaths.loginedUserDetails, {
    schema: LoginedUserDetailsResponseSchema,
    signal,
  });
  return result;
}
