import {
  CUE_CONVERSATION_MESSAGE_LIMIT,
  ChatWithCueRequestSchema,
  type AssistantMode,
  type ChatMessage,
  type ChatMessageChunk,
  type CueLanguage,
  type CueConversation,
  type CueWidgetAskRequest,
  type MarkCueToolCallSavedRequest,
  type SavedCueCard,
  addDaysToIsoDate,
  isoToStoredDate,
} from '@cue/contracts';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolTimeOfDay, schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import {
  AWAY_DAYS_EACH_SIDE,
  type AssistantEngine,
  type AwayStatus,
  cueRecordModules,
  type ClassroomContext,
} from './engine/engine.js';
import { presentMessage, presentSavedCard } from './assistant.presenter.js';
import type { AssistantRepository } from './assistant.repository.js';
import { parseOrThrow } from './parse-payload.js';
import { runEngine } from './run-engine.js';
import { recordingStoryMaterial } from './engine/story-material.js';
import { storyMaterialLoader, type StoryMaterialServices } from './story-material-loader.js';
import {
  lessonMaterialLoader,
  unitMaterialLoader,
  type PlanningMaterialServices,
} from './planning-material-loader.js';
import { classFramework } from '@cue/contracts';
import { recordingAssessmentMaterial } from './engine/assessment-material.js';
import { assessmentMaterialLoader, type AssessmentMaterialServices } from './assessment-material-loader.js';

export interface AssistantServiceDeps {
  repository: AssistantRepository;
  schools: SchoolsService;
  /** Who is already away around today, so a group instruction keeps their marks. */
  attendance: Pick<AttendanceService, 'awayChildren' | 'absentChildren'>;
  engine: AssistantEngine;
  /** Where a learning story's observations and photos are read, only when Cue writes one. */
  storyMaterial: StoryMaterialServices;
  /** Issue 16: the unit library and the class's plans, only when Cue plans a unit or looks back. */
  planningMaterial?: PlanningMaterialServices;
  /**
   * Issue 17: the class's assessment cycles, observations and published stories, only when Cue
   * drafts progress card comments or answers an evidence question.
   */
  assessmentMaterial?: Omit<AssessmentMaterialServices, 'observations'>;
  clock: Clock;
  /** The longest wait for the engine's next chunk before the answer ends with an error. */
  idleTimeoutMs?: number;
  /** Where dropped tool calls are reported (never with the request's token). */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** A model may think for a while before its first token; a stream silent this long has stalled. */
export const DEFAULT_ENGINE_IDLE_TIMEOUT_MS = 45_000;

export const assistantMessages = {
  staffOnly: 'Parents cannot use the assistant; Cue is for school staff.',
  notYourDetails: 'These user details do not belong to the signed-in user.',
  cueChatDisabled: 'Chat with Cue is not enabled for your school.',
  messageNotFound: 'Message not found in this conversation',
  toolCallNotFound: 'tool_call_id: is not a tool call of this message',
  notSavable: 'tool_call_id: this card is not saved',
  stateRequired: "state: say whether the announcement was saved as 'draft', 'scheduled' or 'published'",
  stateOnlyForAnnouncements: 'state: only an announcement card has a state',
} as const;

/** A chat question that passed every check, stored, ready for the engine. */
export interface StartedChat {
  conversationId: string;
  requestId: string | undefined;
  /** The id the answer will carry (its chunks and its final message). */
  answerId: string;
  userInput: string;
  mode: AssistantMode;
  requestedTools: string[];
  context: ClassroomContext;
}

/**
 * Cue's chat: who may ask (staff of a school with Cue chat, about a class they may work with),
 * the classroom an engine answers in, the stored conversation, and the widget's one-shot answer.
 * Nothing is saved by the chat itself: the teacher saves a card through the records endpoints.
 */
export class AssistantService {
  constructor(private readonly deps: AssistantServiceDeps) {}

  /**
   * Checks a chat-with-cue payload against the signed-in user (never the payload's token or
   * user) and the class, and stores the question. Throws before anything is stored or answered.
   */
  async startChat(actor: Actor, payload: unknown): Promise<StartedChat> {
    const request = parseOrThrow(ChatWithCueRequestSchema, payload, 'chat-with-cue');
    assertStaff(actor);
    assertSameUser(actor, request.user_details.user_id);
    await this.assertCueChatEnabled(actor);
    const { user_query: query } = request;
    const { context, schoolId } = await this.classroom(actor, query.class_id, request.language);

    const { repository, clock } = this.deps;
    const now = clock.now();
    const conversation = await repository.openConversation({
      id: newObjectId(now),
      schoolId,
      classId: context.classId,
      userId: actor.userId,
      at: now,
    });
    const question: ChatMessage = {
      id: newObjectId(now),
      role: 'user',
      content: query.user_input,
      tool_calls: [],
      additional_kwargs: { agent: 'supervisor', mode: query.mode },
    };
    await repository.insertMessage({
      id: question.id,
      conversationId: conversation.id,
      role: 'user',
      requestId: request.request_id ?? null,
      message: question,
      createdAt: now,
    });
    return {
      conversationId: conversation.id,
      requestId: request.request_id,
      answerId: newObjectId(now),
      userInput: query.user_input,
      mode: query.mode,
      requestedTools: query.requested_tools,
      context,
    };
  }

  /** Runs the engine for a started chat, streaming chunks; stores and returns the final message. */
  async answerChat(
    chat: StartedChat,
    options: { signal?: AbortSignal; onChunk?: (chunk: ChatMessageChunk) => void } = {},
  ): Promise<ChatMessage> {
    const message = await this.respond(
      {
        userInput: chat.userInput,
        mode: chat.mode,
        requestedTools: chat.requestedTools,
        context: chat.context,
        messageId: chat.answerId,
      },
      options,
    );
    await this.deps.repository.insertMessage({
      id: message.id,
      conversationId: chat.conversationId,
      role: 'assistant',
      requestId: chat.requestId ?? null,
      message,
      createdAt: this.deps.clock.now(),
    });
    return message;
  }

  /** POST cue_widget/ask: the floating widget's question, answered whole and not stored. */
  async askFromWidget(actor: Actor, request: CueWidgetAskRequest): Promise<ChatMessage> {
    assertStaff(actor);
    const claimedUser = request.user_details?.user_id;
    if (claimedUser) assertSameUser(actor, claimedUser);
    await this.assertCueChatEnabled(actor);
    const { user_query: query } = request;
    const { context } = await this.classroom(actor, query.class_id, request.language);
    // Spec section 6: the floating widget is only for roles with access_new_modules.
    const access = await this.deps.schools.staffAccess(actor);
    if (!access.rolePermissions.super_admin.access_new_modules) throw forbidden();
    return this.respond({
      userInput: query.user_input,
      mode: 'fast',
      requestedTools: [],
      context,
      messageId: newObjectId(this.deps.clock.now()),
    });
  }

  /** GET cue_conversation/{classId}: the teacher's conversation in the class, for a reload. */
  async conversation(actor: Actor, classId: string): Promise<CueConversation> {
    const { schools, repository, clock } = this.deps;
    const { schoolClass } = await schools.classForStaff(actor, classId);
    await this.assertCueChatEnabled(actor);
    // The school's days, so the chat can tell a card of yesterday's conversation (read-only) from
    // one asked today about yesterday (decision 022, "Card notes").
    const timeZone = await schools.schoolTimeZone(schoolClass.schoolId);
    const today = schoolToday(timeZone, clock.now());
    const conversation = await repository.findConversation(actor.userId, classId);
    if (!conversation) {
      return { conversation_id: null, messages: [], saved_tool_calls: [], saved_cards: [], today };
    }
    const [rows, saved] = await Promise.all([
      repository.listMessages(conversation.id, CUE_CONVERSATION_MESSAGE_LIMIT),
      this.savedCards(conversation.id),
    ]);
    return {
      conversation_id: conversation.id,
      messages: rows.flatMap((row) => {
        const message = presentMessage(row);
        return message ? [{ ...message, created_on: schoolToday(timeZone, row.createdAt) }] : [];
      }),
      ...saved,
      today,
    };
  }

  /**
   * POST cue_conversation/{classId}/saved: a card of this conversation was saved, with what the
   * save made (the records, and an announcement's state). Saving it again keeps the latest.
   */
  async markToolCallSaved(
    actor: Actor,
    classId: string,
    input: MarkCueToolCallSavedRequest,
  ): Promise<{ saved_tool_calls: string[]; saved_cards: SavedCueCard[] }> {
    await this.deps.schools.classForStaff(actor, classId);
    await this.assertCueChatEnabled(actor);
    const { repository, clock } = this.deps;
    const conversation = await repository.findConversation(actor.userId, classId);
    const row = conversation ? await repository.findMessage(conversation.id, input.message_id) : null;
    const message = row && presentMessage(row);
    if (!conversation || !message || message.role !== 'assistant') {
      throw notFound(assistantMessages.messageNotFound);
    }
    const call = message.tool_calls.find((c) => c.id === input.tool_call_id);
    if (!call) {
      throw new AppError('VALIDATION_ERROR', assistantMessages.toolCallNotFound, { field: 'tool_call_id' });
    }
    // The card's kind is the tool call's own; only an announcement has a state.
    if (call.name === 'mentioned_students') {
      throw new AppError('VALIDATION_ERROR', assistantMessages.notSavable, { field: 'tool_call_id' });
    }
    if (call.name === 'announcement' && !input.state) {
      throw new AppError('VALIDATION_ERROR', assistantMessages.stateRequired, { field: 'state' });
    }
    if (call.name !== 'announcement' && input.state) {
      throw new AppError('VALIDATION_ERROR', assistantMessages.stateOnlyForAnnouncements, {
        field: 'state',
      });
    }
    await repository.upsertSavedToolCall({
      conversationId: conversation.id,
      toolCallId: input.tool_call_id,
      messageId: input.message_id,
      kind: call.name,
      recordIds: input.record_ids,
      state: input.state ?? null,
      savedByUserId: actor.userId,
      savedAt: clock.now(),
    });
    return this.savedCards(conversation.id);
  }

  private async savedCards(
    conversationId: string,
  ): Promise<{ saved_tool_calls: string[]; saved_cards: SavedCueCard[] }> {
    const rows = await this.deps.repository.listSavedToolCalls(conversationId);
    return { saved_tool_calls: rows.map((row) => row.toolCallId), saved_cards: rows.map(presentSavedCard) };
  }

  /**
   * The classroom an engine answers in: the class's roster (only after the class check: 404 for
   * another school's class, 403 for a class the teacher does not teach) and the classes the
   * teacher may address. Today and now are the school's, by the server's clock in the school's
   * time zone: the request's device date and time are never used (a phone set to UTC at 01:59
   * in Kolkata would propose yesterday's register).
   */
  async classroom(
    actor: Actor,
    classId: string,
    language: CueLanguage = 'en',
  ): Promise<{ context: ClassroomContext; schoolId: string }> {
    assertStaff(actor);
    const { schools, clock, attendance } = this.deps;
    const { schoolClass, roster } = await schools.classForStaff(actor, classId);
    const classes = await schools.listStaffClasses(actor);
    const timeZone = await schools.schoolTimeZone(schoolClass.schoolId);
    const { school_permissions: switches } = await schools.schoolSettings(actor);
    const modulesOff = cueRecordModules.filter((module) => !switches[module]?.enabled);
    const now = clock.now();
    const today = schoolToday(timeZone, now);
    const days = {
      start: addDaysToIsoDate(today, -AWAY_DAYS_EACH_SIDE),
      end: addDaysToIsoDate(today, AWAY_DAYS_EACH_SIDE),
    };
    const awayChildren = await attendance.awayChildren(actor, schoolClass.id, days);
    // Decision 046: a child marked absent on a day's register is not in that day's "everyone".
    const absentChildren =
      modulesOff.includes('daycare') || !switches.attendance?.enabled
        ? []
        : await attendance.absentChildren(actor, schoolClass.id, days);
    const away: Record<string, Record<string, AwayStatus>> = {};
    for (const child of awayChildren) {
      (away[isoToStoredDate(child.date)] ??= {})[child.childId] = child.status;
    }
    const absent: Record<string, string[]> = {};
    for (const child of absentChildren) (absent[isoToStoredDate(child.date)] ??= []).push(child.childId);
    return {
      schoolId: schoolClass.schoolId,
      context: {
        classId: schoolClass.id,
        className: schoolClass.name,
        students: roster.map((child) => ({
          id: child.id,
          firstName: child.firstName,
          lastName: child.lastName,
        })),
        classes: classes.map((c) => ({
          id: c._id,
          name: c.class_name,
          framework: classFramework(c.class_curriculum),
          ageRange: c.age_range,
        })),
        today: isoToStoredDate(today),
        away,
        time: schoolTimeOfDay(timeZone, now),
        language,
        modulesOff,
        absent,
        // Nothing is read until an engine writes a story; then as this teacher, and remembered.
        storyMaterial: recordingStoryMaterial(
          storyMaterialLoader(this.deps.storyMaterial, actor, schoolClass.id),
        ),
        // Issue 16: read only when an engine plans a unit or analyses lessons, as this teacher.
        unitMaterial: unitMaterialLoader(this.planning(), actor),
        lessonMaterial: lessonMaterialLoader(this.planning(), actor, schoolClass.id),
        // Issue 17: read only for progress card comments or an evidence question, and remembered.
        assessmentMaterial: recordingAssessmentMaterial(
          assessmentMaterialLoader(
            { ...this.deps.assessmentMaterial, observations: this.deps.storyMaterial.observations },
            actor,
            schoolClass.id,
          ),
        ),
      },
    };
  }

  private planning(): PlanningMaterialServices {
    return this.deps.planningMaterial ?? { observations: this.deps.storyMaterial.observations };
  }

  /** Runs the engine with the idle timeout and the last validation gate. */
  respond(
    request: Parameters<AssistantEngine['respond']>[0],
    options: { signal?: AbortSignal; onChunk?: (chunk: ChatMessageChunk) => void } = {},
  ): Promise<ChatMessage> {
    return runEngine(this.deps.engine, request, {
      ...options,
      idleTimeoutMs: this.deps.idleTimeoutMs ?? DEFAULT_ENGINE_IDLE_TIMEOUT_MS,
      onDroppedCall: (name, reason) =>
        this.deps.warn?.('assistant tool call dropped', {
          tool: name,
          reason,
          classId: request.context.classId,
        }),
    });
  }

  private async assertCueChatEnabled(actor: Actor): Promise<void> {
    const settings = await this.deps.schools.schoolSettings(actor);
    if (!settings.school_permissions.cue_chat.enabled) {
      throw new AppError('FORBIDDEN', assistantMessages.cueChatDisabled);
    }
  }
}

/** Spec section 6: only staff use Cue (a parent token never reaches a roster). */
export function assertStaff(actor: Actor): void {
  if (actor.kind !== 'staff') throw new AppError('FORBIDDEN', assistantMessages.staffOnly);
}

/** The payload's user must be the signed-in one: the handshake's token decides who acts. */
export function assertSameUser(actor: Actor, userId: string): void {
  if (userId !== actor.userId) throw new AppError('FORBIDDEN', assistantMessages.notYourDetails);
}
