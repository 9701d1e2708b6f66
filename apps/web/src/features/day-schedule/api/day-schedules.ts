import {
  BalanceTargetsResponseSchema,
  DaySchedulesResponseSchema,
  apiPaths,
  type BalanceTargets,
  type DaySchedules,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dayScheduleKeys } from './day-schedule-keys';

/** GET /api/day_schedules/: every day of the school and its balance targets (staff). */
export async function getDaySchedules(signal?: AbortSignal): Promise<DaySchedules> {
  const { result } = await apiClient.request(apiPaths.daySchedules, {
    auth: 'staff',
    schema: DaySchedulesResponseSchema,
    signal,
  });
  return result;
}

export function useDaySchedules() {
  return useQuery({ queryKey: dayScheduleKeys.list, queryFn: ({ signal }) => getDaySchedules(signal) });
}

/** PUT /api/day_schedule_targets/ (academic_setup.day_schedule). */
export async function saveDayTargets(targets: BalanceTargets): Promise<BalanceTargets> {
  const { result } = await apiClient.request(apiPaths.dayScheduleTargets, {
    method: 'PUT',
    auth: 'staff',
    body: { targets },
    schema: BalanceTargetsResponseSchema,
  });
  return result.targets;
}

export function useSaveDayTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDayTargets,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dayScheduleKeys.all }),
  });
}
