import {
  AttendanceRegisterResponseSchema,
  apiPath,
  apiPaths,
  storedToIsoDate,
  type AttendanceRegister,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { AttendanceCardData } from '../tool-results';
import { recordsQueryPrefixes } from './cue-chat-query-keys';

/**
 * POST /api/class_student_attendance/{classId} with the card's day (YYYY-MM-DD), its marks and
 * is_saved true: the register is marked complete (spec section 4 "Attendance"). Idempotent.
 */
export async function saveAttendanceCard(
  classId: string,
  card: AttendanceCardData,
): Promise<AttendanceRegister> {
  const { result } = await apiClient.request(apiPath(apiPaths.classAttendance, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: {
      date: storedToIsoDate(card.date),
      student_attendance_list: card.marks,
      is_saved: true,
    },
    schema: AttendanceRegisterResponseSchema,
  });
  return result;
}

export function useSaveAttendanceCard(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: AttendanceCardData) => saveAttendanceCard(classId, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.attendance }),
  });
}
