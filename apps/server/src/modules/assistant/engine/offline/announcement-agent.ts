import type { ClassroomContext } from '../engine.js';
import { calendarPhrasePattern, readDate, readTime } from './calendar-words.js';
import { readRtlAnnouncement } from './announcement-reading-ar-he.js';
import type { DraftAnswer } from './draft-answer.js';
import type { Reading } from './reading.js';
import { repliesIn, writtenInRtlScript } from './replies.js';
import { rtlOwnClassAudience } from './vocabulary-ar-he.js';
import {
  announcementMessageStarts,
  announcementTitles,
  audienceNouns,
  draftClause,
  draftCue,
  ownClassAudience,
  scheduleCue,
  sendNowClause,
} from './vocabulary.js';
import { plainArabic } from './words.js';

/**
 * The announcement agent: finds the message in the teacher's words ("tell parents that …",
 * "announcement: …"), who it is for (everyone unless classes are named), and how it goes out:
 * now, as a draft, or scheduled ("schedule it for Friday", "send it tomorrow at 8 am"). Dates in
 * the message itself ("the school is closed tomorrow") stay in the message and schedule nothing.
 * Arabic and Hebrew requests are read by announcement-reading-ar-he.ts; the reply is written in
 * the teacher's interface language either way.
 */

/** A scheduled day without a time goes out at the start of the school day. */
const DEFAULT_SCHEDULE_TIME = '08:00 AM';

const calendarRun = `(?:${calendarPhrasePattern.source})(?:\\s*(?:,|and)?\\s*(?:${calendarPhrasePattern.source}))*`;
/** "send it tomorrow at 8 am", "schedule an announcement for Friday", "post this on 5 December". */
const whenClause = new RegExp(
  `[,;.]?\\s*(?:and\\s+)?\\b(?:schedul(?:e|ed|ing)|send|post|publish)\\b(?:\\s+(?:it|this|out|the\\s+announcement|an\\s+announcement|announcement|the\\s+notice|a\\s+notice|the\\s+message|a\\s+message))?(?:\\s+(?:to\\s+go\\s+out\\s+)?(?:for|on|at))?\\s+(${calendarRun})[.!]?`,
  'i',
);

interface Delivery {
  isDraft: boolean;
  isScheduled: boolean;
  date: string;
  time: string;
}

function readDelivery(text: string, requestPart: string, context: ClassroomContext): Delivery {
  const isDraft = draftCue.test(text);
  const clause = whenClause.exec(text);
  const isScheduled = !isDraft && (clause !== null || scheduleCue.test(text));
  if (!isScheduled) return { isDraft, isScheduled, date: context.today, time: context.time };
  const when = clause?.[1] ?? requestPart;
  const date = readDate(when, context.today, 'future') ?? context.today;
  const time = readTime(when) ?? (date === context.today ? context.time : DEFAULT_SCHEDULE_TIME);
  return { isDraft, isScheduled, date, time };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The classes the words name, by full name or by a distinctive first word ("Butterflies parents"). */
function namedClasses(text: string, context: ClassroomContext) {
  const found = context.classes.filter((c) => {
    if (new RegExp(`\\b${escape(c.name)}\\b`, 'i').test(text)) return true;
    const first = c.name.split(' ')[0]!;
    const sharesFirstWord = context.classes.some((o) => o.id !== c.id && o.name.split(' ')[0] === first);
    return (
      !sharesFirstWord &&
      new RegExp(`\\b${escape(first)}(?:'s)?\\s+(?:${audienceNouns.join('|')})\\b`, 'i').test(text)
    );
  });
  if (ownClassAudience.test(text) && !found.some((c) => c.id === context.classId)) {
    found.push({ id: context.classId, name: context.className });
  }
  return found;
}

/** Removes "for Nursery A parents" / "to everyone" from the end of the message. */
function withoutAudience(message: string, classNames: readonly string[]): string {
  const names = [
    ...classNames.map(escape),
    'my class',
    'our class',
    'this class',
    'everyone',
    'all parents',
    'the whole school',
  ];
  const trailing = new RegExp(
    `[,;]?\\s*\\b(?:only\\s+)?(?:for|to)\\s+(?:the\\s+)?(?:parents\\s+of\\s+)?(?:${names.join('|')})(?:\\s+(?:${audienceNouns.join('|')}))?\\s*[.!]?$`,
    'i',
  );
  return message.replace(trailing, '');
}

function readMessage(text: string): { message: string; requestPart: string } {
  for (const start of announcementMessageStarts) {
    const match = start.pattern.exec(text);
    if (match?.[1]) {
      return {
        message: (start.prefix ?? '') + match[1],
        requestPart: text.slice(0, match.index + match[0].length - match[1].length),
      };
    }
  }
  return { message: text, requestPart: '' };
}

const asSentence = (text: string) => {
  const trimmed = text.trim().replace(/[\s,;:–-]+$/, '');
  if (!trimmed) return '';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

function titleOf(text: string, message: string): string {
  const quoted = /\b(?:titled|called|title)\s*:?\s*["“']([^"”']+)["”']/i.exec(text);
  if (quoted?.[1]) return quoted[1].trim();
  const fromTable = announcementTitles.find((row) => row.pattern.test(message))?.title;
  if (fromTable) return fromTable;
  const words = message
    .replace(/^Reminder:\s*/, '')
    .replace(/[.!?,;:]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Announcement';
}

/** The message, title and delivery of an English announcement. */
function readEnglishAnnouncement(text: string, context: ClassroomContext, classNames: readonly string[]) {
  const { message: rawMessage, requestPart } = readMessage(text);
  const delivery = readDelivery(text, requestPart, context);
  const message = asSentence(
    withoutAudience(
      rawMessage.replace(whenClause, '').replace(draftClause, '').replace(sendNowClause, '').trim(),
      classNames,
    ),
  );
  return { message, title: message ? titleOf(text, message) : '', delivery };
}

export function answerAnnouncement(reading: Reading, context: ClassroomContext): DraftAnswer {
  const text = reading.text.trim();
  const replies = repliesIn(context.language);
  const classes = namedClasses(text, context);
  if (writtenInRtlScript(text) && rtlOwnClassAudience.test(plainArabic(text))) {
    if (!classes.some((c) => c.id === context.classId)) {
      classes.push({ id: context.classId, name: context.className });
    }
  }
  const classNames = classes.map((c) => c.name);
  const { message, title, delivery } = writtenInRtlScript(text)
    ? readRtlAnnouncement(text, context, classNames)
    : readEnglishAnnouncement(text, context, classNames);
  if (!message) {
    return { agent: 'announcement', text: replies.whatShouldAnnouncementSay, toolCalls: [] };
  }
  const audience = classes.length > 0 ? replies.listNames(classNames) : replies.everyone;
  const how = delivery.isDraft
    ? replies.keptAsDraft
    : delivery.isScheduled
      ? replies.scheduledFor(delivery.date, delivery.time)
      : replies.sentNow;
  return {
    agent: 'announcement',
    text: replies.announcementDrafted(title, audience, how),
    toolCalls: [
      {
        name: 'announcement',
        args: {
          announcements: [
            {
              title,
              summary: message,
              share_with: classes.length > 0 ? 'Classes' : 'Everyone',
              date: delivery.date,
              time: delivery.time,
              schedule_later: delivery.isScheduled,
              classes_ids: classes.map((c) => c.id),
              save_as_draft: delivery.isDraft,
            },
          ],
        },
      },
    ],
  };
}
