import { HomeworkDetailResponseSchema, apiPath, apiPaths, type HomeworkDetail } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { homeworkQueryKeys } from './homework-query-keys';

/** GET /api/homework/{id}: one homework with every child it is set for, submitted or not. */
export async function getHomework(id: string, signal?: AbortSignal): Promise<HomeworkDetail> {
  const { result } = await apiClient.request(apiPath(apiPaths.homeworkById, { id }), {
    auth: 'staff',
    schema: HomeworkDetailResponseSchema,
    signal,
  });
  return result;
}

export function useHomework(id: string | null) {
  return useQuery({
    queryKey: homeworkQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getHomework(id!, signal),
    enabled: id !== null,
  });
}
