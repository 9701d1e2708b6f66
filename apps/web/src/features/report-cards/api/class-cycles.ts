import { AssessmentCycleListResponseSchema, apiPath, apiPaths, type AssessmentCycle } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cycleKeys } from './report-card-keys';

/** GET /api/assessment_cycles/{classId}: the class's cycles by start date (the cycle picker). */
export async function getClassCycles(classId: string, signal?: AbortSignal): Promise<AssessmentCycle[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.classAssessmentCycles, { classId }), {
    auth: 'staff',
    schema: AssessmentCycleListResponseSchema,
    signal,
  });
  return result.cycles;
}

export function useClassCycles(classId: string) {
  return useQuery({
    queryKey: cycleKeys.ofClass(classId),
    queryFn: ({ signal }) => getClassCycles(classId, signal),
  });
}
