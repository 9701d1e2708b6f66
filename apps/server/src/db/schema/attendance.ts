import { boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/**
 * One child's mark for one class and day. One row per (class, child, date), so saving the same
 * register twice stores it once, and two teachers saving different children of the same register
 * never overwrite each other (each save upserts only the rows it names).
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    /** present, absent, excused, leave, unassigned (NA is the absence of a row). */
    status: text('status').notNull(),
    markedByUserId: idReference('marked_by_user_id')
      .notNull()
      .references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_marks_class_child_date').on(t.classId, t.childId, t.date),
    index().on(t.childId, t.date),
    index().on(t.schoolId, t.date),
  ],
);

/** A class's register for a day: complete once a teacher marks it complete (spec `is_saved`). */
export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    isComplete: boolean('is_complete').notNull().default(false),
    completedByUserId: idReference('completed_by_user_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attendance_registers_class_date').on(t.classId, t.date)],
);

/**
 * A parent's request that a child be excused or on leave for a range of days; staff approve or
 * decline it. Approved requests pre-fill the register.
 */
export const childExcusals = pgTable(
  'child_excusals',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    /** 'excused' or 'leave': the status the register gets on those days once approved. */
    kind: text('kind').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** pending, approved, declined */
    status: text('status').notNull().default('pending'),
    requestedByUserId: idReference('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    decidedByUserId: idReference('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.classId, t.startDate), index().on(t.childId)],
);
