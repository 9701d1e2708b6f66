import {
  WeekPlanResponseSchema,
  apiPath,
  apiPaths,
  type ActivityBlockInput,
  type WeekPlan,
} from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

export interface PlanItemEdit {
  date?: string;
  block_id?: string;
  position?: number;
  activity?: ActivityBlockInput;
}

/** PATCH /api/week_plan_item/{id}: move (drag) or edit a planned activity. */
export async function editPlanItem(id: string, edit: PlanItemEdit): Promise<WeekPlan> {
  const { result } = await apiClient.request(apiPath(apiPaths.weekPlanItem, { id }), {
    method: 'PATCH',
    auth: 'staff',
    body: edit,
    schema: WeekPlanResponseSchema,
  });
  return result;
}
