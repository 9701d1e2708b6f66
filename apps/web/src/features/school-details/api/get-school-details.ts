import { SchoolDetailsResponseSchema, apiPaths, type SchoolDetails } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Starts with the realtime entity 'school': another admin's save refreshes an open form. */
export const schoolDetailsQueryKey = ['school', 'details'] as const;

/** GET /api/school_details/ with the staff token. */
export async function getSchoolDetails(signal?: AbortSignal): Promise<SchoolDetails> {
  const { result } = await apiClient.request(apiPaths.schoolDetails, {
    auth: 'staff',
    schema: SchoolDetailsResponseSchema,
    signal,
  });
  return result;
}

export function useSchoolDetails() {
  return useQuery(
    queryOptions({ queryKey: schoolDetailsQueryKey, queryFn: ({ signal }) => getSchoolDetails(signal) }),
  );
}
