import { AttendanceRegisterResponseSchema, apiPath, apiPaths, type AttendanceRegister } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKeys } from './attendance-query-keys';

/** GET /api/class_student_attendance/:classId?date: the class's register for a day. */
export async function getClassRegister(
  classId: string,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<AttendanceRegister> {
  const path =
    apiPath(apiPaths.classAttendance, { classId }) + (date ? `?date=${encodeURIComponent(date)}` : '');
  const { result } = await apiClient.request(path, { schema: AttendanceRegisterResponseSchema, signal });
  return result;
}

export const getClassRegisterQueryOptions = (classId: string, date: string | undefined) =>
  queryOptions({
    queryKey: attendanceQueryKeys.register(classId, date),
    queryFn: ({ signal }) => getClassRegister(classId, date, signal),
  });

export function useClassRegister(classId: string, date: string | undefined) {
  return useQuery(getClassRegisterQueryOptions(classId, date));
}
