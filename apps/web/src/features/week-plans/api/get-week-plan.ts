import { WeekPlanResponseSchema, apiPath, apiPaths, type WeekPlan } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { weekPlanKeys } from './week-plan-keys';

/** GET /api/week_plan/{classId}/{weekStart}: the week's grid, activities, notes, theme and palette. */
export async function getWeekPlan(
  classId: string,
  weekStart: string,
  signal?: AbortSignal,
): Promise<WeekPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.weekPlan, { classId, weekStart }), {
    auth: 'staff',
    schema: WeekPlanResponseSchema,
    signal,
  });
  return result;
}

export function useWeekPlan(classId: string, weekStart: string) {
  return useQuery({
    queryKey: weekPlanKeys.week(classId, weekStart),
    queryFn: ({ signal }) => getWeekPlan(classId, weekStart, signal),
  });
}
