import type { SchoolClass, StatusCounts, TodayAttendance, TodayAwayChild, TodayClass } from '@cue/contracts';
import type { TodayMarkRow } from './today.repository.js';

const awayStatuses = new Set<string>(['absent', 'excused', 'leave']);
const isAway = (status: string): status is TodayAwayChild['attendance_status'] => awayStatuses.has(status);

/** A class's register for today: counts by status (NA = on the roster, not marked), who is away. */
export function presentTodayAttendance(
  totalStudents: number,
  marks: TodayMarkRow[],
  isSaved: boolean,
  pendingExcusals: number,
): TodayAttendance {
  const counts: StatusCounts = { present: 0, absent: 0, excused: 0, leave: 0, unassigned: 0 };
  const away: TodayAwayChild[] = [];
  for (const mark of marks) {
    if (mark.status in counts) counts[mark.status as keyof StatusCounts] += 1;
    if (isAway(mark.status)) {
      away.push({ student_id: mark.childId, first_name: mark.firstName, attendance_status: mark.status });
    }
  }
  const marked = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    is_saved: isSaved,
    total_students: totalStudents,
    counts: { ...counts, NA: Math.max(0, totalStudents - marked) },
    away,
    pending_excusals: pendingExcusals,
  };
}

export function presentTodayClass(
  schoolClass: SchoolClass,
  attendance: TodayAttendance | null,
  observationCount: number | null,
): TodayClass {
  return {
    class_id: schoolClass._id,
    class_name: schoolClass.class_name,
    color: schoolClass.color,
    attendance,
    observations: observationCount === null ? null : { count: observationCount },
  };
}
