import {
  StudentAttendanceSummaryResponseSchema,
  apiPath,
  apiPaths,
  type AttendancePeriod,
  type StudentAttendanceSummary,
} from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKeys } from './attendance-query-keys';

const pathOf: Record<AttendancePeriod, string> = {
  week: apiPaths.studentWeeklyAttendance,
  month: apiPaths.studentMonthlyAttendance,
  year: apiPaths.studentYearlyAttendance,
};

/**
 * GET /api/student_{weekly,monthly,yearly}_attendance/:studentId?date: a child's marks over the
 * week, month or year holding the date (staff, or the child's parent).
 */
export async function getStudentAttendance(
  studentId: string,
  period: AttendancePeriod,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<StudentAttendanceSummary> {
  const path = apiPath(pathOf[period], { studentId }) + (date ? `?date=${encodeURIComponent(date)}` : '');
  const { result } = await apiClient.request(path, {
    schema: StudentAttendanceSummaryResponseSchema,
    signal,
  });
  return result;
}

export const getStudentAttendanceQueryOptions = (
  studentId: string,
  period: AttendancePeriod,
  date: string | undefined,
) =>
  queryOptions({
    queryKey: attendanceQueryKeys.student(studentId, period, date),
    queryFn: ({ signal }) => getStudentAttendance(studentId, period, date, signal),
  });

export function useStudentAttendance(studentId: string, period: AttendancePeriod, date?: string) {
  return useQuery(getStudentAttendanceQueryOptions(studentId, period, date));
}
