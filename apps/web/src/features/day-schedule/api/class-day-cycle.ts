import { ClassDayCycleResponseSchema, apiPath, apiPaths, type ClassDayCycle } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dayScheduleKeys } from './day-schedule-keys';

/** GET /api/class_day_cycle/{classId}: the class's day, where it comes from, and the targets. */
export async function getClassDayCycle(classId: string, signal?: AbortSignal): Promise<ClassDayCycle> {
  const { result } = await apiClient.request(apiPath(apiPaths.classDayCycle, { classId }), {
    auth: 'staff',
    schema: ClassDayCycleResponseSchema,
    signal,
  });
  return result;
}

export function useClassDayCycle(classId: string) {
  return useQuery({
    queryKey: dayScheduleKeys.classCycle(classId),
    queryFn: ({ signal }) => getClassDayCycle(classId, signal),
  });
}
