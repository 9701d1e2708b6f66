import type { ReactNode } from 'react';
import { lazySlot } from '../../../components/lazy-slot';
import { useAppMaintenance } from '../api/get-app-maintenance';

// The gate is on every screen, sign-in included; the screen (and dayjs for its times) is
// downloaded only during maintenance (web budget, docs/decisions/007-web-budgets-and-languages.md).
const MaintenanceScreen = lazySlot(() =>
  import('./maintenance-screen').then((module) => module.MaintenanceScreen),
);

/**
 * Spec "App shell": while maintenance is on, a full screen replaces the whole app. A poll that
 * fails counts as "not under maintenance": an unreachable status endpoint must not lock users out.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useAppMaintenance();
  const isUnderMaintenance = !maintenance.isError && maintenance.data?.status === true;
  if (isUnderMaintenance && maintenance.data) return <MaintenanceScreen maintenance={maintenance.data} />;
  return children;
}
