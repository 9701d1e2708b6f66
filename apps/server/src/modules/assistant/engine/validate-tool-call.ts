import {
  CarelogToolEntrySchema,
  IsoDateSchema,
  ActivityBlockInputSchema,
  ACTIVITY_MAX_MINUTES,
  ACTIVITY_MIN_MINUTES,
  ageBandOfRange,
  classFramework,
  frameworkCompetency,
  UNIT_MAX_DAYS,
  UNIT_MIN_DAYS,
  AgeBandSchema,
  type CurriculumFrameworkKey,
  assistantToolNames,
  storyParts,
  assistantToolSchemas,
  curriculumFrameworks,
  HPC_NARRATIVE_TEXT_MAX,
  MAX_PROGRESS_SENTENCES,
  MIN_ID_LENGTH,
  StoredDateSchema,
  TimeOfDaySchema,
  toolAttendanceStatuses,
  toolDefaults,
  toolShareWithOptions,
  type AssistantToolCall,
  type AssistantToolName,
  type StoryPart,
} from '@cue/contracts';
import type { ClassroomContext } from './engine.js';

/**
 * The last gate before a tool result leaves the server, whichever engine produced it (a model may
 * invent ids, drop fields or name another class): ids must be roster ids of this class (or, for
 * announcements, classes the teacher may address), missing fields get the spec's defaults
 * (section 5), and the result must parse with its contract schema.
 */

export interface ProposedToolCall {
  id: string;
  name: string;
  args: unknown;
}

export type ToolCallValidation =
  | { ok: true; call: AssistantToolCall; droppedIds: string[] }
  | { ok: false; reason: string; droppedIds: string[] };

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** DD-MM-YYYY as it is, YYYY-MM-DD (a model's habit) turned round, anything else today. */
export function normalizeToolDate(value: unknown, today: string): string {
  const text = asText(value);
  if (StoredDateSchema.safeParse(text).success) return text;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) {
    const stored = `${iso[3]}-${iso[2]}-${iso[1]}`;
    if (StoredDateSchema.safeParse(stored).success) return stored;
  }
  return today;
}

/** 'hh:mm A', accepting '8:05 am' or '8 PM'; anything else is now. */
export function normalizeToolTime(value: unknown, now: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(asText(value));
  if (!match) return now;
  const time = `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'} ${match[3]!.toUpperCase()}M`;
  return TimeOfDaySchema.safeParse(time).success ? time : now;
}

/** Keeps entries whose id passes `isKnown`; remembers the rest so the caller can log them. */
function keepKnown<T>(
  entries: T[],
  idOf: (entry: T) => string,
  isKnown: (id: string) => boolean,
  dropped: string[],
) {
  const kept: T[] = [];
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const id = idOf(entry);
    if (id.length < MIN_ID_LENGTH || !isKnown(id)) {
      dropped.push(id);
      continue;
    }
    // A child named twice keeps the later answer (a teacher correcting herself), in the first place.
    const at = seen.get(id);
    if (at === undefined) {
      seen.set(id, kept.length);
      kept.push(entry);
    } else kept[at] = entry;
  }
  return kept;
}

type Normalizer = (args: Fields, context: ClassroomContext, dropped: string[]) => Fields | string;

const normalizers: Record<AssistantToolName, Normalizer> = {
  attendance(args, context, dropped) {
    const rosterIds = new Set(context.students.map((s) => s.id));
    const rows = keepKnown(
      asList(args.student_attendance_list).map((row) => {
        const fields = asFields(row);
        const status = asText(fields.attendance_status);
        const known = toolAttendanceStatuses.find((s) => s.toLowerCase() === status.toLowerCase());
        return {
          student_id: asText(fields.student_id),
          attendance_status: known ?? toolDefaults.attendanceStatus,
        };
      }),
      (row) => row.student_id,
      (id) => rosterIds.has(id),
      dropped,
    );
    if (rows.length === 0) return 'The register names no child of this class.';
    return {
      date: normalizeToolDate(args.date, context.today),
      student_attendance_list: rows,
      is_saved: false,
    };
  },

  observation(args, context, dropped) {
    const rosterIds = new Set(context.students.map((s) => s.id));
    const framework = frameworkOf(context, context.classId);
    const entries = keepKnown(
      asList(args.observation_entries).map((entry) => {
        const fields = asFields(entry);
        // Suggested competencies: only codes of the class's framework (none without one).
        const competencies = framework ? knownCodes(framework, fields.competencies) : [];
        return {
          student_id: asText(fields.student_id),
          date: normalizeToolDate(fields.date, context.today),
          title: asText(fields.title) || toolDefaults.observationTitle,
          general_note: asText(fields.general_note),
          type_of_anecdote: 'general' as const,
          ...(competencies.length > 0 && { competencies }),
        };
      }),
      (entry) => entry.student_id,
      (id) => rosterIds.has(id),
      dropped,
    ).filter((entry) => entry.general_note.length > 0);
    if (entries.length === 0) return 'The observation names no child of this class, or says nothing.';
    return { observation_entries: entries, is_saved: false };
  },

  announcement(args, context, dropped) {
    const classIds = new Set(context.classes.map((c) => c.id));
    const announcements = asList(args.announcements).flatMap((item) => {
      const fields = asFields(item);
      const summary = asText(fields.summary);
      const requested = asList(fields.classes_ids).map(asText);
      const classesIds = requested.filter((id) => id.length >= MIN_ID_LENGTH && classIds.has(id));
      dropped.push(...requested.filter((id) => !classesIds.includes(id)));
      const said = toolShareWithOptions.find(
        (o) => o.toLowerCase() === asText(fields.share_with).toLowerCase(),
      );
      const shareWith = said ?? (requested.length > 0 ? 'Classes' : toolDefaults.shareWith);
      // Never widen an audience: classes we had to remove do not turn into 'Everyone'.
      if (shareWith === 'Classes' && classesIds.length === 0) return [];
      const title = asText(fields.title) || toolDefaults.announcementTitle;
      if (!summary && !asText(fields.title)) return [];
      return [
        {
          title,
          summary,
          share_with: shareWith,
          date: normalizeToolDate(fields.date, context.today),
          time: normalizeToolTime(fields.time, context.time),
          schedule_later: fields.schedule_later === true,
          classes_ids: shareWith === 'Classes' ? [...new Set(classesIds)] : [],
          save_as_draft: fields.save_as_draft === true,
        },
      ];
    });
    if (announcements.length === 0)
      return 'The announcement has no message or no audience the teacher may reach.';
    return { announcements };
  },

  mentioned_students(args, context, dropped) {
    const rosterIds = new Set(context.students.map((s) => s.id));
    const students = keepKnown(
      asList(args.students).map((student) => {
        const fields = asFields(student);
        return { id: asText(fields.id), name: asText(fields.name) || toolDefaults.studentName };
      }),
      (student) => student.id,
      (id) => rosterIds.has(id),
      dropped,
    );
    if (students.length === 0) return 'The answer mentions no child of this class.';
    return { students };
  },

  carelog(args, context, dropped) {
    if (context.modulesOff?.includes('daycare')) return careLogOff;
    const roster = new Map(context.students.map((s) => [s.id, s]));
    // A child may have many events a day (lunch and a nap): rows are never merged, only checked.
    const entries = asList(args.care_entries).flatMap((entry) => {
      const fields = asFields(entry);
      const child = roster.get(asText(fields.student_id));
      if (!child) {
        dropped.push(asText(fields.student_id));
        return [];
      }
      // The name always comes from the roster, never from a model's spelling.
      const row = CarelogToolEntrySchema.safeParse({
        ...fields,
        time: normalizeCareTime(fields.time),
        student_name: `${child.firstName} ${child.lastName}`.trim(),
      });
      return row.success ? [row.data] : [];
    });
    if (entries.length === 0) return 'The care log names no child of this class, or no event it can record.';
    return { date: normalizeToolDate(args.date, context.today), care_entries: entries, is_saved: false };
  },

  journal_post(args, context, dropped) {
    if (context.modulesOff?.includes('journal')) return journalOff;
    const classId = asText(args.class_id);
    if (!context.classes.some((c) => c.id === classId)) {
      dropped.push(classId);
      return 'The journal post is for a class the teacher may not post to.';
    }
    const text = asText(args.text);
    if (!text) return 'The journal post says nothing.';
    return { class_id: classId, text, is_saved: false };
  },

  story(args, context, dropped) {
    if (context.modulesOff?.includes('story')) return storiesOff;
    const classId = asText(args.class_id);
    if (!context.classes.some((c) => c.id === classId)) {
      dropped.push(classId);
      return 'The story is for a class the teacher may not write about.';
    }
    const roster = new Map(context.students.map((s) => [s.id, s]));
    const students = keepKnown(
      asList(args.students).map((student) => asText(asFields(student).id)),
      (id) => id,
      (id) => roster.has(id),
      dropped,
    ).map((id) => {
      const child = roster.get(id)!;
      // The name always comes from the roster, never from a model's spelling.
      return { id, name: `${child.firstName} ${child.lastName}`.trim() };
    });
    const wholeClass = args.whole_class === true && students.length === 0;
    if (!wholeClass && students.length === 0) return 'The story names no child of this class.';
    // Only observations and photos gathered for this answer may be cited: a model's guess is not.
    const gathered = context.storyMaterial?.gathered;
    const citable = (ids: unknown, known: ReadonlySet<string> | undefined) => {
      const listed = [...new Set(asList(ids).map(asText))];
      dropped.push(...listed.filter((id) => !known?.has(id)));
      return listed.filter((id) => known?.has(id));
    };
    const paragraphs = asList(args.paragraphs)
      .map((paragraph) => {
        const fields = asFields(paragraph);
        const part = storyParts.find((p) => p === asText(fields.part)) ?? 'story';
        return {
          part,
          text: asText(fields.text),
          observation_ids: citable(fields.observation_ids, gathered?.observationIds),
        };
      })
      .filter((paragraph) => paragraph.text.length > 0)
      // The story part first, then the learning, then what next, each in its own order.
      .sort((a, b) => partOrder(a.part) - partOrder(b.part));
    if (paragraphs.length === 0) return 'The story says nothing.';
    const cited = paragraphs.flatMap((paragraph) => paragraph.observation_ids);
    const today = isoOf(context.today);
    const period = asFields(args.period);
    const from = isoDateOr(period.from, today);
    const to = isoDateOr(period.to, today);
    return {
      class_id: classId,
      title: asText(args.title) || 'Learning story',
      story_date: isoDateOr(args.story_date, from),
      period: from <= to ? { from, to } : { from: to, to: from },
      whole_class: wholeClass,
      students: wholeClass ? [] : students,
      paragraphs,
      observation_ids: [...new Set([...citable(args.observation_ids, gathered?.observationIds), ...cited])],
      media_ids: citable(args.media_ids, gathered?.mediaIds),
      is_saved: false,
    };
  },

  unit: (args, context) => normalizeUnit(args, context),
  progress_comments: (args, context, dropped) => normalizeProgressComments(args, context, dropped),
};

/**
 * A progress comments card (issue 17): for this class, its current cycle and one child of its
 * roster, as gathered for this answer (a model's cycle, name or class is replaced or refused).
 * Every domain of the class's framework once, in its order (a domain the framework lacks is
 * dropped). A sentence may cite only the observations and stories gathered for that very child:
 * any other id is dropped, so no other child's and no other cycle's record is ever cited.
 */
function normalizeProgressComments(
  args: Fields,
  context: ClassroomContext,
  dropped: string[],
): Fields | string {
  if (context.modulesOff?.includes('hpc')) return progressCardOff;
  const classId = asText(args.class_id);
  if (classId !== context.classId) {
    dropped.push(classId);
    return 'The progress comments are for another class than this one.';
  }
  const gathered = context.assessmentMaterial?.gathered;
  const cycle = gathered?.cycle;
  if (!gathered || !cycle) return 'No assessment cycle was gathered for these progress comments.';
  const framework = frameworkOf(context, classId);
  if (!framework) return 'The class has no curriculum framework, so its progress card has no domains.';
  const studentId = asText(asFields(args.student).id);
  const child = context.students.find((s) => s.id === studentId);
  if (!child) {
    dropped.push(studentId);
    return 'The progress comments name no child of this class.';
  }
  const citable = (ids: unknown, known: ReadonlyMap<string, string>) => {
    const listed = [...new Set(asList(ids).map(asText))];
    dropped.push(...listed.filter((id) => known.get(id) !== studentId));
    return listed.filter((id) => known.get(id) === studentId);
  };
  const sentences = (value: unknown) =>
    asList(value)
      .map((item) => {
        const fields = asFields(item);
        return {
          text: asText(fields.text),
          observation_ids: citable(fields.observation_ids, gathered.observations),
          story_ids: citable(fields.story_ids, gathered.stories),
        };
      })
      .filter((sentence) => sentence.text.length > 0)
      .slice(0, MAX_PROGRESS_SENTENCES)
      // A progress card keeps a domain's part as one text of at most HPC_NARRATIVE_TEXT_MAX
      // characters: sentences that would not fit are left out, so the card always saves.
      .filter(fitsNarrative());
  const said = new Map<string, Fields>();
  for (const item of asList(args.domains)) {
    const fields = asFields(item);
    const code = asText(fields.domain);
    if (!said.has(code)) said.set(code, fields);
  }
  const domains = curriculumFrameworks[framework].domains.map((domain) => {
    const fields = said.get(domain.code) ?? {};
    return {
      domain: domain.code,
      title: domain.title,
      strengths: sentences(fields.strengths),
      next_steps: sentences(fields.next_steps),
    };
  });
  const all = domains.flatMap((d) => [...d.strengths, ...d.next_steps]);
  if (all.length === 0) return 'The progress comments say nothing.';
  return {
    class_id: classId,
    cycle: { id: cycle.id, name: cycle.name, from: cycle.from, to: cycle.to },
    // The name always comes from the roster, never from a model's spelling.
    student: { id: child.id, name: `${child.firstName} ${child.lastName}`.trim() },
    framework,
    domains,
    observation_ids: [...new Set(all.flatMap((sentence) => sentence.observation_ids))],
    is_saved: false,
  };
}

export const progressCardOff = 'The progress card is switched off for this school.';

/** Keeps sentences while, joined with spaces, they fit one narrative text of the progress card. */
function fitsNarrative() {
  let length = -1;
  return (sentence: { text: string }) => {
    if (length + 1 + sentence.text.length > HPC_NARRATIVE_TEXT_MAX) return false;
    length += 1 + sentence.text.length;
    return true;
  };
}

/**
 * A unit card (issue 16): for a class the teacher may address, against that class's framework
 * (a model's other framework is replaced by it), with the framework's competency codes only (a
 * code the framework lacks is dropped, everywhere it appears), activity minutes within bounds.
 * Refused when nothing of a unit is left: no activity, or no competency of the framework.
 */
function normalizeUnit(args: Fields, context: ClassroomContext): Fields | string {
  const classId = asText(args.class_id);
  const schoolClass = context.classes.find((c) => c.id === classId);
  if (!schoolClass) return 'The unit is for a class the teacher may not plan for.';
  const classKey = classFramework(schoolClass.framework ?? null);
  const said = classFramework(asText(args.framework));
  const framework = classKey ?? said;
  if (!framework) return "The unit names no curriculum framework the class's plans could use.";
  const band = AgeBandSchema.safeParse(asText(args.age_band));
  const ageBand = band.success ? band.data : ageBandOfRange(schoolClass.ageRange ?? '');
  if (!ageBand) return 'The unit names no age band.';
  const activities = asList(args.activities).flatMap((activity) => {
    const fields = asFields(activity);
    const minutes = Math.round(Number(fields.minutes));
    const row = ActivityBlockInputSchema.safeParse({
      ...fields,
      id: undefined,
      minutes: Number.isFinite(minutes)
        ? Math.min(Math.max(minutes, ACTIVITY_MIN_MINUTES), ACTIVITY_MAX_MINUTES)
        : fields.minutes,
      competencies: knownCodes(framework, fields.competencies),
    });
    return row.success ? [row.data] : [];
  });
  if (activities.length === 0) return 'The unit has no activity it can hold.';
  const competencies = knownCodes(framework, args.competencies);
  if (competencies.length === 0) return "The unit names no competency of the class's curriculum framework.";
  const days = Math.round(Number(args.duration_days));
  const title = asText(args.title);
  const theme = asText(args.theme) || title;
  return {
    ...args,
    class_id: classId,
    title: title || theme || 'Unit',
    theme: theme || 'Unit',
    framework,
    age_band: ageBand,
    duration_days: Number.isFinite(days) ? Math.min(Math.max(days, UNIT_MIN_DAYS), UNIT_MAX_DAYS) : 5,
    competencies,
    activities,
    assessment: asList(args.assessment).filter(
      (row) => knownCodes(framework, [asFields(row).competency_code]).length > 0,
    ),
    resource_ids: [],
    is_saved: false,
  };
}

/** The framework of a class the teacher may address (null: none, or not such a class). */
function frameworkOf(context: ClassroomContext, classId: string): CurriculumFrameworkKey | null {
  return classFramework(context.classes.find((c) => c.id === classId)?.framework ?? null);
}

/** The codes of a list that are competencies of the framework, once each, in order. */
function knownCodes(framework: CurriculumFrameworkKey, codes: unknown): string[] {
  return [...new Set(asList(codes).map(asText))].filter((code) => frameworkCompetency(framework, code));
}

export const storiesOff = 'Learning stories are switched off for this school.';

const partOrder = (part: StoryPart) => storyParts.indexOf(part);
/** DD-MM-YYYY (the context's today) as YYYY-MM-DD. */
const isoOf = (stored: string) => stored.split('-').reverse().join('-');
/** YYYY-MM-DD as it is, DD-MM-YYYY turned round, anything else the fallback. */
function isoDateOr(value: unknown, fallback: string): string {
  const text = asText(value);
  if (IsoDateSchema.safeParse(text).success) return text;
  const turned = isoOf(text);
  return IsoDateSchema.safeParse(turned).success ? turned : fallback;
}

export const careLogOff = 'The care log is switched off for this school.';
export const journalOff = 'The journal is switched off for this school.';

/** 'HH:MM' (24-hour) as the care log stores it, from that or a model's '1:45 PM'. */
export function normalizeCareTime(value: unknown): unknown {
  const match = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(asText(value));
  if (!match) return value;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

const isToolName = (name: string): name is AssistantToolName =>
  (assistantToolNames as readonly string[]).includes(name);

/** Validates one tool call against its contract schema and the class roster. */
export function validateToolCall(call: ProposedToolCall, context: ClassroomContext): ToolCallValidation {
  const droppedIds: string[] = [];
  if (!isToolName(call.name)) return { ok: false, reason: `Unknown tool '${call.name}'.`, droppedIds };
  const normalized = normalizers[call.name](asFields(call.args), context, droppedIds);
  if (typeof normalized === 'string') return { ok: false, reason: normalized, droppedIds };
  const parsed = assistantToolSchemas[call.name].safeParse(normalized);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `Invalid ${call.name} arguments: ${issue?.path.join('.')} ${issue?.message}`,
      droppedIds,
    };
  }
  return {
    ok: true,
    call: { id: call.id, name: call.name, args: parsed.data } as AssistantToolCall,
    droppedIds,
  };
}
