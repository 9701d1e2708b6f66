import {
  ExcusalListResponseSchema,
  apiPath,
  apiPaths,
  type Excusal,
  type ExcusalStatus,
} from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { excusalQueryKeys } from './attendance-query-keys';

/** GET /api/fetch_update_class_excusal/:classId: the class's excusal and leave requests. */
export async function getClassExcusals(
  classId: string,
  status: ExcusalStatus | undefined,
  signal?: AbortSignal,
): Promise<Excusal[]> {
  const path = apiPath(apiPaths.classExcusals, { classId }) + (status ? `?status=${status}` : '');
  const { result } = await apiClient.request(path, { schema: ExcusalListResponseSchema, signal });
  return result;
}

export const getClassExcusalsQueryOptions = (classId: string, status?: ExcusalStatus) =>
  queryOptions({
    queryKey: excusalQueryKeys.ofClass(classId, status),
    queryFn: ({ signal }) => getClassExcusals(classId, status, signal),
  });

export function useClassExcusals(classId: string, status?: ExcusalStatus) {
  return useQuery(getClassExcusalsQueryOptions(classId, status));
}
