import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/he';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import i18n from './i18n';

dayjs.extend(customParseFormat);

// Display formats follow the interface language (lib/language.ts switches i18next). dayjs loads
// with the first screen that shows a date, never with the sign-in screen (web budget, decision 007).
dayjs.locale(i18n.language);
i18n.on('languageChanged', (language) => dayjs.locale(language));

/** Spec section 9: every date format the product shows or sends. One helper, one place. */
export const dateFormats = {
  /** How dates are stored and exchanged (attendance date, class academic year). */
  stored: 'DD-MM-YYYY',
  /** Dates sent with saves and tab switches. */
  save: 'YYYY-MM-DD',
  observation: 'ddd, MMM DD, YYYY',
  announcement: 'MMM DD, YY',
  time: 'hh:mm A',
} as const;

export type DateInput = string | number | Date | Dayjs | null | undefined;

/**
 * A date from any of the shapes the API uses: a stored 'DD-MM-YYYY' text, a 'YYYY-MM-DD' text,
 * an ISO 8601 date-time, epoch milliseconds, a Date or a Dayjs. Null when it is not a real date.
 */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const strict = [dateFormats.stored, dateFormats.save]
      .map((format) => dayjs(text, format, true))
      .find((date) => date.isValid());
    if (strict) return strict;
    // Anything else must at least look like an ISO date, so words and numbers are not guessed at.
    if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
    const iso = dayjs(text);
    return iso.isValid() ? iso : null;
  }
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

export function isValidDate(value: DateInput): boolean {
  return parseDate(value) !== null;
}

/**
 * Formats a date, or gives back the raw text when it cannot be read (spec section 8: "Date format
 * failure: raw text shown").
 */
export function formatDate(value: DateInput, format: string): string {
  const date = parseDate(value);
  if (date) return date.format(format);
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** 'DD-MM-YYYY' */
export const formatStoredDate = (value: DateInput) => formatDate(value, dateFormats.stored);
/** 'YYYY-MM-DD' */
export const formatSaveDate = (value: DateInput) => formatDate(value, dateFormats.save);
/** 'ddd, MMM DD, YYYY' */
export const formatObservationDate = (value: DateInput) => formatDate(value, dateFormats.observation);
/** 'MMM DD, YY' */
export const formatAnnouncementDate = (value: DateInput) => formatDate(value, dateFormats.announcement);
/** 'hh:mm A' */
export const formatTime = (value: DateInput) => formatDate(value, dateFormats.time);
/** 'hh:mm A, DD-MM-YYYY': a moment shown with both its time and its date (maintenance window). */
export const formatTimeAndDate = (value: DateInput) =>
  formatDate(value, `${dateFormats.time}, ${dateFormats.stored}`);

/**
 * A day in words in the interface language ('Monday, November 23'; Arabic and Hebrew names and
 * digits come from Intl), for notes that must be read at a glance. Raw text when unreadable.
 */
export function formatDayInWords(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return formatDate(value, dateFormats.stored);
  return new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    date.toDate(),
  );
}

/** Today as stored: the default date of attendance and observation results. */
export const todayStoredDate = () => dayjs().format(dateFormats.stored);

/**
 * A teacher's today and time in the exchange formats the assistant's payloads carry
 * ('DD-MM-YYYY', 'hh:mm A'), always written in English: an Arabic or Hebrew interface must not
 * change what the server reads.
 */
export function teacherMoment(now: Date): { date: string; time: string } {
  const moment = dayjs(now).locale('en');
  return { date: moment.format(dateFormats.stored), time: moment.format(dateFormats.time) };
}
