import { minutesOfTime } from '@cue/contracts';

/** The wall-clock parts of an instant in a time zone. */
function partsIn(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** 'YYYY-MM-DD' of the school's today: a register opened at 00:30 in Kolkata is for that day. */
export function schoolToday(timeZone: string, now: Date): string {
  const p = partsIn(timeZone, now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The instant a school-local date ('YYYY-MM-DD') and time ('hh:mm A') mean in the school's time
 * zone, e.g. an announcement scheduled for 08:00 AM in Kolkata is 02:30 UTC.
 */
export function schoolInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const minutes = minutesOfTime(time);
  const asIfUtc = Date.UTC(y!, m! - 1, d!, Math.floor(minutes / 60), minutes % 60);
  // The zone's offset at that moment; a second pass settles days when the offset changes (DST).
  let guess = asIfUtc;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(timeZone, new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess = asIfUtc - (shown - guess);
  }
  return new Date(guess);
}

/** 'hh:mm A' of the school's time now (what an announcement "now" means there). */
export function schoolTimeOfDay(timeZone: string, now: Date): string {
  const { hour, minute } = partsIn(timeZone, now);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
