import { addDaysToIsoDate } from '@cue/contracts';
import { schoolInstant, schoolTimeOfDay, schoolToday } from '../../lib/school-time.js';

/** A school's quiet hours: school-local 'HH:mm' bounds, which may run past midnight (19:00-07:00). */
export interface QuietHours {
  enabled: boolean;
  start: string;
  end: string;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};

/** 'hh:mm A' (what schoolInstant reads) of an 'HH:mm' clock time. */
function twelveHour(clock: string): string {
  const [h, m] = clock.split(':').map(Number);
  const twelve = h! % 12 === 0 ? 12 : h! % 12;
  return `${String(twelve).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h! < 12 ? 'AM' : 'PM'}`;
}

/** Minutes since school-local midnight at `at`. */
function localMinutes(timeZone: string, at: Date): number {
  const [clock, period] = schoolTimeOfDay(timeZone, at).split(' ');
  const [h, m] = clock!.split(':').map(Number);
  return ((h! % 12) + (period === 'PM' ? 12 : 0)) * 60 + m!;
}

/** Whether `at` falls in the quiet hours (start inclusive, end exclusive). Equal bounds: never quiet. */
export function inQuietHours(quiet: QuietHours, timeZone: string, at: Date): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const now = localMinutes(timeZone, at);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The first instant at or after `at` outside quiet hours (`at` itself when it is not quiet). */
export function quietHoursOver(quiet: QuietHours, timeZone: string, at: Date): Date {
  if (!inQuietHours(quiet, timeZone, at)) return at;
  const today = schoolToday(timeZone, at);
  for (const date of [today, addDaysToIsoDate(today, 1)]) {
    const end = schoolInstant(date, twelveHour(quiet.end), timeZone);
    if (end.getTime() > at.getTime()) return end;
  }
  return at;
}
