/*
 * The announcement form's time input speaks 'HH:mm' (24 hours, what <input type="time"> gives);
 * the API speaks 'hh:mm A' (spec section 9). Plain text conversions, no time zone involved.
 */

/** '14:05' -> '02:05 PM'; null when it is not a time. */
export function toMeridiemTime(time24: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time24);
  if (!match) return null;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '02:05 PM' -> '14:05'; null when it is not a time. */
export function to24HourTime(meridiem: string): string | null {
  const match = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(meridiem);
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** The next whole hour after `now` as 'HH:mm' and its date 'YYYY-MM-DD' (browser-local). */
export function nextWholeHour(now: Date): { date: string; time: string } {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`,
    time: `${pad(next.getHours())}:00`,
  };
}

/** Whether a browser-local 'YYYY-MM-DD' + 'HH:mm' lies after `now` (the server checks in school time). */
export function isAfter(date: string, time24: string, now: Date): boolean {
  const at = new Date(`${date}T${time24}:00`);
  return !Number.isNaN(at.getTime()) && at.getTime() > now.getTime();
}
