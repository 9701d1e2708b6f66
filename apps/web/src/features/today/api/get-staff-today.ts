import { StaffTodayResponseSchema, apiPaths, type StaffToday } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The today view mixes registers, requests and observations, so its key is its own ('today');
 * app/realtime-connection.tsx refreshes it when any of those entities change.
 */
export const todayQueryKey = ['today'] as const;

/** GET /api/staff_today/ with the staff token: the school's today for each of the teacher's classes. */
export async function getStaffToday(signal?: AbortSignal): Promise<StaffToday> {
  const { result } = await apiClient.request(apiPaths.staffToday, {
    auth: 'staff',
    schema: StaffTodayResponseSchema,
    signal,
  });
  return result;
}

export const getStaffTodayQueryOptions = () =>
  queryOptions({ queryKey: todayQueryKey, queryFn: ({ signal }) => getStaffToday(signal) });

export function useStaffToday() {
  return useQuery(getStaffTodayQueryOptions());
}
