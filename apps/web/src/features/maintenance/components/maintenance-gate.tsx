import { lazy, Suspense, type ReactNode } from 'react';
import { useAppMaintenance } from '../api/get-app-maintenance';

// The gate is on every screen, sign-in included; the screen (and dayjs for its times) is
// downloaded only during maintenance (web budget, docs/decisions/007-web-budgets-and-languages.md).
const MaintenanceScreen = lazy(() =>
  import('./maintenance-screen').then((module) => ({ default: module.MaintenanceScreen })),
);

/**
 * Spec "App shell": while maintenance is on, a full screen replaces the whole app. A poll that
 * fails counts as "not under maintenance": an unreachable status endpoint must not lock users out.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useAppMaintenance();
  const isUnderMaintenance = !maintenance.isError && maintenance.data?.status === true;
  if (isUnderMaintenance && maintenance.data) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen maintenance={maintenance.data} />
      </Suspense>
    );
  }
  return children;
}
