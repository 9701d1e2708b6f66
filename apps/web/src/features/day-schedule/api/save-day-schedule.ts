import {
  DayScheduleResponseSchema,
  DeleteDayScheduleResponseSchema,
  apiPath,
  apiPaths,
  type DaySchedule,
  type DayScheduleInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dayScheduleKeys } from './day-schedule-keys';

/** PUT /api/day_schedules/: one scope's day (block ids sent are kept). */
export async function saveDaySchedule(input: DayScheduleInput): Promise<DaySchedule> {
  const { result } = await apiClient.request(apiPaths.daySchedules, {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: DayScheduleResponseSchema,
  });
  return result;
}

/** DELETE /api/day_schedules/{id}: the classes using it fall back to the next most specific day. */
export async function deleteDaySchedule(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.daySchedule, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteDayScheduleResponseSchema,
  });
}

export function useSaveDaySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDaySchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dayScheduleKeys.all }),
  });
}

export function useDeleteDaySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDaySchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dayScheduleKeys.all }),
  });
}
