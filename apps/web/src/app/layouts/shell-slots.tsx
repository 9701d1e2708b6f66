import { lazy, Suspense, type ReactNode } from 'react';
import { OfflineBar } from '../../components/offline-bar';
import { MaintenanceGate } from '../../features/maintenance/components/maintenance-gate';

/*
 * RootLayout renders the maintenance and offline slots on every screen, sign-in included, so this
 * module is in the first download. The slots only signed-in layouts show load their features
 * lazily: the sign-in screen never downloads the issue-report modal or the menus (web budget,
 * docs/decisions/007-web-budgets-and-languages.md).
 */
const RenameBanner = lazy(() =>
  import('../../components/rename-banner').then((module) => ({ default: module.RenameBanner })),
);
const TempTokenCountdown = lazy(() =>
  import('../../features/access-tokens/components/temp-token-countdown').then((module) => ({
    default: module.TempTokenCountdown,
  })),
);
const ReportIssueButton = lazy(() =>
  import('../../features/issue-report/components/report-issue-button').then((module) => ({
    default: module.ReportIssueButton,
  })),
);
const LanguagePicker = lazy(() =>
  import('./language-picker').then((module) => ({ default: module.LanguagePicker })),
);

/*
 * Named places in the shell where features plug in (issue report, language picker, maintenance,
 * offline bar, rename banner, temporary-token countdown). The layouts render every slot where it
 * belongs; features stay unaware of the layouts.
 */

/** Top bar, staff only (spec section 6: parents have no report button). */
export function ReportIssueButtonSlot(): ReactNode {
  return (
    <Suspense fallback={null}>
      <TempTokenCountdown />
      <ReportIssueButton />
    </Suspense>
  );
}

/** Top bar, staff and parent layouts (shown only with super_admin.access_new_modules, spec section 6). */
export function LanguagePickerSlot(): ReactNode {
  return (
    <Suspense fallback={null}>
      <LanguagePicker />
    </Suspense>
  );
}

/** Wraps the whole app in RootLayout: a maintenance screen replaces everything while active. */
export function MaintenanceGateSlot({ children }: { children: ReactNode }): ReactNode {
  return <MaintenanceGate>{children}</MaintenanceGate>;
}

/** Bottom of every screen ('No Internet Connection'); rendered once in RootLayout. */
export function OfflineBarSlot(): ReactNode {
  return <OfflineBar />;
}

/** Above the signed-in layouts' content: the dismissible rename banner. */
export function RenameBannerSlot(): ReactNode {
  return (
    <Suspense fallback={null}>
      <RenameBanner />
    </Suspense>
  );
}
