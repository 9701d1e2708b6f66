import { PlanningInsightsResponseSchema, apiPath, apiPaths, type PlanningInsights } from '@cue/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The period asked for; null ends: the server's default (the 12 weeks up to today). */
export interface InsightsPeriod {
  from: string | null;
  to: string | null;
}

/**
 * Query key: it starts with 'week_plan' (the realtime entity), so marking an activity done on the
 * weekly plan refreshes open insights.
 */
export const planningInsightsKey = (classId: string, period: InsightsPeriod) =>
  ['week_plan', 'insights', classId, period.from, period.to] as const;

/** GET /api/planning_insights/{classId}[?from=&to=]. */
export async function getPlanningInsights(
  classId: string,
  period: InsightsPeriod,
  signal?: AbortSignal,
): Promise<PlanningInsights> {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  const query = params.toString();
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.planningInsights, { classId })}${query ? `?${query}` : ''}`,
    { auth: 'staff', schema: PlanningInsightsResponseSchema, signal },
  );
  return result;
}

export function usePlanningInsights(classId: string, period: InsightsPeriod) {
  return useQuery({
    queryKey: planningInsightsKey(classId, period),
    queryFn: ({ signal }) => getPlanningInsights(classId, period, signal),
    placeholderData: keepPreviousData,
  });
}
