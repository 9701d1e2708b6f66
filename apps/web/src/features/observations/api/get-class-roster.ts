import { ClassStudentsResponseSchema, apiPath, apiPaths, type ClassStudent } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { observationsQueryKeys } from './observations-query-keys';

/** GET /api/student/{classId}: the children an observation may be about. */
export async function getClassRoster(classId: string, signal?: AbortSignal): Promise<ClassStudent[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.classStudents, { classId }), {
    auth: 'staff',
    schema: ClassStudentsResponseSchema,
    signal,
  });
  return result;
}

export const getClassRosterQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: observationsQueryKeys.roster(classId),
    queryFn: ({ signal }) => getClassRoster(classId, signal),
  });

export function useClassRoster(classId: string) {
  return useQuery(getClassRosterQueryOptions(classId));
}
