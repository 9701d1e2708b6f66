import { intlLocale } from './intl-locale';
import type { Language } from './language';

// The server sends a class's days as English abbreviations ('Mon') and its times as 'hh:mm A'
// (spec section 9); they are shown in the interface language.
const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** 2026-11-22 was a Sunday: a fixed week to name the days with. */
const aSunday = Date.UTC(2026, 10, 22, 12);

/** 'Mon' → 'Mon', 'الاثنين', 'יום ב׳'; an unknown day as sent. */
export function formatClassDay(day: string, language: Language): string {
  const index = weekdays.indexOf(day.trim().slice(0, 3).toLowerCase());
  if (index < 0) return day;
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' }).format(
    aSunday + index * 86_400_000,
  );
}

/** '09:00 AM' → '09:00 AM' (English keeps the spec's format), '09:00 ص', '09:00'; else as sent. */
export function formatClassTime(time: string, language: Language): string {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(time);
  if (!match || language === 'en') return time;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 0, 1, hour, Number(match[2])));
}

/** A class's days as one line: 'Mon, Tue', 'الاثنين، الثلاثاء' (the Arabic comma in Arabic). */
export function formatClassDays(days: readonly string[], language: Language): string {
  return days.map((day) => formatClassDay(day, language)).join(language === 'ar' ? '، ' : ', ');
}
