import { apiPaths, type LoginResult, type SignInProvider } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import { loginResultResponse } from './sign-in-responses';

const verifyPaths = {
  google: apiPaths.googleLoginV2,
  microsoft: apiPaths.microsoftLoginVerify,
} as const satisfies Record<SignInProvider, string>;

/** What the provider sent back to the return route (ProviderSignInVerifyInputSchema's shape). */
export interface ProviderAnswer {
  code: string;
  state: string;
  iss?: string;
}

/**
 * POST google_login_v2/ or microsoft_login_verify/ with the provider's answer: the server trades
 * the code for the person's identity and answers a token pair per role, as the phone sign-in does.
 * Sent once, never retried: a code works only once.
 */
export async function verifyProviderSignIn(
  provider: SignInProvider,
  answer: ProviderAnswer,
): Promise<LoginResult> {
  return apiClient.request(verifyPaths[provider], {
    method: 'POST',
    auth: 'none',
    body: answer,
    schema: loginResultResponse,
    retry: false,
  });
}
