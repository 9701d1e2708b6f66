import { datesBetween } from './attendance.calendar.js';

/**
 * Who the school already knows is away on each day (issue 10: "everyone is here" must not
 * silently overwrite "Noor — on leave (approved)"). A child is away on a day when the register
 * marks them excused or on leave, or when an approved request covers the day and the register
 * has no mark for them yet (approval pre-fills class days only). Any other mark — present,
 * absent, unassigned — was set by a teacher after the approval and wins: the child came in after
 * all, or the teacher decided otherwise.
 */

export type AwayStatus = 'excused' | 'leave';

/** One child away on one day ('YYYY-MM-DD'). */
export interface AwayChild {
  date: string;
  childId: string;
  status: AwayStatus;
}

const isAwayStatus = (status: string): status is AwayStatus => status === 'excused' || status === 'leave';

export function awayChildren(
  window: { start: string; end: string },
  marks: readonly { childId: string; date: string; status: string }[],
  approved: readonly { childId: string; kind: string; startDate: string; endDate: string }[],
): AwayChild[] {
  const markOf = new Map(marks.map((m) => [`${m.date}|${m.childId}`, m.status]));
  const away = new Map<string, AwayChild>();
  for (const mark of marks) {
    if (isAwayStatus(mark.status) && mark.date >= window.start && mark.date <= window.end) {
      away.set(`${mark.date}|${mark.childId}`, {
        date: mark.date,
        childId: mark.childId,
        status: mark.status,
      });
    }
  }
  for (const request of approved) {
    if (!isAwayStatus(request.kind)) continue;
    const start = request.startDate > window.start ? request.startDate : window.start;
    const end = request.endDate < window.end ? request.endDate : window.end;
    for (const date of start <= end ? datesBetween(start, end) : []) {
      const key = `${date}|${request.childId}`;
      if (!markOf.has(key)) away.set(key, { date, childId: request.childId, status: request.kind });
    }
  }
  return [...away.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.childId.localeCompare(b.childId),
  );
}
