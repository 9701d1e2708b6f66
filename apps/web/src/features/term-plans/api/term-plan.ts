import { TermPlanResponseSchema, apiPath, apiPaths, type TermPlan } from '@cue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { termPlanKeys } from './term-plan-keys';

/** GET /api/term_plan/{classId}?from=&weeks=: the term as weeks (from: the school's this week). */
export async function getTermPlan(
  classId: string,
  from: string | null,
  weeks: number,
  signal?: AbortSignal,
): Promise<TermPlan> {
  const params = new URLSearchParams({ weeks: String(weeks) });
  if (from) params.set('from', from);
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.termPlan, { classId })}?${params.toString()}`,
    {
      auth: 'staff',
      schema: TermPlanResponseSchema,
      signal,
    },
  );
  return result;
}

export function useTermPlan(classId: string, from: string | null, weeks: number) {
  return useQuery({
    queryKey: termPlanKeys.term(classId, from, weeks),
    queryFn: ({ signal }) => getTermPlan(classId, from, weeks, signal),
    placeholderData: keepPreviousData,
  });
}
