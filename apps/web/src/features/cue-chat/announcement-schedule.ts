import { TimeOfDaySchema, minutesOfTime } from '@cue/contracts';
import { parseDate } from '../../lib/dates';

/** 'hh:mm A' -> 'HH:mm' (a time input's value); '' when it is no such time. */
export function toInputTime(time: string): string {
  if (!TimeOfDaySchema.safeParse(time).success) return '';
  const minutes = minutesOfTime(time);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HH:mm' -> 'hh:mm A'; '' when it is no such time. */
export function fromInputTime(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return '';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Whether a DD-MM-YYYY day at an hh:mm A time (the teacher's clock) is after `now`. */
export function isInFuture(date: string, time: string, now: Date = new Date()): boolean {
  const day = parseDate(date);
  if (!day || !TimeOfDaySchema.safeParse(time).success) return false;
  return day.startOf('day').add(minutesOfTime(time), 'minute').valueOf() > now.getTime();
}
