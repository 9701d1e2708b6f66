import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly } from './layouts/guest-only';
import { PublicLayout } from './layouts/public-layout';
import { RequireSession } from './layouts/require-session';
import { RootLayout } from './layouts/root-layout';
import { NavigationGuard } from './navigation/navigation-guard';
import type { NavigationHandle } from './navigation/navigation-handle';
import { navigationTable, type NavigationScreen } from './navigation/navigation-table';
import { guestOnlyLoader, requireSessionLoader } from './route-guards';
import { AboutRoute } from './routes/about-route';
import { LoginRoute } from './routes/login-route';
import { MobileAppRoute } from './routes/mobile-app-route';
import { NotFoundRoute } from './routes/not-found-route';
import { PrivacyRoute } from './routes/privacy-route';
import { RouteError } from './routes/route-error';
import { TermsRoute } from './routes/terms-route';
import { TokenLoginRoute } from './routes/token-login-route';

/**
 * Each screen is its own chunk (React Router `lazy`). Entries of the navigation table without a
 * built screen share the module placeholder. Screens built by other issues (account settings,
 * access tokens, the mobile-app page) replace 'placeholder' here and in the table's `screen`.
 */
const screens: Record<NavigationScreen, () => Promise<{ Component: ComponentType }>> = {
  placeholder: () =>
    import('./routes/module-placeholder-route').then((module) => ({
      Component: module.ModulePlaceholderRoute,
    })),
  dashboard: () =>
    import('./routes/dashboard-route').then((module) => ({ Component: module.DashboardRoute })),
  campuses: () => import('./routes/campuses-route').then((module) => ({ Component: module.CampusesRoute })),
  organizations: () =>
    import('./routes/organizations-route').then((module) => ({ Component: module.OrganizationsRoute })),
  accountSettings: () =>
    import('./routes/account-settings-route').then((module) => ({ Component: module.AccountSettingsRoute })),
  accessTokens: () =>
    import('./routes/access-tokens-route').then((module) => ({ Component: module.AccessTokensRoute })),
  attendance: () =>
    import('./routes/attendance-route').then((module) => ({ Component: module.AttendanceRoute })),
  attendanceDashboard: () =>
    import('./routes/attendance-dashboard-route').then((module) => ({
      Component: module.AttendanceDashboardRoute,
    })),
  observation: () =>
    import('./routes/observation-route').then((module) => ({ Component: module.ObservationRoute })),
  announcements: () =>
    import('./routes/announcements-route').then((module) => ({ Component: module.AnnouncementsRoute })),
  announcementEditor: () =>
    import('./routes/announcement-editor-route').then((module) => ({
      Component: module.AnnouncementEditorRoute,
    })),
};

/** One route per path of the navigation table (two observation links share one path). */
function navigationRoutes(): RouteObject[] {
  const seen = new Set<string>();
  return navigationTable.flatMap((entry) => {
    if (seen.has(entry.path)) return [];
    seen.add(entry.path);
    const handle: NavigationHandle = { navigationEntry: entry };
    return [{ path: entry.path.slice(1), handle, lazy: screens[entry.screen] }];
  });
}

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
          { path: 'mobile-app', element: <MobileAppRoute /> },
          { path: 'token-login', element: <TokenLoginRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        // Every other path: the signed-in app (RequireSession also lets the Outlook return through).
        loader: requireSessionLoader,
        element: <RequireSession />,
        children: [
          // Every route of spec section 2, checked against the user's role, permissions and modules.
          { element: <NavigationGuard />, children: navigationRoutes() },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
