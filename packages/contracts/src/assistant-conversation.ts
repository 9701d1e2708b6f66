import { z } from 'zod';
import { announcementStatuses } from './announcements.js';
import { ChatMessageSchema } from './assistant.js';
import { IsoDateSchema, StoredDateSchema, TimeOfDaySchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { DEFAULT_AGE_GROUP } from './limits.js';

/*
 * The assistant over HTTP: a teacher's stored conversation with Cue in one class (so a reload or
 * a second tab shows it), which of its tool cards were saved, and the floating widget's question.
 * Paths: apiPaths.cueConversation, cueConversationSaved, cueWidgetAsk.
 */

/** The most messages GET cue_conversation/{classId} returns (the latest ones, oldest first). */
export const CUE_CONVERSATION_MESSAGE_LIMIT = 200;

/** The cards a teacher saves from the chat. */
export const savedCueCardKinds = [
  'attendance',
  'observation',
  'announcement',
  'carelog',
  'journal_post',
  'story',
  'unit',
  'progress_comments',
] as const;
export type SavedCueCardKind = (typeof savedCueCardKinds)[number];

/** The most records one card's save may name (a group observation of a whole class). */
export const SAVED_CARD_RECORD_LIMIT = 100;

/** A card the teacher saved, and what the save made: a reload shows the truth. */
export const SavedCueCardSchema = z
  .object({
    tool_call_id: z.string().describe('The tool call (card) that was saved'),
    kind: z
      .enum(savedCueCardKinds)
      .nullable()
      .describe('What the card saved; null for a card saved before this was kept'),
    record_ids: z
      .array(z.string())
      .describe("The records the save created (observations, announcements), in the card's order"),
    state: z
      .enum(announcementStatuses)
      .nullable()
      .describe("Announcements: 'draft', 'scheduled' or 'published' as the card last saved them"),
  })
  .describe('A saved card and what its save made');
export type SavedCueCard = z.infer<typeof SavedCueCardSchema>;

export const CueConversationSchema = z
  .object({
    conversation_id: z
      .string()
      .nullable()
      .describe('The conversation of this teacher and class; null before the first question'),
    messages: z.array(ChatMessageSchema).describe('The questions and final answers, oldest first'),
    saved_tool_calls: z
      .array(z.string())
      .describe('Ids of the tool calls whose cards the teacher saved (the card shows Saved)'),
    saved_cards: z.array(SavedCueCardSchema).describe('The saved cards with what each save made'),
    today: IsoDateSchema.describe(
      "The school's today, YYYY-MM-DD, in its time zone: what a card's day and created_on are compared with",
    ),
  })
  .describe("A teacher's conversation with Cue in one class");
export type CueConversation = z.infer<typeof CueConversationSchema>;
export const CueConversationResponseSchema = resultOf(CueConversationSchema);

/** POST cue_conversation/{classId}/saved: the teacher saved a card through the records endpoints. */
export const MarkCueToolCallSavedInputSchema = z.object({
  message_id: freeText({ max: 100, required: true }).describe('The assistant message that holds the card'),
  tool_call_id: freeText({ max: 200, required: true }).describe('The tool call (card) that was saved'),
  record_ids: z
    .array(ObjectIdSchema)
    .max(SAVED_CARD_RECORD_LIMIT)
    .default([])
    .describe('The records the save created or changed, in the card order (none for attendance)'),
  state: z
    .enum(announcementStatuses)
    .optional()
    .describe("Required for an announcement card: 'draft', 'scheduled' or 'published'"),
});
export type MarkCueToolCallSavedInput = z.input<typeof MarkCueToolCallSavedInputSchema>;
export type MarkCueToolCallSavedRequest = z.output<typeof MarkCueToolCallSavedInputSchema>;
export const MarkCueToolCallSavedResponseSchema = resultOf(
  z.object({
    saved_tool_calls: z.array(z.string()).describe('Every saved tool call of the conversation'),
    saved_cards: z.array(SavedCueCardSchema).describe('Every saved card with what its save made'),
  }),
);

/** POST cue_widget/ask: the floating widget's question, answered in one piece (no streaming). */
export const CueWidgetAskInputSchema = z.object({
  user_query: z.object({
    class_id: ObjectIdSchema.describe('The class the teacher is working in'),
    user_input: freeText({ max: freeTextLimits.chatInput, required: true, trim: true }).describe(
      'What the teacher typed',
    ),
    date: StoredDateSchema.describe("The teacher's today, DD-MM-YYYY"),
    time: TimeOfDaySchema.describe("The teacher's time now, hh:mm A"),
  }),
  age_group: freeText({ max: 100 }).default(DEFAULT_AGE_GROUP),
  /** Sent by the widget as the spec says; the server acts for the bearer token's user only. */
  user_details: z
    .object({
      user_id: z.string().max(100).optional(),
      user_name: z.string().max(freeTextLimits.title).optional(),
      user_role: z.string().max(100).optional(),
      token: z.string().max(freeTextLimits.token).optional(),
    })
    .optional(),
  language: z.enum(['en', 'ar', 'he']).default('en'),
});
export type CueWidgetAskInput = z.input<typeof CueWidgetAskInputSchema>;
export type CueWidgetAskRequest = z.output<typeof CueWidgetAskInputSchema>;
export const CueWidgetAskResponseSchema = resultOf(z.object({ message: ChatMessageSchema }));
