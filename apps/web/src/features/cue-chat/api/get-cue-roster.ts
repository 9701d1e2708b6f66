import { ClassStudentsResponseSchema, apiPath, apiPaths, type Child } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cueChatQueryKeys } from './cue-chat-query-keys';

/** GET /api/student/{classId}: the class's children, so the cards show names, not ids. */
export async function getCueRoster(classId: string, signal?: AbortSignal): Promise<Child[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.classStudents, { classId }), {
    auth: 'staff',
    schema: ClassStudentsResponseSchema,
    signal,
  });
  return result;
}

export const getCueRosterQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: cueChatQueryKeys.roster(classId),
    queryFn: ({ signal }) => getCueRoster(classId, signal),
    staleTime: 5 * 60_000,
  });

export function useCueRoster(classId: string) {
  return useQuery(getCueRosterQueryOptions(classId));
}
