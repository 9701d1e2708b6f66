import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/**
 * Homework set for a class, or for chosen children of it (homework_children; none: the whole
 * class), due on a school-local date (issue 14, decision 043). A draft is seen by staff only.
 */
export const homeworks = pgTable(
  'homeworks',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** draft, published */
    status: text('status').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByUserId: idReference('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.classId, t.status, t.dueDate), index().on(t.schoolId)],
);

/** The chosen children of a homework that is not for the whole class. */
export const homeworkChildren = pgTable(
  'homework_children',
  {
    homeworkId: idReference('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    childId: childIdColumn(),
    schoolId: schoolIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.childId] }), index().on(t.childId)],
);

/**
 * A family marked a homework done for a child (one per child; undo deletes it). Its photos are
 * media_attachments of kind 'homework_submission'.
 */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: idColumn(),
    homeworkId: idReference('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    childId: childIdColumn(),
    schoolId: schoolIdColumn(),
    submittedByUserId: idReference('submitted_by_user_id')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('homework_submissions_child').on(t.homeworkId, t.childId)],
);
