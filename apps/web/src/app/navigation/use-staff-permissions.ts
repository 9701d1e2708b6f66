import { useMemo } from 'react';
import { useSchoolSettings } from '../../features/schools/api/get-school-settings';
import { useUserPermissions } from '../../features/schools/api/get-user-permissions';
import type { StaffPermissions } from './navigation-access';

export type StaffPermissionsState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; permissions: StaffPermissions };

/** Role permissions and school modules together: the input of every navigation derivation. */
export function useStaffPermissions(): StaffPermissionsState {
  const rolePermissions = useUserPermissions();
  const schoolSettings = useSchoolSettings();
  // The same object while the answers are the same, so what is derived from it (the top bar's
  // tabs and menus) is worked out once, not on every render.
  const roleData = rolePermissions.data;
  const settingsData = schoolSettings.data;
  const permissions = useMemo<StaffPermissions | null>(
    () =>
      roleData && settingsData
        ? {
            rolePermissions: roleData,
            schoolPermissions: settingsData.school_permissions,
            menuProfile: settingsData.menu_profile,
          }
        : null,
    [roleData, settingsData],
  );
  if (rolePermissions.isError || schoolSettings.isError) {
    return {
      status: 'error',
      error: rolePermissions.error ?? schoolSettings.error,
      retry: () => {
        if (rolePermissions.isError) void rolePermissions.refetch();
        if (schoolSettings.isError) void schoolSettings.refetch();
      },
    };
  }
  if (rolePermissions.isPending || schoolSettings.isPending || !permissions) return { status: 'pending' };
  return { status: 'success', permissions };
}
