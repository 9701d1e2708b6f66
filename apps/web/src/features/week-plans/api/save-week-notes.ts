import { WeekPlanResponseSchema, apiPath, apiPaths, type WeekPlan } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** PUT /api/week_plan/{classId}/{weekStart}: the week's notes. */
export async function saveWeekNotes(classId: string, weekStart: string, notes: string): Promise<WeekPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.weekPlan, { classId, weekStart }), {
    method: 'PUT',
    auth: 'staff',
    body: { notes },
    schema: WeekPlanResponseSchema,
  });
  return result;
}
