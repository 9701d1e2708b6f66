import {
  AttendanceRegisterResponseSchema,
  NOT_MARKED,
  apiPath,
  apiPaths,
  type AttendanceRegister,
  type AttendanceStatus,
} from '@cue/contracts';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { offlineSaveKinds, saveOrQueue } from '../../../lib/offline-saves';
import { attendanceQueryKeys, registerMutationKey } from './attendance-query-keys';

/** One change to a register: some students' marks (and maybe completion), or Mark all present. */
export type RegisterChange =
  | {
      kind: 'marks';
      marks: { student_id: string; attendance_status: AttendanceStatus }[];
      isSaved?: boolean;
    }
  | {
      kind: 'allPresent';
      /** The children unmarked when it was sent: not sent, only for the rows' save state. */
      studentIds?: string[];
    };

/**
 * POST /api/class_student_attendance/:classId (the named students' marks, idempotent) or
 * POST /api/classes/students_full_presence/ (Mark all present): both answer the register.
 */
export async function changeRegister(
  classId: string,
  date: string,
  change: RegisterChange,
): Promise<AttendanceRegister> {
  const { result } =
    change.kind === 'allPresent'
      ? await apiClient.request(apiPaths.studentsFullPresence, {
          method: 'POST',
          body: { class_id: classId, date },
          schema: AttendanceRegisterResponseSchema,
        })
      : await apiClient.request(apiPath(apiPaths.classAttendance, { classId }), {
          method: 'POST',
          body: {
            date,
            student_attendance_list: change.marks,
            ...(change.isSaved !== undefined && { is_saved: change.isSaved }),
          },
          schema: AttendanceRegisterResponseSchema,
        });
  return result;
}

/** A register change kept on the device until it can be sent (lib/offline-saves.ts). */
export interface QueuedRegisterChange {
  classId: string;
  /** YYYY-MM-DD: the day the teacher saw, even when it is sent on a later day. */
  date: string;
  change: RegisterChange;
}

/** A register with changes applied, in order (what the screen shows while they are saved). */
export function applyRegisterChanges(
  register: AttendanceRegister,
  changes: RegisterChange[],
): AttendanceRegister {
  return changes.reduce<AttendanceRegister>((current, change) => {
    if (change.kind === 'allPresent') {
      return {
        ...current,
        student_attendance_list: current.student_attendance_list.map((row) =>
          row.attendance_status === NOT_MARKED ? { ...row, attendance_status: 'present' } : row,
        ),
      };
    }
    const next = new Map(change.marks.map((mark) => [mark.student_id, mark.attendance_status]));
    return {
      ...current,
      is_saved: change.isSaved ?? current.is_saved,
      student_attendance_list: current.student_attendance_list.map((row) => {
        const status = next.get(row.student_id);
        return status === undefined ? row : { ...row, attendance_status: status };
      }),
    };
  }, register);
}

/**
 * Saves register changes (every click saves at once; saves are idempotent, so the client's retry
 * is harmless). The screen overlays the changes still in flight (usePendingRegisterChanges); the
 * answer of the last one in flight becomes the cached register. Without a connection the change is
 * queued on the device instead (useQueuedRegisterChanges shows it) and sent when back online.
 */
export function useChangeRegister(classId: string, date: string) {
  const queryClient = useQueryClient();
  const mutationKey = registerMutationKey(classId, date);
  return useMutation({
    mutationKey,
    // Kept while the screen is open: a failed tap stays marked 'not saved' until it is saved.
    gcTime: Infinity,
    // Runs offline too: an offline change is queued, not paused in memory where a closed tab loses it.
    networkMode: 'always',
    mutationFn: (change: RegisterChange) =>
      saveOrQueue<AttendanceRegister, QueuedRegisterChange>(
        offlineSaveKinds.registerChange,
        { classId, date, change },
        () => changeRegister(classId, date, change),
      ),
    // The change is no longer shown once it fails: the register goes back to what was saved.
    onError: (error) => showError(errorMessage(error)),
    onSuccess: (outcome) => {
      if (outcome.queued || queryClient.isMutating({ mutationKey }) !== 1) return;
      const register = outcome.result;
      // The day's register, whether the screen asked for it by date or as "today".
      queryClient.setQueriesData<AttendanceRegister>(
        { queryKey: attendanceQueryKeys.registersOf(classId) },
        (cached) => (cached?.iso_date === register.iso_date ? register : cached),
      );
    },
    onSettled: (outcome) => {
      // A queued change has nothing new to read (and offline, a refetch could only fail).
      if (outcome?.queued) return;
      if (queryClient.isMutating({ mutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: attendanceQueryKeys.all });
      }
    },
  });
}

/** The register changes of a class and day still being saved, oldest first. */
export function usePendingRegisterChanges(classId: string, date: string): RegisterChange[] {
  return useMutationState({
    filters: { mutationKey: registerMutationKey(classId, date), status: 'pending' },
    select: (mutation) => mutation.state.variables as RegisterChange,
  });
}
