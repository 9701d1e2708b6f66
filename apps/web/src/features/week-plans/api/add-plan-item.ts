import { WeekPlanResponseSchema, apiPath, apiPaths, type PlanItemInput, type WeekPlan } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/week_plan_items/{classId}/{weekStart}: place an activity in a cell. */
export async function addPlanItem(
  classId: string,
  weekStart: string,
  input: PlanItemInput,
): Promise<WeekPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.weekPlanItems, { classId, weekStart }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: WeekPlanResponseSchema,
    // Repeating it would place the activity twice.
    retry: false,
  });
  return result;
}
