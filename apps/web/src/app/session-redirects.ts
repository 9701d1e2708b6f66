import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionStore } from '../lib/session-store';

/** Spec "App shell": a path containing this is the Outlook return and needs no token. */
const MICROSOFT_RETURN_MARKER = 'microsoft_login_verify';

export function isMicrosoftReturnPath(pathname: string): boolean {
  return pathname.includes(MICROSOFT_RETURN_MARKER);
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
  if (isMicrosoftReturnPath(pathname) || sessionStore.get()) return null;
  return redirect('/');
}

/** A logged-in user at '/' goes to '/dashboard'. */
export function guestOnlyLoader() {
  return sessionStore.get() ? redirect('/dashboard') : null;
}
