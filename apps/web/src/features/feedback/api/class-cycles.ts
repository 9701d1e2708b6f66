import { AssessmentCycleListResponseSchema, apiPath, apiPaths, type AssessmentCycle } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /api/assessment_cycles/{classId}: the class's assessment cycles by start date. */
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
    queryKey: feedbackKeys.cycles(classId),
    queryFn: ({ signal }) => getClassCycles(classId, signal),
  });
}
