import { NOT_MARKED, type AttendanceRegister } from '@cue/contracts';
import { offlineSaveKinds, useQueuedSaves } from '../../../lib/offline-saves';
import type { QueuedRegisterChange, RegisterChange } from '../api/change-register';

export interface QueuedMarks {
  /** This register's changes still on the device, oldest first (shown as its current marks). */
  changes: RegisterChange[];
  /** The children whose mark has not reached the server yet. */
  childIds: ReadonlySet<string>;
}

/** Which children of a register a queued change touches; Mark all present: those unmarked. */
function childrenOf(change: RegisterChange, register: AttendanceRegister | undefined): string[] {
  if (change.kind === 'marks') return change.marks.map((mark) => mark.student_id);
  return (register?.student_attendance_list ?? [])
    .filter((row) => row.attendance_status === NOT_MARKED)
    .map((row) => row.student_id);
}

/**
 * The register changes of a class and day made offline and not sent yet (decision 029). They
 * survive a reload, so the register merges them over what the server answered.
 */
export function useQueuedMarks(
  classId: string,
  date: string,
  saved: AttendanceRegister | undefined,
): QueuedMarks {
  const queued = useQueuedSaves<QueuedRegisterChange>(offlineSaveKinds.registerChange);
  const changes = queued
    .filter((save) => save.payload.classId === classId && save.payload.date === date)
    .map((save) => save.payload.change);
  return { changes, childIds: new Set(changes.flatMap((change) => childrenOf(change, saved))) };
}
