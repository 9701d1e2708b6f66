import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly } from './layouts/guest-only';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';
import { RootLayout } from './layouts/root-layout';
import { guestOnlyLoader, requireSessionLoader } from './route-guards';
import { AboutRoute } from './routes/about-route';
import { DashboardRoute } from './routes/dashboard-route';
import { LoginRoute } from './routes/login-route';
import { NotFoundRoute } from './routes/not-found-route';
import { PrivacyRoute } from './routes/privacy-route';
import { RouteError } from './routes/route-error';
import { TermsRoute } from './routes/terms-route';

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
          { path: 'privacy', element: <PrivacyRoute /> },
          { path: 'terms', element: <TermsRoute /> },
          { path: 'about', element: <AboutRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        // Every other path: the signed-in app (RequireSession also lets the Outlook return through).
        loader: requireSessionLoader,
        element: <RequireSession />,
        children: [
          { path: 'dashboard', element: <DashboardRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
