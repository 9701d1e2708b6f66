import type { ClassroomContext } from '../engine.js';
import { addDays, readTime } from './calendar-words.js';
import {
  rtlAfternoonWords,
  rtlAnnouncementNouns,
  rtlAnnouncementTitles,
  rtlAnnouncementVerbs,
  rtlAudienceWords,
  rtlDraftCue,
  rtlMorningWords,
  rtlScheduleCue,
  rtlSendVerbs,
} from './vocabulary-ar-he.js';
import { plainArabic } from './words.js';

/**
 * Reads an announcement written in Arabic or Hebrew: the message (after a colon, or after the
 * request "أرسل إعلانًا للعائلات" / "תגידי להורים ש…"), whether it is a draft, and when a
 * scheduled one goes out ("أرسله غدًا الساعة 8", "שלחי מחר ב-8 בבוקר"). The message keeps the
 * teacher's own spelling; cue words are matched loosely so vowel marks and hamzas do not matter.
 * Weekdays and month names are read in English only (see decision 022).
 */

export interface RtlDelivery {
  isDraft: boolean;
  isScheduled: boolean;
  date: string;
  time: string;
}

export interface RtlAnnouncement {
  message: string;
  title: string;
  delivery: RtlDelivery;
}

/** A scheduled day without a time goes out at the start of the school day (as in English). */
const DEFAULT_SCHEDULE_TIME = '08:00 AM';
const MARKS = '[\\u064B-\\u065F\\u0670\\u0640]*';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for plain words that lets the teacher's vowel marks, tatweel and any alef through. */
export function looseArabic(plain: string): string {
  return [...plain]
    .map((c) => {
      if (c === 'ا') return `[اأإآ]${MARKS}`;
      if (c === ' ') return '\\s+';
      if (/\p{Script=Arabic}/u.test(c)) return `${c}${MARKS}`;
      return escape(c);
    })
    .join('');
}

const anyOf = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(looseArabic)
    .join('|');
const word = (alternatives: string) => `(?<!\\p{L})(?:${alternatives})(?!\\p{L})`;
/** A verb may carry "and" joined to it: "وأرسله", "ושלחי". */
const joined = (alternatives: string) => `(?<!\\p{L})(?:و|ו)?(?:${alternatives})(?!\\p{L})`;
/** A day word may carry "for" joined to it: "لغد", "למחר". */
const dayWord = (alternatives: string) => `(?<!\\p{L})(?:ل|ל)?(?:${alternatives})(?!\\p{L})`;

/** Days from today by word: Arabic and Hebrew (on plain text). */
const relativeDays: readonly [string, number][] = [
  ['بعد غد', 2],
  ['غدا', 1],
  ['غد', 1],
  ['اليوم', 0],
  ['מחרתיים', 2],
  ['מחר', 1],
  ['היום', 0],
];
const hour = `(?:الساعة|الساعه|בשעה|ב-?)\\s*\\d{1,2}(?:[:.]\\d{2})?`;
const dayOrHour = `(?:${dayWord(anyOf(relativeDays.map(([w]) => w)))}|${hour}|${word(anyOf([...rtlMorningWords, ...rtlAfternoonWords]))})`;
const whenRun = `${dayOrHour}(?:\\s*(?:,|،|و)?\\s*${dayOrHour})*`;
const them = '(?:\\s+(?:אותה|אותו|אותן))?';

/** "، أرسله غدًا الساعة 8", "ותזמני למחר ב-8": the clause that schedules, and what it says. */
const whenClause = new RegExp(
  `[،,.؛;]?\\s*${joined(anyOf(rtlSendVerbs))}${them}\\s+(?:${word('في|ב')}\\s*)?(${whenRun})\\s*[.!]?`,
  'u',
);
const draftClause = new RegExp(
  `[،,.؛;]?\\s*(?:${joined(anyOf(['احفظه', 'احفظها', 'احفظيه', 'احفظيها', 'اتركه', 'اتركها', 'اجعله', 'اجعلها', 'שמור', 'שמרי', 'תשמור', 'תשמרי', 'השאר', 'השאירי', 'תשאירי']))}${them}\\s*)?(?:${word(anyOf(['كمسودة', 'مسودة', 'لا ترسله بعد', 'لا ترسلها بعد', 'כטיוטה', 'טיוטה', 'אל תשלח עדיין', 'אל תשלחי עדיין', 'אל תשלחי אותה עדיין', 'אל תשלח אותה עדיין']))})\\s*[.!]?`,
  'gu',
);
const sendNowClause = new RegExp(
  `[،,.؛;]?\\s*${joined(anyOf(['ارسله', 'ارسلها', 'ارسليه', 'ارسليها', 'انشره', 'انشرها', 'שלח', 'שלחי', 'תשלח', 'תשלחי']))}${them}\\s+${word(anyOf(['الان', 'فورا', 'עכשיו', 'מיד']))}\\s*[.!]?`,
  'gu',
);

/** The request before the message: verb, "announcement", audience and class names, any order. */
function leadInPattern(context: ClassroomContext) {
  const classNames = context.classes.map((c) => escape(c.name)).join('|');
  const piece = `(?:${word(anyOf([...rtlAnnouncementVerbs, ...rtlAnnouncementNouns, ...rtlAudienceWords]))}|${classNames})`;
  return new RegExp(`^\\s*(?:${piece}\\s*-?\\s*)+`, 'iu');
}
/** "أن" after "أخبر الأهالي", a "ש" joined to the message's first word after "תגידי להורים". */
const arabicThat = new RegExp(`^${word(anyOf(['بان', 'ان']))}\\s+`, 'u');
const hebrewThat = /^ש(?=\p{Script=Hebrew}{2})/u;

function readMessage(text: string, context: ClassroomContext) {
  const colon = /(?<!\d)[:：](?!\d)\s*([\s\S]+)$/u.exec(text);
  if (colon?.[1]) return { message: colon[1], requestPart: text.slice(0, colon.index) };
  const lead = leadInPattern(context).exec(text);
  if (!lead?.[0].trim()) return { message: text, requestPart: '' };
  const rest = text.slice(lead[0].length);
  const that = arabicThat.exec(rest) ?? hebrewThat.exec(rest);
  return { message: that ? rest.slice(that[0].length) : rest, requestPart: lead[0] };
}

/** "الساعة 4 مساءً", "ב-8 בבוקר", or a bare hour read in school hours. */
function readRtlTime(plain: string): string | undefined {
  const match = new RegExp(
    `(?:الساعة|الساعه|בשעה|ב-?)\\s*(\\d{1,2})(?:[:.](\\d{2}))?(?:\\s*(${anyOf(rtlMorningWords)})|\\s*(${anyOf(rtlAfternoonWords)}))?`,
    'u',
  ).exec(plain);
  if (!match) return undefined;
  const clock = `${match[1]}:${match[2] ?? '00'}`;
  if (match[3]) return readTime(`${clock} am`);
  if (match[4]) return readTime(`${clock} pm`);
  return readTime(`at ${clock}`);
}

function readRtlDate(plain: string, today: string): string | undefined {
  for (const [words, days] of relativeDays) {
    if (new RegExp(dayWord(words), 'u').test(plain)) return addDays(today, days);
  }
  return undefined;
}

function readDelivery(plain: string, requestPart: string, context: ClassroomContext): RtlDelivery {
  const isDraft = rtlDraftCue.test(plain);
  const clause = whenClause.exec(plain);
  const isScheduled = !isDraft && (clause !== null || rtlScheduleCue.test(plain));
  if (!isScheduled) return { isDraft, isScheduled, date: context.today, time: context.time };
  const when = clause?.[1] ?? plainArabic(requestPart);
  const date = readRtlDate(when, context.today) ?? context.today;
  const time = readRtlTime(when) ?? (date === context.today ? context.time : DEFAULT_SCHEDULE_TIME);
  return { isDraft, isScheduled, date, time };
}

function withoutAudience(message: string, classNames: readonly string[]) {
  if (classNames.length === 0) return message;
  const trailing = new RegExp(
    `[،,]?\\s*(?:${anyOf(['لاهالي صف', 'لصف', 'ل', 'الى', 'עבור', 'להורי', 'לכיתה', 'ל'])})\\s*-?\\s*(?:${classNames.map(escape).join('|')})\\s*[.!]?$`,
    'iu',
  );
  return message.replace(trailing, '');
}

const asSentence = (text: string) => {
  const trimmed = text.trim().replace(/[\s,;:،؛–-]+$/u, '');
  if (!trimmed) return '';
  return /[.!?؟]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};

function titleOf(message: string): string {
  const plain = plainArabic(message);
  const fromTable = rtlAnnouncementTitles.find((row) => row.pattern.test(plain))?.title;
  if (fromTable) return fromTable;
  return message
    .replace(/[.!?؟,;:،؛]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .join(' ');
}

export function readRtlAnnouncement(
  text: string,
  context: ClassroomContext,
  classNames: readonly string[],
): RtlAnnouncement {
  const { message: raw, requestPart } = readMessage(text, context);
  const delivery = readDelivery(plainArabic(text), requestPart, context);
  const message = asSentence(
    withoutAudience(
      raw.replace(whenClause, '').replace(draftClause, '').replace(sendNowClause, '').trim(),
      classNames,
    ),
  );
  return { message, title: message ? titleOf(message) : '', delivery };
}
