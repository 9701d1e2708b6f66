import { MEDICATION_DUE_WINDOW_MINUTES, type DueDose } from '@cue/contracts';
import { schoolInstant } from '../../lib/school-time.js';

/** 'HH:mm' -> 'hh:mm A' (how school-time reads a time of day). */
export function twelveHour(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const twelve = h! % 12 === 0 ? 12 : h! % 12;
  return `${String(twelve).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h! < 12 ? 'AM' : 'PM'}`;
}

export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

export interface ScheduledRequest {
  id: string;
  childId: string;
  childName: string;
  medicineName: string;
  dose: string;
  times: string[];
  startDate: string;
  endDate: string;
  acknowledged: boolean;
  /** Times of day already given on `day`. */
  givenTimes: Set<string>;
}

/**
 * The doses of `day` (the school's today) not yet given whose time has passed or comes within
 * the due window, earliest first.
 */
export function dueDoses(requests: ScheduledRequest[], day: string, now: Date, timeZone: string): DueDose[] {
  const horizon = now.getTime() + MEDICATION_DUE_WINDOW_MINUTES * 60_000;
  const due: DueDose[] = [];
  for (const request of requests) {
    if (request.startDate > day || request.endDate < day) continue;
    for (const time of request.times) {
      if (request.givenTimes.has(time)) continue;
      const at = schoolInstant(day, twelveHour(time), timeZone);
      if (at.getTime() > horizon) continue;
      due.push({
        request_id: request.id,
        student_id: request.childId,
        student_name: request.childName,
        medicine_name: request.medicineName,
        dose: request.dose,
        scheduled_time: time,
        due_at: at.toISOString(),
        overdue: at.getTime() < now.getTime(),
        acknowledged: request.acknowledged,
      });
    }
  }
  return due.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.student_name.localeCompare(b.student_name));
}
