import { HpcStudentListResponseSchema, apiPath, apiPaths, type HpcStudentList } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hpcKeys } from './hpc-keys';

/** GET /api/hpc_student_list/{cycleId}: every child of the class with their card's completion. */
export async function getHpcStudentList(cycleId: string, signal?: AbortSignal): Promise<HpcStudentList> {
  const { result } = await apiClient.request(apiPath(apiPaths.hpcStudentList, { cycleId }), {
    auth: 'staff',
    schema: HpcStudentListResponseSchema,
    signal,
  });
  return result;
}

export const getHpcStudentListQueryOptions = (cycleId: string) =>
  queryOptions({
    queryKey: hpcKeys.studentList(cycleId),
    queryFn: ({ signal }) => getHpcStudentList(cycleId, signal),
  });

export function useHpcStudentList(cycleId: string | null | undefined) {
  return useQuery({ ...getHpcStudentListQueryOptions(cycleId ?? ''), enabled: Boolean(cycleId) });
}
