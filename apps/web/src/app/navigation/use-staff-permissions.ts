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
  if (rolePermissions.isPending || schoolSettings.isPending) return { status: 'pending' };
  return {
    status: 'success',
    permissions: {
      rolePermissions: rolePermissions.data,
      schoolPermissions: schoolSettings.data.school_permissions,
      menuProfile: schoolSettings.data.menu_profile,
    },
  };
}
