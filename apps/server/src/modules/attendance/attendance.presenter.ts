import {
  isoToStoredDate,
  markedStatuses,
  NOT_MARKED,
  type AttendanceRegister,
  type AttendanceStatus,
  type Excusal,
  type ExcusalKind,
  type ExcusalStatus,
  type MarkedStatus,
  type StatusCounts,
} from '@cue/contracts';
import { pictureOf, type PictureMap } from '../schools/schools.presenter.js';
import type { ExcusalRow, RegisterRow } from './attendance.repository.js';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const isMarked = (status: string): status is MarkedStatus =>
  (markedStatuses as readonly string[]).includes(status);

export function presentStatus(status: string | null): AttendanceStatus {
  return status !== null && isMarked(status) ? status : NOT_MARKED;
}

export function presentExcusal(row: ExcusalRow): Excusal {
  return {
    _id: row.id,
    class_id: row.classId,
    student_id: row.childId,
    student_name: fullName(row.childFirstName, row.childLastName),
    kind: row.kind as ExcusalKind,
    start_date: row.startDate,
    end_date: row.endDate,
    reason: row.reason,
    status: row.status as ExcusalStatus,
    requested_by_name: fullName(row.requesterFirstName, row.requesterLastName),
    created_at: row.createdAt.toISOString(),
    decided_by_name:
      row.deciderFirstName === null ? null : fullName(row.deciderFirstName, row.deciderLastName),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Rows of the register query -> the spec's "Attendance result" with names (a staff answer: it
 * carries the consent marker). `pictures` are the signed links minted for this answer.
 */
export function presentRegister(
  classId: string,
  date: string,
  rows: RegisterRow[],
  isComplete: boolean,
  excusals: ExcusalRow[],
  pictures: PictureMap,
): AttendanceRegister {
  return {
    class_id: classId,
    date: isoToStoredDate(date),
    iso_date: date,
    is_saved: isComplete,
    student_attendance_list: rows.map((row) => ({
      student_id: row.childId,
      first_name: row.firstName,
      last_name: row.lastName,
      student_profile_picture: pictureOf(row.profilePicture, pictures),
      photo_consent: row.photoConsent,
      attendance_status: presentStatus(row.status),
    })),
    excusals: excusals.map(presentExcusal),
  };
}

export const emptyCounts = (): StatusCounts => ({
  present: 0,
  absent: 0,
  excused: 0,
  leave: 0,
  unassigned: 0,
});

/** Adds `n` marks of a status to counts (unknown statuses are ignored). */
export function addToCounts(counts: StatusCounts, status: string, n = 1): void {
  if (isMarked(status)) counts[status] += n;
}
