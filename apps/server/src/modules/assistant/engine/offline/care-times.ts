import { minutesOfCareTime } from '@cue/contracts';
import { LAST_BARE_AFTERNOON_HOUR } from './carelog-vocabulary.js';

/**
 * Times of day in a care log instruction, as the care log stores them ('HH:MM', 24-hour). A time
 * said without am/pm is read inside the nursery day (7:00 to 19:00): "at 11" is the morning,
 * "1 to 2:15" the afternoon; "6:30" is the early morning before opening. Decision 046.
 */

export interface CareTimes {
  time?: string;
  endTime?: string;
}

const hhmm = (hour: number, minutes: number) =>
  `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

/** 24-hour hour of a said hour: am/pm as said, else inside the nursery day. */
function hourOf(hour: number, meridiem: string | undefined): number | undefined {
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    return (hour % 12) + (meridiem.startsWith('p') ? 12 : 0);
  }
  if (hour > 23) return undefined;
  if (hour >= 13 || hour === 0) return hour;
  // 1 to 5 is the afternoon; 6 is an early drop-off's morning (6 pm is said with pm).
  return hour > LAST_BARE_AFTERNOON_HOUR ? hour : hour + 12;
}

const clock = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?`;
/** "from 12:30 to 1:45", "1 to 2:15", "between 1 and 2". */
const rangePattern = new RegExp(
  String.raw`(?<![\p{L}\d.:])(?:(?:from|between|من|بين|בין)\s+|מ-?)?${clock}\s*(?:to|till|until|-|–|and|الى|حتى|עד)\s*${clock}(?![\d°]|[.:]\d)`,
  'gu',
);
/** "at 11", "11:30", "2pm", "@ 3". A bare number ("38.2", "2 crackers") is never a time. */
const singlePattern = new RegExp(
  String.raw`(?<![\p{L}\d.:])(?:(?:at|around|about|by|@|الساعة|בשעה|ב-)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?|(\d{1,2})[:.](\d{2})\s*(a\.?m\.?|p\.?m\.?)?|(\d{1,2})\s*(a\.?m\.?|p\.?m\.?))(?![\d°]|[.:]\d)`,
  'gu',
);

/** "until 2": a nap's end with no start (the agent asks when it started). */
const untilPattern = new RegExp(
  String.raw`(?<![\p{L}\d.:])(?:until|till|til|up to|حتى|עד)\s*${clock}(?![\d°]|[.:]\d)`,
  'gu',
);

const minutesOk = (value: string | undefined) => Number(value ?? 0) <= 59;

/** The first time (a range: start and end) the text says, or nothing. */
export function readCareTimes(text: string): CareTimes {
  const lower = text.toLowerCase();
  const dayWords = /\b(noon|midday)\b/.exec(lower);
  for (const range of lower.matchAll(rangePattern)) {
    const [, h1, m1, ap1, h2, m2, ap2] = range;
    // "between 1 and 2" needs "between"; "1 and 2" alone is two counts, not a nap.
    if (/\band\b/.test(range[0]) && !/^between/.test(range[0])) continue;
    const endHour = hourOf(Number(h2), ap2);
    // "11 to 1pm": the start takes the end's am/pm only when that keeps it earlier.
    let startHour = hourOf(Number(h1), ap1);
    if (startHour === undefined || endHour === undefined || !minutesOk(m1) || !minutesOk(m2)) continue;
    if (!ap1 && ap2 && startHour > endHour && startHour - 12 >= 0) startHour -= 12;
    let end = endHour * 60 + Number(m2 ?? 0);
    const start = startHour * 60 + Number(m1 ?? 0);
    if (end <= start && !ap2 && end + 12 * 60 < 24 * 60) end += 12 * 60;
    return { time: hhmm(startHour, Number(m1 ?? 0)), endTime: hhmm(Math.floor(end / 60), end % 60) };
  }
  for (const [, hourText, minutes, meridiem] of lower.matchAll(untilPattern)) {
    const hour = hourOf(Number(hourText), meridiem);
    if (hour !== undefined && minutesOk(minutes)) return { endTime: hhmm(hour, Number(minutes ?? 0)) };
  }
  for (const single of lower.matchAll(singlePattern)) {
    const hourText = single[1] ?? single[4] ?? single[7];
    const minutes = single[2] ?? single[5];
    const meridiem = single[3] ?? single[6] ?? single[8];
    const hour = hourOf(Number(hourText), meridiem);
    if (hour !== undefined && minutesOk(minutes)) return { time: hhmm(hour, Number(minutes ?? 0)) };
  }
  if (dayWords) return { time: '12:00' };
  return {};
}

/** 'hh:mm A' (the context's time now) as 'HH:MM'. */
export function careTimeOfDay(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(time.trim());
  if (!match) return time;
  return hhmm((Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0), Number(match[2]));
}

/** Whether a time of the school's today is later than now (with the care log's own slack). */
export const isLaterThanNow = (time: string, now: string, slackMinutes: number) =>
  minutesOfCareTime(time) > minutesOfCareTime(now) + slackMinutes;
