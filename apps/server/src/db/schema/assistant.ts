import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/** A teacher's conversation with Cue in one class (one per teacher and class). */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.classId)],
);

/**
 * The teacher's questions and Cue's final answers (never the streamed pieces), stored as the
 * contract's ChatMessage so a reload shows exactly what the stream ended with.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    /** The message id the stream used (24 hex). */
    id: text('id').primaryKey(),
    conversationId: idReference('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The client's request id, when it sent one. */
    requestId: text('request_id'),
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.conversationId, t.createdAt)],
);

/**
 * Tool cards of a conversation the teacher saved, with what the save made (so a reload shows the
 * truth: an announcement saved as a draft reads 'Saved as Draft', not 'Published').
 */
export const assistantSavedToolCalls = pgTable(
  'assistant_saved_tool_calls',
  {
    conversationId: idReference('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    toolCallId: text('tool_call_id').notNull(),
    messageId: text('message_id').notNull(),
    /** The card's kind (attendance, observation, announcement); null on rows saved before it was kept. */
    kind: text('kind'),
    /** The records the save created or changed, in the card's order. */
    recordIds: jsonb('record_ids').$type<string[]>().notNull().default([]),
    /** Announcements: draft, scheduled or published. */
    state: text('state'),
    savedByUserId: idReference('saved_by_user_id')
      .notNull()
      .references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.toolCallId] })],
);

/**
 * The task log (spec section 3 "Task log entry"): one row per Cue request, keyed by the user and
 * the client's request id, so Retry (the same request id again) restarts the same entry and a
 * request that already succeeded is never run twice.
 */
export const assistantTaskLog = pgTable(
  'assistant_task_log',
  {
    id: idColumn(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    endpointName: text('endpoint_name').notNull(),
    title: text('title').notNull(),
    command: text('command').notNull(),
    content: text('content').notNull(),
    currentStage: text('current_stage').notNull(),
    progressLevel: integer('progress_level').notNull(),
    /** running, done or error */
    status: text('status').notNull(),
    options: jsonb('options').$type<{ title: string; value: string; selected: boolean }[]>().notNull(),
    outputs: jsonb('outputs').$type<{ name: string; link: string }[]>().notNull(),
    error: text('error'),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.requestId), index().on(t.userId, t.updatedAt)],
);
