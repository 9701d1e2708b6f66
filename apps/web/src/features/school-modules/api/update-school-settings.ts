import { SchoolSettingsResponseSchema, apiPaths, type SchoolModule } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { SchoolSettings } from '../../schools/api/get-school-settings';
import { schoolsQueryKeys } from '../../schools/api/schools-query-keys';

export type ModuleSwitches = Partial<Record<SchoolModule, { enabled: boolean }>>;

/** POST school_settings/: switches the named modules; answers the school's settings. */
export async function updateSchoolSettings(switches: ModuleSwitches): Promise<SchoolSettings> {
  const { result } = await apiClient.request(apiPaths.schoolSettings, {
    method: 'POST',
    auth: 'staff',
    body: { school_permissions: switches },
    schema: SchoolSettingsResponseSchema,
  });
  return result;
}

export function useUpdateSchoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchoolSettings,
    // This tab's menus change at once; other apps hear the realtime 'school_settings' event.
    onSuccess: (settings) => queryClient.setQueryData(schoolsQueryKeys.settings, settings),
  });
}
