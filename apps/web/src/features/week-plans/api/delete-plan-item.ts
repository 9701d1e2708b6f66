import { WeekPlanResponseSchema, apiPath, apiPaths, type WeekPlan } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** DELETE /api/week_plan_item/{id}. */
export async function deletePlanItem(id: string): Promise<WeekPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.weekPlanItem, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: WeekPlanResponseSchema,
  });
  return result;
}
