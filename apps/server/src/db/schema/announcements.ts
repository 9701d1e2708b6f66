import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/**
 * An announcement to parents (spec section 3 "Announcement"). Its state is one of draft,
 * scheduled or published; a scheduled one is published by a durable job at `scheduledFor`.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** 'Everyone' (the whole school) or 'Classes' (only classIds below). */
    shareWith: text('share_with').notNull().default('Everyone'),
    sendEmail: boolean('send_email').notNull().default(false),
    /** draft, scheduled, published */
    status: text('status').notNull(),
    /** The school-local date and time the teacher chose ('YYYY-MM-DD', 'hh:mm A'). */
    localDate: text('local_date').notNull(),
    localTime: text('local_time').notNull(),
    /** The instant a scheduled announcement goes out. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByUserId: idReference('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId, t.status, t.publishedAt)],
);

export const announcementClasses = pgTable(
  'announcement_classes',
  {
    announcementId: idReference('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    classId: classIdColumn(),
    schoolId: schoolIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.classId] }), index().on(t.classId)],
);
