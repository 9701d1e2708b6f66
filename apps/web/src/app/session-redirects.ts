import { SIGN_IN_PROVIDERS, providerReturnPaths, type SignInProvider } from '@cue/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionStore } from '../lib/session-store';

/**
 * Spec "App shell": a path containing microsoft_login_verify is the Outlook return and needs no
 * token; google_login_verify is Google's, and is let through the same way.
 */
export function providerOfReturnPath(pathname: string): SignInProvider | null {
  return (
    SIGN_IN_PROVIDERS.find((provider) => pathname.includes(providerReturnPaths[provider].slice(1))) ?? null
  );
}

/*
 * The redirects run as loaders, before anything renders: the address and the screen change in
 * the same step, so nobody (person or browser test) sees the new address over the old screen.
 * The layouts keep the same checks for a session that ends while a screen is open. They are apart
 * from the navigation table's guard (route-guards.ts): the sign-in screen needs them, not the table.
 */

/** Everything outside 'public/' needs a session; others go to the login screen at '/'. */
export function requireSessionLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (providerOfReturnPath(pathname) || sessionStore.get()) return null;
  return redirect('/');
}

/** A logged-in user at '/' goes to '/dashboard'. */
export function guestOnlyLoader() {
  return sessionStore.get() ? redirect('/dashboard') : null;
}
