import {
  WeekPlanResponseSchema,
  apiPath,
  apiPaths,
  type PlanItemStatus,
  type WeekPlan,
} from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

export interface PlanItemStatusChange {
  status: PlanItemStatus;
  evaluation: string;
  moved_to?: string;
  moved_block_id?: string;
}

/** POST /api/week_plan_item/{id}/status: done, moved (a planned copy on that day), skipped, planned. */
export async function setPlanItemStatus(id: string, change: PlanItemStatusChange): Promise<WeekPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.weekPlanItemStatus, { id }), {
    method: 'POST',
    auth: 'staff',
    body: change,
    schema: WeekPlanResponseSchema,
    // A move repeated would make a second copy.
    retry: false,
  });
  return result;
}
