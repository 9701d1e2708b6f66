import type { ReactNode } from 'react';
import { OfflineBar } from '../../components/offline-bar';
import { RenameBanner } from '../../components/rename-banner';
import { TempTokenCountdown } from '../../features/access-tokens/components/temp-token-countdown';
import { ReportIssueButton } from '../../features/issue-report/components/report-issue-button';
import { MaintenanceGate } from '../../features/maintenance/components/maintenance-gate';

/*
 * Named places in the shell where features plug in (issue report, language picker, maintenance,
 * offline bar, rename banner, temporary-token countdown). The layouts render every slot where it
 * belongs; features stay unaware of the layouts.
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
  return null;
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
  return <RenameBanner />;
}
