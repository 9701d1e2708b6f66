import {
  MIN_ID_LENGTH,
  attendanceStatuses,
  careKinds,
  type CareKind,
  type CareMood,
  type MealAmount,
  type MealName,
  type NappyState,
  toolDefaults,
  type AssistantToolName,
  type AttendanceStatus,
  type MediaFile,
  type StoryPart,
  storyParts,
  activityTypes,
  type ActivityType,
} from '@cue/contracts';

/*
 * What a tool card shows, read from a tool call's arguments: complete ones of a final message, or
 * the partial ones parsed while they stream. Spec section 5 rules apply to both: a student id
 * shorter than 24 characters is ignored (while it streams it is not finished yet), a missing date
 * is today, a missing status is NA, a missing title 'Observation', name 'Student', share_with
 * 'Everyone'. Anything of the wrong type counts as missing.
 */

export interface AttendanceCardData {
  /** DD-MM-YYYY */
  date: string;
  marks: { student_id: string; attendance_status: AttendanceStatus }[];
}

export interface ObservationCardEntry {
  student_id: string;
  /** DD-MM-YYYY (or whatever date text arrived) */
  date: string;
  title: string;
  general_note: string;
  /** Issue 16: competency codes Cue suggested from the note (the teacher may remove them). */
  competencies?: string[];
  /**
   * Files the teacher attached to this child's entry in edit mode (web only: Cue's output never
   * fills it), sent as the entry's media_ids.
   */
  attachments?: MediaFile[];
}
export interface ObservationCardData {
  entries: ObservationCardEntry[];
}

export interface AnnouncementCardItem {
  title: string;
  summary: string;
  share_with: 'Everyone' | 'Classes';
  /** DD-MM-YYYY */
  date: string;
  /** hh:mm A */
  time: string;
  schedule_later: boolean;
  classes_ids: string[];
  save_as_draft: boolean;
  /**
   * Files the teacher attached in edit mode (web only: Cue's output never fills it), sent as
   * announcement_media. Left out (undefined) when the teacher never touched them, so an update
   * keeps what the saved announcement carries; an empty list removes them.
   */
  attachments?: MediaFile[];
}
export interface AnnouncementCardData {
  announcements: AnnouncementCardItem[];
}

export interface MentionedStudentsData {
  students: { id: string; name: string }[];
}

/**
 * A care log card's row: one event for one child. While it streams, a row may miss its kind's
 * fields; a final one has them all (the contract's CarelogToolEntry).
 */
export interface CarelogCardRow {
  student_id: string;
  student_name?: string;
  kind: CareKind;
  /** 'HH:MM' (a nap: when it started) */
  time: string;
  end_time?: string | null;
  meal?: MealName;
  amount?: MealAmount;
  drink?: string;
  amount_ml?: number;
  nappy?: NappyState;
  mood?: CareMood;
  temperature_c?: number;
  note?: string;
}
export interface CarelogCardData {
  /** DD-MM-YYYY */
  date: string;
  entries: CarelogCardRow[];
}

export interface JournalPostCardData {
  class_id: string;
  text: string;
}

/** A paragraph of Cue's story draft and the observations it comes from. */
export interface StoryCardParagraph {
  part: StoryPart;
  text: string;
  observation_ids: string[];
}

export interface StoryCardData {
  class_id: string;
  title: string;
  /** YYYY-MM-DD */
  story_date: string;
  period: { from: string; to: string } | null;
  whole_class: boolean;
  students: { id: string; name: string }[];
  paragraphs: StoryCardParagraph[];
  observation_ids: string[];
  media_ids: string[];
}

export type ToolCardData =
  | { name: 'attendance'; data: AttendanceCardData }
  | { name: 'observation'; data: ObservationCardData }
  | { name: 'announcement'; data: AnnouncementCardData }
  | { name: 'mentioned_students'; data: MentionedStudentsData }
  | { name: 'carelog'; data: CarelogCardData }
  | { name: 'journal_post'; data: JournalPostCardData }
  | { name: 'story'; data: StoryCardData }
  | { name: 'unit'; data: UnitCardData }
  | { name: 'progress_comments'; data: ProgressCommentsCardData };

/** A sentence of Cue's progress comments and the records it comes from (none: a question). */
export interface ProgressCardSentence {
  text: string;
  observation_ids: string[];
  story_ids: string[];
}

/** One domain of the progress comments card; `edited` once the teacher has written in it. */
export interface ProgressCardDomain {
  domain: string;
  title: string;
  strengths: ProgressCardSentence[];
  next_steps: ProgressCardSentence[];
  /** The teacher's own words for the domain (web only: Cue's output never fills it). */
  edited?: { strengths: string; next_steps: string };
}

/** Issue 17: Cue's draft progress card comments for one child and the class's current cycle. */
export interface ProgressCommentsCardData {
  class_id: string;
  /** Dates YYYY-MM-DD; null while it streams. */
  cycle: { id: string; name: string; from: string; to: string } | null;
  student: { id: string; name: string } | null;
  framework: string;
  domains: ProgressCardDomain[];
  observation_ids: string[];
}

/** An activity of Cue's unit draft; the rest of the block's fields travel as they came. */
export interface UnitCardActivity {
  type: ActivityType;
  title: string;
  minutes: number;
  /** The block's other fields (description, materials, grouping…), kept for Save. */
  rest: Record<string, unknown>;
}

/**
 * Cue's unit draft (issue 16): a unit of the library's contract for a class. The card edits the
 * title, days, theme, activities (title, minutes) and competencies; the other fields (outcomes,
 * differentiation, assessment, home link) are kept as they came and saved with it.
 */
export interface UnitCardData {
  class_id: string;
  title: string;
  theme: string;
  framework: string;
  age_band: string;
  duration_days: number;
  competencies: string[];
  activities: UnitCardActivity[];
  /** Every other field of the unit, as Cue wrote it. */
  rest: Record<string, unknown>;
}

/** The teacher's today and time now, for the spec's defaults. */
export interface ToolDefaultsContext {
  /** DD-MM-YYYY */
  today: string;
  /** hh:mm A */
  now: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const recordsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** Spec section 5: an id counts only from 24 characters on. */
export const isUsableId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= MIN_ID_LENGTH;

const isAttendanceStatus = (value: unknown): value is AttendanceStatus =>
  typeof value === 'string' && (attendanceStatuses as readonly string[]).includes(value);

export function readAttendanceArgs(args: unknown, context: ToolDefaultsContext): AttendanceCardData {
  const source = isRecord(args) ? args : {};
  return {
    date: textOr(source.date, context.today),
    marks: recordsOf(source.student_attendance_list)
      .filter((row) => isUsableId(row.student_id))
      .map((row) => ({
        student_id: row.student_id as string,
        attendance_status: isAttendanceStatus(row.attendance_status)
          ? row.attendance_status
          : (toolDefaults.attendanceStatus as AttendanceStatus),
      })),
  };
}

export function readObservationArgs(args: unknown, context: ToolDefaultsContext): ObservationCardData {
  const source = isRecord(args) ? args : {};
  return {
    entries: recordsOf(source.observation_entries)
      .filter((entry) => isUsableId(entry.student_id))
      .map((entry) => ({
        student_id: entry.student_id as string,
        date: textOr(entry.date, context.today),
        title: textOr(entry.title, toolDefaults.observationTitle),
        general_note: typeof entry.general_note === 'string' ? entry.general_note : '',
        ...(Array.isArray(entry.competencies) && {
          competencies: entry.competencies.filter((code): code is string => typeof code === 'string'),
        }),
      })),
  };
}

export function readAnnouncementArgs(args: unknown, context: ToolDefaultsContext): AnnouncementCardData {
  const source = isRecord(args) ? args : {};
  return {
    announcements: recordsOf(source.announcements).map((item) => ({
      title: textOr(item.title, toolDefaults.announcementTitle),
      summary: typeof item.summary === 'string' ? item.summary : '',
      share_with: item.share_with === 'Classes' ? 'Classes' : toolDefaults.shareWith,
      date: textOr(item.date, context.today),
      time: textOr(item.time, context.now),
      schedule_later: item.schedule_later === true,
      classes_ids: Array.isArray(item.classes_ids) ? item.classes_ids.filter(isUsableId) : [],
      save_as_draft: item.save_as_draft === true,
    })),
  };
}

export function readMentionedStudents(args: unknown): MentionedStudentsData {
  const source = isRecord(args) ? args : {};
  return {
    students: recordsOf(source.students)
      .filter((student) => isUsableId(student.id))
      .map((student) => ({
        id: student.id as string,
        name: textOr(student.name, toolDefaults.studentName),
      })),
  };
}

const isCareKind = (value: unknown): value is CareKind =>
  typeof value === 'string' && (careKinds as readonly string[]).includes(value);

export function readCarelogArgs(args: unknown, context: ToolDefaultsContext): CarelogCardData {
  const source = isRecord(args) ? args : {};
  return {
    date: textOr(source.date, context.today),
    entries: recordsOf(source.care_entries)
      .filter((row) => isUsableId(row.student_id) && isCareKind(row.kind))
      .map((row) => ({ ...row, time: textOr(row.time, '') }) as CarelogCardRow),
  };
}

export function readJournalPostArgs(args: unknown): JournalPostCardData {
  const source = isRecord(args) ? args : {};
  return {
    class_id: isUsableId(source.class_id) ? source.class_id : '',
    text: typeof source.text === 'string' ? source.text : '',
  };
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isUsableId) : []);

/** Cue's story draft; while it streams, paragraphs show as they arrive (a part not yet known: 'story'). */
export function readStoryArgs(args: unknown): StoryCardData {
  const source = isRecord(args) ? args : {};
  const period = isRecord(source.period) ? source.period : null;
  return {
    class_id: isUsableId(source.class_id) ? source.class_id : '',
    title: typeof source.title === 'string' ? source.title : '',
    story_date: typeof source.story_date === 'string' ? source.story_date : '',
    period:
      period && typeof period.from === 'string' && typeof period.to === 'string'
        ? { from: period.from, to: period.to }
        : null,
    whole_class: source.whole_class === true,
    students: recordsOf(source.students)
      .filter((student) => isUsableId(student.id) && typeof student.name === 'string')
      .map((student) => ({ id: student.id as string, name: student.name as string })),
    paragraphs: recordsOf(source.paragraphs)
      .filter((paragraph) => typeof paragraph.text === 'string')
      .map((paragraph) => ({
        part: storyParts.includes(paragraph.part as StoryPart) ? (paragraph.part as StoryPart) : 'story',
        text: paragraph.text as string,
        observation_ids: idsOf(paragraph.observation_ids),
      })),
    observation_ids: idsOf(source.observation_ids),
    media_ids: idsOf(source.media_ids),
  };
}

const unitFields = [
  'class_id',
  'title',
  'theme',
  'framework',
  'age_band',
  'duration_days',
  'competencies',
  'activities',
  'is_saved',
];

/** Cue's unit draft; while it streams, activities show as they arrive (a type not yet known: 'other'). */
export function readUnitArgs(args: unknown): UnitCardData {
  const source = isRecord(args) ? args : {};
  const rest = Object.fromEntries(Object.entries(source).filter(([key]) => !unitFields.includes(key)));
  return {
    class_id: isUsableId(source.class_id) ? source.class_id : '',
    title: typeof source.title === 'string' ? source.title : '',
    theme: typeof source.theme === 'string' ? source.theme : '',
    framework: typeof source.framework === 'string' ? source.framework : '',
    age_band: typeof source.age_band === 'string' ? source.age_band : '',
    duration_days: typeof source.duration_days === 'number' ? source.duration_days : 0,
    competencies: Array.isArray(source.competencies)
      ? source.competencies.filter((code): code is string => typeof code === 'string')
      : [],
    activities: recordsOf(source.activities)
      .filter((activity) => typeof activity.title === 'string')
      .map(({ type, title, minutes, ...other }) => ({
        type: (activityTypes as readonly string[]).includes(type as string)
          ? (type as ActivityType)
          : 'other',
        title: title as string,
        minutes: typeof minutes === 'number' ? minutes : 0,
        rest: other,
      })),
    rest,
  };
}

const sentencesOf = (value: unknown): ProgressCardSentence[] =>
  recordsOf(value)
    .filter((sentence) => typeof sentence.text === 'string')
    .map((sentence) => ({
      text: sentence.text as string,
      observation_ids: idsOf(sentence.observation_ids),
      story_ids: idsOf(sentence.story_ids),
    }));

/** Cue's progress comments; while they stream, domains and sentences show as they arrive. */
export function readProgressCommentsArgs(args: unknown): ProgressCommentsCardData {
  const source = isRecord(args) ? args : {};
  const cycle = isRecord(source.cycle) ? source.cycle : null;
  const student = isRecord(source.student) ? source.student : null;
  return {
    class_id: isUsableId(source.class_id) ? source.class_id : '',
    cycle:
      cycle &&
      isUsableId(cycle.id) &&
      typeof cycle.name === 'string' &&
      typeof cycle.from === 'string' &&
      typeof cycle.to === 'string'
        ? { id: cycle.id, name: cycle.name, from: cycle.from, to: cycle.to }
        : null,
    student:
      student && isUsableId(student.id) && typeof student.name === 'string'
        ? { id: student.id, name: student.name }
        : null,
    framework: typeof source.framework === 'string' ? source.framework : '',
    domains: recordsOf(source.domains)
      .filter((domain) => typeof domain.domain === 'string')
      .map((domain) => ({
        domain: domain.domain as string,
        title: typeof domain.title === 'string' ? domain.title : (domain.domain as string),
        strengths: sentencesOf(domain.strengths),
        next_steps: sentencesOf(domain.next_steps),
      })),
    observation_ids: idsOf(source.observation_ids),
  };
}

/** A card's data by tool name; null for a tool this screen does not know. */
export function readToolArgs(
  name: string | undefined,
  args: unknown,
  context: ToolDefaultsContext,
): ToolCardData | null {
  switch (name as AssistantToolName | undefined) {
    case 'attendance':
      return { name: 'attendance', data: readAttendanceArgs(args, context) };
    case 'observation':
      return { name: 'observation', data: readObservationArgs(args, context) };
    case 'announcement':
      return { name: 'announcement', data: readAnnouncementArgs(args, context) };
    case 'mentioned_students':
      return { name: 'mentioned_students', data: readMentionedStudents(args) };
    case 'carelog':
      return { name: 'carelog', data: readCarelogArgs(args, context) };
    case 'journal_post':
      return { name: 'journal_post', data: readJournalPostArgs(args) };
    case 'story':
      return { name: 'story', data: readStoryArgs(args) };
    case 'unit':
      return { name: 'unit', data: readUnitArgs(args) };
    case 'progress_comments':
      return { name: 'progress_comments', data: readProgressCommentsArgs(args) };
    default:
      return null;
  }
}
