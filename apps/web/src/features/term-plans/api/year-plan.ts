import { YearPlanResponseSchema, apiPath, apiPaths, type YearPlan, type YearPlanInput } from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { termPlanKeys } from './term-plan-keys';

/** GET /api/year_plan/{classId}: every month of the class's academic year. */
export async function getYearPlan(classId: string, signal?: AbortSignal): Promise<YearPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.yearPlan, { classId }), {
    auth: 'staff',
    schema: YearPlanResponseSchema,
    signal,
  });
  return result;
}

export function useYearPlan(classId: string) {
  return useQuery({
    queryKey: termPlanKeys.year(classId),
    queryFn: ({ signal }) => getYearPlan(classId, signal),
  });
}

/** PUT /api/year_plan/{classId}: the months given replace theirs. */
export async function saveYearPlan(classId: string, input: YearPlanInput): Promise<YearPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.yearPlan, { classId }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: YearPlanResponseSchema,
  });
  return result;
}

export function useSaveYearPlan(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: YearPlanInput) => saveYearPlan(classId, input),
    onSuccess: (plan) => queryClient.setQueryData(termPlanKeys.year(classId), plan),
  });
}
