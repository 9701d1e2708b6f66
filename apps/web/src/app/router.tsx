import { SIGN_IN_PROVIDERS, providerReturnPaths } from '@cue/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { GuestOnly } from './layouts/guest-only';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';
import { RootLayout } from './layouts/root-layout';
import { guestOnlyLoader, requireSessionLoader } from './session-redirects';
import { LoginRoute } from './routes/login-route';
import { ProviderLoginVerifyRoute } from './routes/provider-login-verify-route';
import { RouteError } from './routes/route-error';
import { loadSignedInStrings } from '../lib/i18n';

/** The not-found page, in the public area and the signed-in one. */
const notFoundScreen = () =>
  import('./routes/not-found-route').then((module) => ({ Component: module.NotFoundRoute }));

/** The signed-in shell's route id: its children are discovered (discoverSignedInRoutes). */
const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * The public pages and the not-found page are their own chunks too: the sign-in screen is the only
 * screen in the first download (web budget, docs/decisions/007-web-budgets-and-languages.md).
 */
const publicScreens = {
  privacy: () => import('./routes/privacy-route').then((module) => ({ Component: module.PrivacyRoute })),
  terms: () => import('./routes/terms-route').then((module) => ({ Component: module.TermsRoute })),
  about: () => import('./routes/about-route').then((module) => ({ Component: module.AboutRoute })),
  mobileApp: () =>
    import('./routes/mobile-app-route').then((module) => ({ Component: module.MobileAppRoute })),
  tokenLogin: () =>
    import('./routes/token-login-route').then((module) => ({ Component: module.TokenLoginRoute })),
  // The first run's page reads the platform area's strings, which come with the signed-in app.
  setup: () =>
    Promise.all([import('./routes/setup-route'), loadSignedInStrings()]).then(([module]) => ({
      Component: module.SetupRoute,
    })),
} satisfies Record<string, () => Promise<{ Component: ComponentType }>>;

/** Spec "App shell": '/' is the login, 'public/...' needs no login, everything else does. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The guards below answer at once, so there is nothing to show while they run.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        loader: guestOnlyLoader,
        element: (
          <GuestOnly>
            <LoginRoute />
          </GuestOnly>
        ),
      },
      {
        path: 'public',
        element: <PublicLayout />,
        children: [
          { path: 'privacy', lazy: publicScreens.privacy },
          { path: 'terms', lazy: publicScreens.terms },
          { path: 'about', lazy: publicScreens.about },
          { path: 'mobile-app', lazy: publicScreens.mobileApp },
          { path: 'token-login', lazy: publicScreens.tokenLogin },
          { path: 'setup', lazy: publicScreens.setup },
          { path: '*', lazy: notFoundScreen },
        ],
      },
      // Where Google and Outlook send the browser back (the redirect URIs), with or without a
      // session. Matched as they are, not by the catch-all below, so the return does not wait for
      // the signed-in routes' discovery. Other paths containing them go through RequireSession.
      ...SIGN_IN_PROVIDERS.map((provider) => ({
        path: providerReturnPaths[provider].slice(1),
        element: <ProviderLoginVerifyRoute provider={provider} />,
      })),
      {
        // Every other path: the signed-in app (RequireSession also lets the provider returns through).
        // The navigation table's routes join the not-found page here on the first visit to a path
        // the login and public pages do not have (discoverSignedInRoutes).
        id: SIGNED_IN_ROUTE_ID,
        loader: requireSessionLoader,
        element: <RequireSession />,
        children: [{ path: '*', lazy: notFoundScreen }],
      },
    ],
  },
];

/**
 * React Router's lazy route discovery: when a path matches only a catch-all (or nothing), the
 * navigation table's routes (app/signed-in-routes.tsx) are added under the signed-in shell before
 * matching again. Adding them again later changes nothing: React Router skips routes it has.
 */
export const discoverSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { signedInRoutes } = await import('./signed-in-routes');
  patch(SIGNED_IN_ROUTE_ID, signedInRoutes());
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSignedInRoutes });
}
