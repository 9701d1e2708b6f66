import { SchoolDashboardResponseSchema, apiPaths, type SchoolDashboard } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET school_dashboard/: the school's counts and what needs attention. */
export async function getSchoolDashboard(signal?: AbortSignal): Promise<SchoolDashboard> {
  const { result } = await apiClient.request(apiPaths.schoolDashboard, {
    auth: 'staff',
    schema: SchoolDashboardResponseSchema,
    signal,
  });
  return result;
}

export const getSchoolDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['school_dashboard'], queryFn: ({ signal }) => getSchoolDashboard(signal) });

export function useSchoolDashboard() {
  return useQuery(getSchoolDashboardQueryOptions());
}
