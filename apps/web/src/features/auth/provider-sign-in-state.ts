import type { SignInProvider } from '@cue/contracts';

/*
 * The `state` of the Google or Outlook sign-in this tab started, kept in sessionStorage (one key
 * per provider) until the provider sends the browser back. The return route goes on only when the
 * state it brings is the one remembered here: a return this tab did not start (someone else's
 * code and state in a link, a login CSRF) is refused before anything reaches the server.
 */
const prefix = 'cue.signIn.state.';

const keyOf = (provider: SignInProvider) => `${prefix}${provider}`;

/** sessionStorage, or null where the browser refuses it (private modes, storage disabled). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberSignInState(provider: SignInProvider, state: string): void {
  try {
    tabStorage()?.setItem(keyOf(provider), state);
  } catch {
    // Storage refused: the return will not match and says so; nothing else to do here.
  }
}

export function rememberedSignInState(provider: SignInProvider): string | null {
  try {
    return tabStorage()?.getItem(keyOf(provider)) ?? null;
  } catch {
    return null;
  }
}

/** An attempt is over once its return arrived: its state is never accepted twice. */
export function forgetSignInState(provider: SignInProvider): void {
  try {
    tabStorage()?.removeItem(keyOf(provider));
  } catch {
    // Nothing remembered where storage is refused.
  }
}
