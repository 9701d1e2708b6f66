import { CopyPreviousWeekResultSchema, apiPath, apiPaths } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/week_plan/{classId}/{weekStart}/copy_previous: last week's activities, as planned. */
export async function copyPreviousWeek(classId: string, weekStart: string): Promise<{ copied: number }> {
  const { result } = await apiClient.request(apiPath(apiPaths.weekPlanCopyPrevious, { classId, weekStart }), {
    method: 'POST',
    auth: 'staff',
    schema: CopyPreviousWeekResultSchema,
    retry: false,
  });
  return result;
}
