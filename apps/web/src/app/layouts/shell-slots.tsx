import type { ReactNode } from 'react';
import { OfflineBar } from '../../components/offline-bar';
import { MaintenanceGate } from '../../features/maintenance/components/maintenance-gate';
import { lazySlot } from '../../components/lazy-slot';

/*
 * RootLayout renders the maintenance and offline slots on every screen, sign-in included, so this
 * module is in the first download. The slots only signed-in layouts show load their features
 * lazily: the sign-in screen never downloads the issue-report modal or the menus (web budget,
 * docs/decisions/007-web-budgets-and-languages.md). A slot that cannot be downloaded (offline)
 * stays empty and tries again when back online, rather than taking the page down (lazy-slot.tsx).
 */

const TempTokenCountdown = lazySlot(() =>
  import('../../features/access-tokens/components/temp-token-countdown').then(
    (module) => module.TempTokenCountdown,
  ),
);
const ReportIssueButton = lazySlot(() =>
  import('../../features/issue-report/components/report-issue-button').then(
    (module) => module.ReportIssueButton,
  ),
);
const LanguagePicker = lazySlot(() => import('./language-picker').then((module) => module.LanguagePicker));

/*
 * Named places in the shell where features plug in (issue report, language picker, maintenance,
 * offline bar, temporary-token countdown). The layouts render every slot where it
 * belongs; features stay unaware of the layouts. The rename banner is no slot: the signed-in
 * layouts import it, so it renders with them, never arriving late and pushing the page down
 * (a layout shift, docs/decisions/021-web-delivery.md).
 */

/** Top bar, staff only (spec section 6: parents have no report button). */
export function ReportIssueButtonSlot(): ReactNode {
  return (
    <>
      <TempTokenCountdown />
      <ReportIssueButton />
    </>
  );
}

/** Top bar, staff and parent layouts (shown only with super_admin.access_new_modules, spec section 6). */
export function LanguagePickerSlot(): ReactNode {
  return <LanguagePicker />;
}

/** Wraps the whole app in RootLayout: a maintenance screen replaces everything while active. */
export function MaintenanceGateSlot({ children }: { children: ReactNode }): ReactNode {
  return <MaintenanceGate>{children}</MaintenanceGate>;
}

/** Bottom of every screen ('No Internet Connection'); rendered once in RootLayout. */
export function OfflineBarSlot(): ReactNode {
  return <OfflineBar />;
}
