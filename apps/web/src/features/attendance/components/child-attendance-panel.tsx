import type { ChildSummary } from '@cue/contracts';

/** Parent dashboard: attendance (this week, month and year; excusal and leave requests). Built by the classroom-records issue. */
export function ChildAttendancePanel(_props: { child: ChildSummary }) {
  return null;
}
