import {
  CUE_UNDO_WINDOW_MS,
  CueCommandPayloadSchema,
  cueCommandEvents,
  cueResultCodes,
  storedToIsoDate,
  storyInputFromCard,
  unitInputFromCard,
  type AnnouncementStatus,
  type AssistantToolCall,
  type CueCommandSummary,
  type CueResultCode,
} from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import { clipModelText } from './engine/model-text.js';
import type { Clock } from '../../lib/clock.js';
import type { AnnouncementsService } from '../announcements/announcements.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { Actor } from '../auth/session.service.js';
import type { CareLogService } from '../carelog/carelog.service.js';
import type { JournalService } from '../journal/journal.service.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { RequestKey } from '../request-receipts/request-key.js';
import { assertSameUser, assertStaff, type AssistantService } from './assistant.service.js';
import { parseOrThrow } from './parse-payload.js';
import {
  announcementSummary,
  attendanceSummary,
  careLogSummary,
  journalPostSummary,
  observationSummary,
  storySummary,
} from './command-summary.js';
import type { UnitWriter } from './unit-writer.js';
import { readLessonPeriod } from './engine/offline/lesson-analysis-agent.js';
import type { ClassroomContext } from './engine/engine.js';
import type { StoryWriter } from './story-writer.js';
import { EngineRunError } from './run-engine.js';
import { taskStages, type TaskLog } from './task-log.js';

export interface CueCommandServiceDeps {
  assistant: AssistantService;
  attendance: AttendanceService;
  announcements: AnnouncementsService;
  observations: ObservationsService;
  careLog: CareLogService;
  journal: JournalService;
  /** Issue 15: a story command saves a draft learning story. */
  stories: StoryWriter;
  /** Issue 16: a unit command saves into the organization's unit library. */
  units?: UnitWriter;
  taskLog: TaskLog;
  clock: Clock;
}

export const cueCommandMessages = {
  notUnderstood:
    'Cue could not turn that into attendance, an observation, an announcement, a care log entry, a journal post, a learning story, a unit or a lesson analysis.',
  unitsUnavailable: 'The unit library is not available yet, so the unit was not saved.',
  evidenceInChat: 'Evidence questions are answered in Chat with Cue; nothing was saved.',
  progressInChat:
    'Progress card comments are drafted in Chat with Cue, where you review and edit them before they go on the progress card: ask there.',
  failed: 'Cue could not finish this command. Please try again.',
  title: 'Cue command',
} as const;

/** The most of Cue's answer an error quotes, and the most a lesson analysis result holds. */
const MAX_ERROR_TEXT = 1_000;
const MAX_RESULT_TEXT = 2_000;

/** Spec section 5: the fields a command needs, by the names the message uses. */
const requiredValues: { name: string; read: (payload: Record<string, unknown>) => unknown }[] = [
  { name: 'Token', read: (p) => field(p.user_details, 'token') },
  { name: 'Class Id', read: (p) => field(p.user_query, 'class_id') },
  { name: 'User Id', read: (p) => field(p.user_details, 'user_id') },
  { name: 'Command', read: (p) => field(p.user_query, 'command') },
];

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * What a saved command made, kept in its done task log entry (the records' ids, so a later Undo
 * can find them; for announcements the state the first one is in).
 */
export interface SavedRecords {
  kind:
    | 'attendance'
    | 'observation'
    | 'announcement'
    | 'carelog'
    | 'journal_post'
    | 'story'
    | 'unit'
    | 'lesson_analysis';
  ids: string[];
  state?: AnnouncementStatus;
  /** Attendance has no record ids: its register is the class's day. */
  date?: string;
}

/**
 * What a saved command did: the preset result code, the words for the task log, the records, what
 * they hold (for the toast), and whether Undo can take it back (a sent announcement cannot).
 */
interface Outcome {
  resultCode: CueResultCode;
  content: string;
  saved: SavedRecords;
  summary: CueCommandSummary;
  undoable: boolean;
}

/**
 * The request key of the `index`th record a command saves: a retry of the same request id (after
 * a crash or a failure part-way) finds the records already saved and saves only the rest.
 */
export const commandRequestKey = (requestId: string, index: number): RequestKey => ({
  value: `cue-command:${requestId}:${index}`,
  field: 'request_id',
});

const announcementStateWords = (status: AnnouncementStatus, date: string, time: string) =>
  status === 'draft' ? 'saved as a draft' : status === 'scheduled' ? `scheduled for ${date} ${time}` : 'sent';

/**
 * Cue voice and typed commands: Cue acts directly. The engine reads the command; the first
 * attendance, announcement or observation it proposes is saved through the classroom-records
 * services with the teacher's own permissions, and the task log follows each stage. One request
 * id runs once: Retry restarts a failed entry; a finished one is not run again; and every record
 * is saved with a request key of the request id, so a restarted entry never saves one twice.
 */
export class CueCommandService {
  constructor(private readonly deps: CueCommandServiceDeps) {}

  async runCommand(actor: Actor, raw: unknown): Promise<void> {
    const payloadFields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const missing = requiredValues
      .filter(({ read }) => {
        const value = read(payloadFields);
        return typeof value !== 'string' || value.trim() === '';
      })
      .map(({ name }) => name);
    if (missing.length > 0) {
      throw new AppError('VALIDATION_ERROR', `Missing values: ${missing.join(', ')}`);
    }
    const payload = parseOrThrow(CueCommandPayloadSchema, raw, cueCommandEvents.command);
    assertStaff(actor);
    assertSameUser(actor, payload.user_details.user_id);

    const { taskLog, assistant } = this.deps;
    const { user_query: query, request_id: requestId } = payload;
    // The class is checked before anything is written: a refused command leaves no trace.
    const { context } = await assistant.classroom(actor, query.class_id, payload.language);
    const entry = await taskLog.start({
      userId: actor.userId,
      requestId,
      endpointName: cueCommandEvents.command,
      title: cueCommandMessages.title,
      command: query.command,
      // Kept for Retry after a reload; never the token.
      context: {
        class_id: query.class_id,
        payload: {
          user_query: query,
          age_group: payload.age_group,
          language: payload.language,
          request_id: requestId,
        },
      },
    });
    if (!entry) return; // running or already done: never twice

    try {
      const outcome = await this.act(actor, context, query.command, requestId);
      // Undo works for 10 minutes from now (decision 028).
      const undoUntil = new Date(this.deps.clock.now().getTime() + CUE_UNDO_WINDOW_MS);
      await taskLog.advance(actor.userId, requestId, {
        ...taskStages.done,
        content: outcome.content,
        status: 'done',
        error: null,
        context: {
          ...entry.context,
          result_code: outcome.resultCode,
          saved: outcome.saved,
          summary: outcome.summary,
          ...(outcome.undoable && { undo_until: undoUntil.toISOString() }),
        },
      });
    } catch (error) {
      const message =
        error instanceof AppError || error instanceof EngineRunError
          ? error.message
          : cueCommandMessages.failed;
      await taskLog.fail(actor.userId, requestId, message);
      throw error;
    }
  }

  private async act(
    actor: Actor,
    context: ClassroomContext,
    command: string,
    requestId: string,
  ): Promise<Outcome> {
    const { assistant, taskLog } = this.deps;
    await taskLog.advance(actor.userId, requestId, taskStages.understanding);
    const message = await assistant.respond({
      userInput: command,
      mode: 'fast',
      requestedTools: [],
      context,
    });
    const call = message.tool_calls.find((c) => c.name !== 'mentioned_students');
    const text = typeof message.content === 'string' ? message.content : '';
    // Issue 16: a lesson analysis saves nothing; its text is the command's result.
    if (!call && message.additional_kwargs.agent === 'lesson_analysis' && text.trim()) {
      return lessonAnalysisOutcome(clipModelText(text, MAX_RESULT_TEXT), command, context);
    }
    // Issue 18: the model's words in an error (the response and the task log) stay short.
    const answer = clipModelText(text, MAX_ERROR_TEXT);
    // Issue 17: progress comments and evidence questions are chat's (the teacher reads a card
    // before it goes on a progress card); a command says so, or says why there is nothing.
    const agent = message.additional_kwargs.agent;
    if (!call && (agent === 'progress_comments' || agent === 'evidence_gaps') && answer) {
      throw new AppError(
        'VALIDATION_ERROR',
        agent === 'evidence_gaps' ? `${cueCommandMessages.evidenceInChat} ${answer}` : answer,
      );
    }
    if (!call) {
      throw new AppError(
        'VALIDATION_ERROR',
        answer ? `${cueCommandMessages.notUnderstood} ${answer}` : cueCommandMessages.notUnderstood,
      );
    }
    await taskLog.advance(actor.userId, requestId, taskStages.saving);
    return this.save(actor, context, call, requestId);
  }

  /** Saves one tool call through its records service, as the teacher, once per request id. */
  private async save(
    actor: Actor,
    context: ClassroomContext,
    call: AssistantToolCall,
    requestId: string,
  ): Promise<Outcome> {
    const { classId } = context;
    switch (call.name) {
      case 'attendance': {
        const rows = call.args.student_attendance_list.flatMap((row) =>
          row.attendance_status === 'NA'
            ? []
            : [{ student_id: row.student_id, attendance_status: row.attendance_status }],
        );
        // Keyed so the receipt keeps the marks it replaced (for Undo), once per request id.
        const date = storedToIsoDate(call.args.date);
        const { register } = await this.deps.attendance.saveRegisterOnce(
          actor,
          classId,
          { date, student_attendance_list: rows, is_saved: true },
          commandRequestKey(requestId, 0),
        );
        return {
          resultCode: cueResultCodes.attendanceMarked,
          content: `Attendance marked for ${rows.length} ${rows.length === 1 ? 'child' : 'children'} on ${call.args.date}`,
          saved: { kind: 'attendance', ids: [], date },
          summary: attendanceSummary(register),
          undoable: true,
        };
      }
      case 'announcement': {
        // A spoken or typed command acts without a review step, so it never reaches the whole
        // school at once: an announcement for Everyone is kept as a draft for the teacher to send.
        const announcements = call.args.announcements.map((item) => ({
          ...item,
          save_as_draft: item.save_as_draft || item.share_with === 'Everyone',
        }));
        // One key per announcement: a retry after the second failed does not repeat the first.
        const created = [];
        for (const [index, item] of announcements.entries()) {
          created.push(
            await this.deps.announcements.createAnnouncement(
              actor,
              {
                title: item.title,
                summary: item.summary,
                share_with: item.share_with,
                send_email: false,
                save_as_draft: item.save_as_draft,
                schedule_later: item.schedule_later,
                date: storedToIsoDate(item.date),
                time: item.time,
                classes_ids: item.classes_ids,
              },
              commandRequestKey(requestId, index),
            ),
          );
        }
        const first = announcements[0]!;
        // The state the first save made (on a retry, the state it was created in).
        const status = created[0]!.status;
        return {
          resultCode: cueResultCodes.announcementCreated,
          content: `Announcement '${first.title}' ${announcementStateWords(status, first.date, first.time)}`,
          saved: { kind: 'announcement', ids: created.map((c) => c.id), state: status },
          summary: announcementSummary(first.title, status, created.length),
          // Families may already have read a sent one: only drafts and scheduled ones go back.
          undoable: created.every((c) => c.status !== 'published'),
        };
      }
      case 'observation': {
        // A group observation is saved whole, in one transaction: one key.
        const saved = await this.deps.observations.recordObservations(
          actor,
          classId,
          {
            observation_entries: call.args.observation_entries.map((entry) => ({
              student_id: entry.student_id,
              date: entry.date,
              title: entry.title,
              general_note: entry.general_note,
              type_of_anecdote: entry.type_of_anecdote,
              ...(entry.competencies && { competencies: entry.competencies }),
            })),
          },
          commandRequestKey(requestId, 0),
        );
        return {
          resultCode: cueResultCodes.observationCreated,
          content: `Observation recorded for ${saved.length} ${saved.length === 1 ? 'child' : 'children'}`,
          saved: { kind: 'observation', ids: saved.map((o) => o._id) },
          summary: observationSummary(
            call.args.observation_entries.flatMap(
              (entry) => context.students.find((child) => child.id === entry.student_id)?.firstName ?? [],
            ),
          ),
          undoable: true,
        };
      }
      case 'carelog': {
        // One transaction for every row: a refused row (a time later than now) saves nothing.
        const date = storedToIsoDate(call.args.date);
        const saved = await this.deps.careLog.recordEntries(
          actor,
          classId,
          call.args.care_entries.map(({ student_id, student_name: _name, ...details }) => ({
            ...details,
            student_ids: [student_id],
            date,
          })),
          // A command sent again after a crash answers the entries it saved, not a second set.
          commandRequestKey(requestId, 0),
        );
        return {
          resultCode: cueResultCodes.careLogRecorded,
          content: `Care log recorded: ${saved.length} ${saved.length === 1 ? 'entry' : 'entries'} on ${call.args.date}`,
          saved: { kind: 'carelog', ids: saved.map((entry) => entry._id), date },
          summary: careLogSummary(
            call.args.care_entries.flatMap(
              (entry) => context.students.find((child) => child.id === entry.student_id)?.firstName ?? [],
            ),
            saved.length,
          ),
          undoable: true,
        };
      }
      case 'journal_post': {
        // Keyed like every command's save: a Retry after a crash answers the posts it shared
        // instead of posting to every family a second time.
        const posts = await this.deps.journal.createPost(
          actor,
          call.args.class_id,
          { whole_class: true, body: call.args.text },
          commandRequestKey(requestId, 0),
        );
        const className = context.classes.find((c) => c.id === call.args.class_id)?.name ?? context.className;
        return {
          resultCode: cueResultCodes.journalPostShared,
          content: `Journal post shared with ${posts.length} ${posts.length === 1 ? 'family' : 'families'} of ${className}`,
          saved: { kind: 'journal_post', ids: posts.map((post) => post._id) },
          summary: journalPostSummary(className),
          undoable: true,
        };
      }
      case 'story': {
        // Always a draft (decision 048): a story is read by families only once the teacher has
        // reviewed it. Keyed, so a Retry after a crash answers the draft already saved.
        const story = await this.deps.stories.createStory(
          actor,
          call.args.class_id,
          storyInputFromCard(call.args),
          commandRequestKey(requestId, 0),
        );
        return {
          resultCode: cueResultCodes.storyGenerated,
          content: `Draft learning story '${story.title}' saved`,
          saved: { kind: 'story', ids: [story._id] },
          summary: storySummary(
            story.title,
            call.args.students.flatMap(
              (student) => context.students.find((child) => child.id === student.id)?.firstName ?? [],
            ),
          ),
          // A draft nobody else reads: the teacher deletes it in the editor if it is not wanted.
          undoable: false,
        };
      }
      case 'unit': {
        // Into the organization's library, keyed: a Retry after a crash answers the unit saved.
        if (!this.deps.units) throw new AppError('VALIDATION_ERROR', cueCommandMessages.unitsUnavailable);
        const unit = await this.deps.units.createUnit(
          actor,
          unitInputFromCard(call.args),
          commandRequestKey(requestId, 0),
        );
        return {
          resultCode: cueResultCodes.unitsCreated,
          content: `Unit '${unit.title}' saved to your organization's library`,
          saved: { kind: 'unit', ids: [unit._id] },
          summary: { kind: 'unit', title: unit.title },
          // Others of the organization may already use it: it is edited or deleted in the library.
          undoable: false,
        };
      }
      case 'progress_comments':
        // Issue 17: a narrative goes on a child's progress card only after the teacher has read it.
        throw new AppError('VALIDATION_ERROR', cueCommandMessages.progressInChat);
      case 'mentioned_students':
        throw new AppError('VALIDATION_ERROR', cueCommandMessages.notUnderstood);
    }
  }
}

/** A lesson analysis command: nothing saved, the analysis itself is the result (code 4). */
function lessonAnalysisOutcome(text: string, command: string, context: ClassroomContext): Outcome {
  // The days the command named, read as the engines read them.
  const { from, to } = readLessonPeriod(command, context.today);
  return {
    resultCode: cueResultCodes.lessonAnalysisCompleted,
    content: text,
    saved: { kind: 'lesson_analysis', ids: [] },
    summary: { kind: 'lesson_analysis', from, to },
    undoable: false,
  };
}
