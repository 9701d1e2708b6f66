import { SchoolUsageResponseSchema, apiPaths, type SchoolUsage } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET school_usage/: records per week over the last 12 weeks, and the most active staff. */
export async function getSchoolUsage(signal?: AbortSignal): Promise<SchoolUsage> {
  const { result } = await apiClient.request(apiPaths.schoolUsage, {
    auth: 'staff',
    schema: SchoolUsageResponseSchema,
    signal,
  });
  return result;
}

export const getSchoolUsageQueryOptions = () =>
  queryOptions({ queryKey: ['school_usage'], queryFn: ({ signal }) => getSchoolUsage(signal) });

export function useSchoolUsage() {
  return useQuery(getSchoolUsageQueryOptions());
}
