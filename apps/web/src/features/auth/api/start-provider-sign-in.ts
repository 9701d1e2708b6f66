import { FRONTEND_ORIGIN_HEADER, apiPaths, messages, type SignInProvider } from '@cue/contracts';
import { ApiError, apiErrorCodes } from '../../../lib/api-error';
import { apiClient } from '../../../lib/api-client';
import { rememberSignInState } from '../provider-sign-in-state';
import { providerSignInStartResponse } from './sign-in-responses';

const startPaths = {
  google: apiPaths.googleLogin,
  microsoft: apiPaths.microsoftLogin,
} as const satisfies Record<SignInProvider, string>;

/** The provider's page, if the server's answer is one: a web address carrying the attempt's state. */
function providerPage(answer: string): { url: string; state: string } | null {
  let url: URL;
  try {
    url = new URL(answer);
  } catch {
    return null;
  }
  // Only a web page: the address is handed to location.assign, which would run a javascript: URL.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const state = url.searchParams.get('state');
  return state ? { url: answer, state } : null;
}

/**
 * GET google_login/ or microsoft_login/ (spec section 7: the frontend origin header): the
 * provider's sign-in page for this app. Its `state` is remembered for this tab before the browser
 * goes there, so the return route can tell this attempt's answer from anyone else's.
 */
export async function startProviderSignIn(provider: SignInProvider): Promise<string> {
  const path = startPaths[provider];
  const { result } = await apiClient.request(path, {
    auth: 'none',
    headers: { [FRONTEND_ORIGIN_HEADER]: window.location.origin },
    schema: providerSignInStartResponse,
  });
  const page = providerPage(result);
  if (!page) {
    console.error(`Unexpected response from ${path}: not a provider page with a state`);
    throw new ApiError(200, apiErrorCodes.invalidResponse, messages.internal);
  }
  rememberSignInState(provider, page.state);
  return page.url;
}
