import { z } from 'zod';
import {
  ChatMessageChunkSchema,
  ChatMessageSchema,
  ChatWithCuePayloadSchema,
  chatWithCueEvents,
} from './assistant.js';
import { StatusCountsSchema, attendanceStatuses } from './attendance.js';
import { IsoDateSchema, StoredDateSchema, TimeOfDaySchema } from './calendar.js';
import { freeText, freeTextLimits } from './free-text.js';
import { DEFAULT_AGE_GROUP } from './limits.js';

/*
 * The assistant over the realtime socket (spec section 7 "Realtime", section 3 "Task log entry").
 * One socket carries the chat, Cue voice commands, the task log and image captions.
 */

// ---------------------------------------------------------------------------------------------
// Chat with Cue

/** chat-with-cue-stream-response: one piece of the answer while it streams. */
export const ChatStreamResponseSchema = z.object({
  conversation_id: z.string().describe('The conversation the answer belongs to (one per teacher and class)'),
  /** Echoes the client's request id so a tab can tell its own answers from another tab's. */
  request_id: z.string().optional(),
  chunk: ChatMessageChunkSchema,
});
export type ChatStreamResponse = z.infer<typeof ChatStreamResponseSchema>;

/** chat-with-cue-stream-end: the final message (replaces the streamed pieces), or why it failed. */
export const ChatStreamEndSchema = z.object({
  conversation_id: z.string(),
  request_id: z.string().optional(),
  message: ChatMessageSchema.nullable().describe('The final message; null when the answer failed'),
  error: z.string().optional().describe('Why the answer failed, for the teacher to read'),
});
export type ChatStreamEnd = z.infer<typeof ChatStreamEndSchema>;

/** chat-with-cue as the web sends it: the spec's payload plus an optional request id. */
export const ChatWithCueRequestSchema = ChatWithCuePayloadSchema.extend({
  request_id: freeText({ max: 100 }).optional(),
});
export type ChatWithCueRequest = z.infer<typeof ChatWithCueRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Cue voice commands: "an event named by the endpoint"

/** Endpoint (event) names of the Cue presets this product answers today. */
export const cueCommandEvents = {
  /** A typed or spoken command: Cue decides what to do and does it. */
  command: 'cue-command',
  /** Undoes what a finished command saved, within CUE_UNDO_WINDOW_MS (decision 028). */
  undo: 'cue-command-undo',
} as const;

/** How long after a command saves its Undo works (issue 10: 10 minutes). */
export const CUE_UNDO_WINDOW_MS = 10 * 60 * 1000;

/** cue-command-undo: the request id of the command whose save to undo (the author's own). */
export const CueCommandUndoPayloadSchema = z.object({
  request_id: freeText({ max: 100, required: true }),
});
export type CueCommandUndoPayload = z.infer<typeof CueCommandUndoPayloadSchema>;

/** Why an Undo did nothing: the web words each in the teacher's language. */
export const cueUndoRefusals = ['expired', 'already_undone', 'not_undoable', 'sent', 'refused'] as const;
export type CueUndoRefusal = (typeof cueUndoRefusals)[number];
/** The acknowledgement of cue-command-undo (English `error` for logs and other clients). */
export type CueUndoAnswer = { ok: true } | { ok: false; reason: CueUndoRefusal; error: string };

/**
 * What a finished command saved, as data (the web words it in the teacher's language). Staff may
 * read children's names; the entry goes to the teacher's own tabs only.
 */
export const CueCommandSummarySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('attendance'),
    date: IsoDateSchema,
    /** Children per status on the register after the save ('NA': not marked). */
    counts: StatusCountsSchema.extend({ NA: z.number().int() }),
    /** Every child not marked present, by first name, with their mark, in roster order. */
    not_present: z.array(z.object({ name: z.string(), status: z.enum(attendanceStatuses) })),
    register_complete: z.boolean(),
  }),
  z.object({ kind: z.literal('observation'), names: z.array(z.string()) }),
  z.object({
    kind: z.literal('announcement'),
    title: z.string(),
    state: z.enum(['draft', 'scheduled', 'published']),
    count: z.number().int(),
  }),
  /** Decision 046: the children a care log command recorded for (first names) and the records made. */
  z.object({ kind: z.literal('carelog'), names: z.array(z.string()), count: z.number().int() }),
  /** Decision 046: the class whose journal got the post. */
  z.object({ kind: z.literal('journal_post'), class_name: z.string() }),
  /** Issue 15: the draft learning story a command wrote, and the children it is about (first names). */
  z.object({ kind: z.literal('story'), title: z.string(), names: z.array(z.string()) }),
  /** Issue 16: the unit a command saved into the organization library. */
  z.object({ kind: z.literal('unit'), title: z.string() }),
  /** Issue 16: the days a lesson analysis looked at (YYYY-MM-DD). */
  z.object({ kind: z.literal('lesson_analysis'), from: IsoDateSchema, to: IsoDateSchema }),
]);
export type CueCommandSummary = z.infer<typeof CueCommandSummarySchema>;

/** Spec section 4: Cue preset result codes (3, 4 and 6 arrive with stories and planning). */
export const cueResultCodes = {
  attendanceMarked: 1,
  announcementCreated: 2,
  storyGenerated: 3,
  lessonAnalysisCompleted: 4,
  observationCreated: 5,
  unitsCreated: 6,
  /** Decision 046 (after the spec's 1 to 6): care log entries recorded, a journal post shared. */
  careLogRecorded: 7,
  journalPostShared: 8,
} as const;
export type CueResultCode = (typeof cueResultCodes)[keyof typeof cueResultCodes];

export const CueCommandPayloadSchema = z.object({
  user_query: z.object({
    command: freeText({ max: freeTextLimits.command, required: true, trim: true }).describe(
      'What the teacher said or typed',
    ),
    class_id: z
      .string()
      .regex(/^[0-9a-f]{24}$/, 'must be a 24-character id')
      .describe('The selected class'),
    date: StoredDateSchema.describe("The teacher's today, DD-MM-YYYY"),
    time: TimeOfDaySchema.describe("The teacher's time now, hh:mm A"),
  }),
  age_group: freeText({ max: 100 }).default(DEFAULT_AGE_GROUP),
  user_details: z.object({
    token: z.string().min(1).max(freeTextLimits.token),
    user_id: z.string().min(1).max(100),
    user_name: freeText({ max: freeTextLimits.title }),
    user_role: z.literal('staff'),
  }),
  language: z.enum(['en', 'ar', 'he']).default('en'),
  /** The client's id for this command; the task log entry is keyed by it (retry reuses it). */
  request_id: freeText({ max: 100, required: true }),
});
export type CueCommandPayload = z.infer<typeof CueCommandPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Task log (spec section 3 "Task log entry"), sent on verbose-log in batches every 500 ms

export const TaskLogEntrySchema = z.object({
  id: z.string().describe('The request id the entry follows'),
  endpointName: z.string().describe('The event that started it, e.g. cue-command'),
  title: z.string(),
  command: z.string().describe('What the teacher asked'),
  content: z.string().describe('What Cue is doing or did, in words'),
  currentStage: z.string(),
  progressLevel: z.number().int().min(0).max(100).describe('0-100; 100 is done'),
  options: z.array(z.object({ title: z.string(), value: z.string(), selected: z.boolean() })).default([]),
  outputs: z.array(z.object({ name: z.string(), link: z.string() })).default([]),
  error: z.string().nullable().default(null),
  context: z
    .object({
      class_id: z.string(),
      result_code: z.number().int().optional().describe('Spec section 4 preset result code, when done'),
      payload: z.unknown().optional().describe('The original request, for Retry'),
      summary: CueCommandSummarySchema.optional().describe('What a finished command saved'),
      undo_until: z.string().optional().describe('ISO time Undo works until; absent: no Undo'),
      undone_at: z.string().optional().describe('ISO time the save was undone'),
    })
    .passthrough(),
  updatedAt: z.string().describe('ISO time of the last change'),
});
export type TaskLogEntry = z.infer<typeof TaskLogEntrySchema>;

export const VERBOSE_LOG_BATCH_MS = 500;

// ---------------------------------------------------------------------------------------------
// Image captions (answered "not available" until a vision model is configured)

export const ImageCaptionRequestSchema = z.object({
  image_url: z.string().min(1).max(freeTextLimits.url),
  request_id: z.string().max(100).optional(),
});
export const MultipleImageCaptionRequestSchema = z.object({
  image_urls: z.array(z.string().min(1).max(freeTextLimits.url)).min(1).max(50),
  request_id: z.string().max(100).optional(),
});
export const ImageCaptionResultSchema = z.object({
  request_id: z.string().optional(),
  available: z.boolean(),
  captions: z.array(z.object({ image_url: z.string(), caption: z.string() })),
  message: z.string().optional(),
});
export type ImageCaptionResult = z.infer<typeof ImageCaptionResultSchema>;

export const assistantSocketEvents = {
  ...chatWithCueEvents,
  command: cueCommandEvents.command,
  undo: cueCommandEvents.undo,
  progressReplay: 'request-progress-replay',
  verboseLog: 'verbose-log',
  imageCaption: 'getImageCaption',
  multipleImageCaption: 'getMultipleImageCaption',
} as const;
