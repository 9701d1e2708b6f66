import {
  AttendanceDashboardResponseSchema,
  apiPath,
  apiPaths,
  type AttendanceDashboard,
} from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKeys } from './attendance-query-keys';

/** GET /api/attendance_dashboard/:classId?date: the day's counts and the 30-day trend. */
export async function getAttendanceDashboard(
  classId: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<AttendanceDashboard> {
  const path =
    apiPath(apiPaths.attendanceDashboard, { classId }) + (date ? `?date=${encodeURIComponent(date)}` : '');
  const { result } = await apiClient.request(path, { schema: AttendanceDashboardResponseSchema, signal });
  return result;
}

export const getAttendanceDashboardQueryOptions = (classId: string, date: string | undefined) =>
  queryOptions({
    queryKey: attendanceQueryKeys.dashboard(classId, date),
    queryFn: ({ signal }) => getAttendanceDashboard(classId, date, signal),
  });

export function useAttendanceDashboard(classId: string, date: string | undefined) {
  return useQuery(getAttendanceDashboardQueryOptions(classId, date));
}
