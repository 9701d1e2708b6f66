import { SchoolMediaUsageResponseSchema, apiPaths, type SchoolMediaUsage } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET school_media_usage/: the school's stored media against its quota, by kind. */
export async function getMediaUsage(signal?: AbortSignal): Promise<SchoolMediaUsage> {
  const { result } = await apiClient.request(apiPaths.schoolMediaUsage, {
    auth: 'staff',
    schema: SchoolMediaUsageResponseSchema,
    signal,
  });
  return result;
}

export const getMediaUsageQueryOptions = () =>
  queryOptions({ queryKey: ['school_media_usage'], queryFn: ({ signal }) => getMediaUsage(signal) });

export function useMediaUsage() {
  return useQuery(getMediaUsageQueryOptions());
}
