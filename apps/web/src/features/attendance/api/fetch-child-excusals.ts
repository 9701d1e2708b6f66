import { ExcusalListResponseSchema, apiPath, apiPaths, type Excusal } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { excusalQueryKeys } from './attendance-query-keys';

/** POST /api/fetch_child_excusal/:classId {student_id}: a parent's requests for one child. */
export async function fetchChildExcusals(
  classId: string,
  studentId: string,
  signal?: AbortSignal,
): Promise<Excusal[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.fetchChildExcusal, { classId }), {
    method: 'POST',
    body: { student_id: studentId },
    schema: ExcusalListResponseSchema,
    signal,
  });
  return result;
}

export const fetchChildExcusalsQueryOptions = (classId: string, studentId: string) =>
  queryOptions({
    queryKey: excusalQueryKeys.ofChild(classId, studentId),
    queryFn: ({ signal }) => fetchChildExcusals(classId, studentId, signal),
  });

export function useChildExcusals(classId: string | null, studentId: string) {
  return useQuery({ ...fetchChildExcusalsQueryOptions(classId ?? '', studentId), enabled: classId !== null });
}
