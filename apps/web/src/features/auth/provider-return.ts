import type { SignInProvider } from '@cue/contracts';
import type { ProviderAnswer } from './api/verify-provider-sign-in';
import { rememberedSignInState } from './provider-sign-in-state';

/** What to do with a provider's return: send its answer to the server, or refuse it here. */
export type ProviderReturn = { kind: 'verify'; answer: ProviderAnswer } | { kind: 'refused' };

/**
 * Reads the provider's return (`?code=…&state=…[&iss=…]`, or `?error=…&state=…` when the person
 * cancelled). Refused without asking the server: no code or an error (spec section 5: "A Microsoft
 * return without a code gives a generic error"), and a state other than the one this tab remembered
 * for that provider, or none remembered (a return this tab did not start: login CSRF).
 */
export function readProviderReturn(provider: SignInProvider, search: string): ProviderReturn {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  const iss = query.get('iss');
  if (!code || query.has('error')) return { kind: 'refused' };
  const remembered = rememberedSignInState(provider);
  if (!state || !remembered || state !== remembered) return { kind: 'refused' };
  return { kind: 'verify', answer: { code, state, ...(iss ? { iss } : {}) } };
}

/**
 * The code and state leave the address bar at once: they must not stay in the tab's history, a
 * bookmark or a shared screenshot. The router's own record of the entry is kept.
 */
export function clearReturnFromAddressBar(): void {
  const { pathname, hash, search } = window.location;
  if (search) window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
}
