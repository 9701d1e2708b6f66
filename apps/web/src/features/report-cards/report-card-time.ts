/*
 * The publish form's inputs speak 'YYYY-MM-DD' and 'HH:mm' (what <input type="date|time"> give);
 * the API speaks 'hh:mm A' (spec section 9), in the school's time zone, which the server applies.
 */

/** '14:05' -> '02:05 PM'; null when it is not a time. */
export function toMeridiemTime(time24: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time24);
  if (!match) return null;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Tomorrow at 08:00 (browser-local): where the schedule form starts. */
export function tomorrowMorning(now: Date): { date: string; time: string } {
  const next = new Date(now);
  next.setDate(next.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`, time: '08:00' };
}

/** Whether a browser-local date and 'HH:mm' lie after `now` (the server checks in school time). */
export function isAfter(date: string, time24: string, now: Date): boolean {
  const at = new Date(`${date}T${time24}:00`);
  return !Number.isNaN(at.getTime()) && at.getTime() > now.getTime();
}
