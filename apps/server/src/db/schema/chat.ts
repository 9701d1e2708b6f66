import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { classIdColumn, children } from './classes.js';
import { schoolIdColumn, schools } from './schools.js';
import { users } from './users.js';

/**
 * A chat thread (decision 044): 'family' — one per (child, class), the child's parents and the
 * class's staff are its members; 'broadcast' — one per class, staff post and families read.
 * Members are worked out from parent links and class staff when asked, so a new teacher of the
 * class sees its threads at once.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    kind: text('kind', { enum: ['family', 'broadcast'] }).notNull(),
    childId: idReference('child_id').references(() => children.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_threads_family')
      .on(t.classId, t.childId)
      .where(sql`kind = 'family'`),
    uniqueIndex('chat_threads_broadcast')
      .on(t.classId)
      .where(sql`kind = 'broadcast'`),
    index().on(t.schoolId),
  ],
);

/** A message; never deleted. A retract keeps the row (text hidden when presented) and an audit entry. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    threadId: idReference('thread_id')
      .notNull()
      .references(() => chatThreads.id),
    schoolId: schoolIdColumn(),
    authorUserId: idReference('author_user_id')
      .notNull()
      .references(() => users.id),
    authorKind: text('author_kind', { enum: ['staff', 'parent'] }).notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Sent during the school's quiet hours: delivered, not notified. */
    inQuietHours: boolean('in_quiet_hours').notNull().default(false),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
  },
  (t) => [index().on(t.threadId, t.id)],
);

/**
 * A member's place in a thread: the newest message they have read (read receipts, unread
 * counts) and the newest one an email digest already told them about.
 */
export const chatReads = pgTable(
  'chat_reads',
  {
    threadId: idReference('thread_id')
      .notNull()
      .references(() => chatThreads.id),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    lastReadMessageId: idReference('last_read_message_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    digestedThroughMessageId: idReference('digested_through_message_id'),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index().on(t.userId)],
);

/** The school's chat settings: quiet hours (school-local 'HH:mm'; may run past midnight). */
export const chatSettings = pgTable('chat_settings', {
  schoolId: idReference('school_id')
    .primaryKey()
    .references(() => schools.id),
  quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(false),
  quietStart: text('quiet_start').notNull().default('19:00'),
  quietEnd: text('quiet_end').notNull().default('07:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
