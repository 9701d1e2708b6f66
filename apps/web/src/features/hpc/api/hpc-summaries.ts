import {
  HpcAllStudentSummaryResponseSchema,
  HpcProgressSummaryResponseSchema,
  apiPath,
  apiPaths,
  type HpcAllStudentSummary,
  type HpcProgressSummary,
} from '@cue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hpcKeys } from './hpc-keys';

/** GET /api/hpc_progress_summary/{studentId}?class_id=: one child's levels across the class's cycles. */
export async function getHpcProgressSummary(
  studentId: string,
  classId: string,
  signal?: AbortSignal,
): Promise<HpcProgressSummary> {
  const query = new URLSearchParams({ class_id: classId });
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.hpcProgressSummary, { studentId })}?${query.toString()}`,
    { auth: 'staff', schema: HpcProgressSummaryResponseSchema, signal },
  );
  return result;
}

export function useHpcProgressSummary(studentId: string | null, classId: string) {
  return useQuery({
    queryKey: hpcKeys.progress(studentId ?? '', classId),
    queryFn: ({ signal }) => getHpcProgressSummary(studentId!, classId, signal),
    enabled: Boolean(studentId),
  });
}

/** GET /api/hpc_all_student_summary/{cycleId}[?domain=]: the class × competency matrix. */
export async function getHpcAllStudentSummary(
  cycleId: string,
  domain: string | null,
  signal?: AbortSignal,
): Promise<HpcAllStudentSummary> {
  const query = domain ? `?${new URLSearchParams({ domain }).toString()}` : '';
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.hpcAllStudentSummary, { cycleId })}${query}`,
    {
      auth: 'staff',
      schema: HpcAllStudentSummaryResponseSchema,
      signal,
    },
  );
  return result;
}

export function useHpcAllStudentSummary(cycleId: string, domain: string | null) {
  return useQuery({
    queryKey: hpcKeys.classSummary(cycleId, domain),
    queryFn: ({ signal }) => getHpcAllStudentSummary(cycleId, domain, signal),
    // A new domain keeps the matrix on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}
