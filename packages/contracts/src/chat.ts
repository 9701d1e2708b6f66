import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { freeText } from './free-text.js';
import { DEFAULT_TOTAL_MEDIA, MediaFileSchema } from './media.js';

/**
 * Chat between families and class staff (issue 14; docs/decisions/044-chat.md). One family thread
 * per (child, class): the child's parents and every teacher of the class are its members. One
 * broadcast thread per class: its staff post, the class's families read. Messages are never
 * deleted: a retract hides the text for everyone and keeps an audit entry.
 */

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_PAGE_SIZE = 30;
/** How long after an unread message the parent's email digest goes out. */
export const CHAT_DIGEST_DELAY_MINUTES = 15;

export const chatThreadKinds = ['family', 'broadcast'] as const;
export type ChatThreadKind = (typeof chatThreadKinds)[number];

/** 'HH:mm', 24-hour, school-local (quiet hours). */
export const ClockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm (24-hour)')
  .describe('School-local time, HH:mm (24-hour)');

export const ChatThreadSchema = z.object({
  _id: ObjectIdSchema,
  kind: z.enum(chatThreadKinds),
  class_id: ObjectIdSchema,
  class_name: z.string(),
  /** The family thread's child; null for a class broadcast. */
  student_id: ObjectIdSchema.nullable(),
  student_name: z.string().nullable(),
  /** The child's picture (a signed link, decision 040); null without one or for a broadcast. */
  student_profile_picture: z.string().nullable(),
  /** Whether the reader may post here (families never post to a broadcast). */
  can_post: z.boolean(),
  /** Whether the reader is a member (admins may read threads they are not a member of). */
  is_member: z.boolean(),
  /** A family thread whose child has left the class (moved): read-only for everyone (decision 044). */
  closed: z.boolean(),
  unread: z.number().int(),
  last_message_at: z.string().nullable(),
  /** The last message's text (empty when retracted or only attachments). */
  last_message_preview: z.string(),
});
export type ChatThread = z.infer<typeof ChatThreadSchema>;

export const ChatThreadsResponseSchema = z.object({
  result: z.object({ threads: z.array(ChatThreadSchema), total_unread: z.number().int() }),
});

export const ChatUnreadResponseSchema = z.object({
  result: z.object({
    total_unread: z.number().int(),
    threads: z.array(z.object({ thread_id: ObjectIdSchema, unread: z.number().int() })),
  }),
});
export type ChatUnread = z.infer<typeof ChatUnreadResponseSchema>['result'];

export const ChatThreadMessageSchema = z.object({
  _id: ObjectIdSchema,
  thread_id: ObjectIdSchema,
  author_id: ObjectIdSchema,
  author_name: z.string(),
  author_kind: z.enum(['staff', 'parent']),
  /** Empty once retracted. */
  message: z.string(),
  retracted: z.boolean(),
  sent_at: z.string(),
  media: z.array(MediaFileSchema),
  /** Staff on their own message in a family thread: a parent has read it. */
  read_by_family: z.boolean(),
});
export type ChatThreadMessage = z.infer<typeof ChatThreadMessageSchema>;

export const ChatMessagesQuerySchema = z.object({
  before: ObjectIdSchema.optional().describe('Cursor: messages older than this message id'),
});

export const ChatMessagesResponseSchema = z.object({
  result: z.object({
    messages: z.array(ChatThreadMessageSchema).describe('Newest first'),
    /** Pass as `before` for the next (older) page; null at the start of the thread. */
    next_cursor: ObjectIdSchema.nullable(),
  }),
});
export type ChatMessagePage = z.infer<typeof ChatMessagesResponseSchema>['result'];

export const SendChatMessageSchema = z.object({
  message: freeText({
    max: CHAT_MESSAGE_MAX,
    required: true,
    trim: true,
    emptyMessage: 'Please write a message',
  }).describe('The message text'),
  media_ids: z
    .array(ObjectIdSchema)
    .max(DEFAULT_TOTAL_MEDIA)
    .default([])
    .describe(
      'Files to attach (staff: their uploads or photos of their classes; families: up to 4 images they uploaded as a parent)',
    ),
});
export type SendChatMessageInput = z.input<typeof SendChatMessageSchema>;

export const ChatThreadMessageResponseSchema = z.object({ result: ChatThreadMessageSchema });

export const MarkChatReadSchema = z.object({
  message_id: ObjectIdSchema.describe('The newest message the reader has seen'),
});

export const ChatSettingsSchema = z.object({
  quiet_hours_enabled: z.boolean(),
  quiet_start: ClockTimeSchema,
  quiet_end: ClockTimeSchema,
});
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;
export const ChatSettingsResponseSchema = z.object({ result: ChatSettingsSchema });

export const defaultChatSettings: ChatSettings = {
  quiet_hours_enabled: false,
  quiet_start: '19:00',
  quiet_end: '07:00',
};
