import { LoginedUserDetailsResponseSchema, apiPaths, type LoginedUserDetails } from '@cue/contracts';
import { readEarlyOrRequest } from '../../../lib/early-answers';

/**
 * GET logined_user_details: the user the active token belongs to, staff or parent. The entry script
 * asks for it at start-up (app/warm-signed-in.ts); the first read takes that answer.
 */
export async function getLoginedUserDetails(signal?: AbortSignal): Promise<LoginedUserDetails> {
  const { result } = await readEarlyOrRequest(
    apiPaths.loginedUserDetails,
    LoginedUserDetailsResponseSchema,
    signal,
  );
  return result;
}
