import { SchoolSettingsResponseSchema, apiPaths } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { schoolsQueryKeys } from './schools-query-keys';

export type SchoolSettings = z.infer<typeof SchoolSettingsResponseSchema>['result'];

/** GET school_settings/ with the staff token: the current school and its feature modules. */
export async function getSchoolSettings(signal?: AbortSignal): Promise<SchoolSettings> {
  const { result } = await apiClient.request(apiPaths.schoolSettings, {
    auth: 'staff',
    schema: SchoolSettingsResponseSchema,
    signal,
  });
  return result;
}

export const getSchoolSettingsQueryOptions = () =>
  queryOptions({
    queryKey: schoolsQueryKeys.settings,
    queryFn: ({ signal }) => getSchoolSettings(signal),
  });

export function useSchoolSettings() {
  return useQuery(getSchoolSettingsQueryOptions());
}
