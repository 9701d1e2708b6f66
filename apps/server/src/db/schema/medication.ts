import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/** A parent's request that staff give their child a medicine at set times (decision 042). */
export const medicationRequests = pgTable(
  'medication_requests',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    childId: childIdColumn(),
    medicineName: text('medicine_name').notNull(),
    dose: text('dose').notNull(),
    /** 'HH:mm' school-local times of day, sorted. */
    times: jsonb('times').$type<string[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    requestedByUserId: idReference('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    acknowledgedByUserId: idReference('acknowledged_by_user_id').references(() => users.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.childId, t.endDate)],
);

/** A dose given by staff (never deleted). */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    requestId: idReference('request_id')
      .notNull()
      .references(() => medicationRequests.id),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    /** The school-local day of given_at. */
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    /** The request's time of day this dose is for ('HH:mm'), if any. */
    scheduledTime: text('scheduled_time'),
    dose: text('dose').notNull(),
    notes: text('notes'),
    givenByUserId: idReference('given_by_user_id')
      .notNull()
      .references(() => users.id),
    witnessUserId: idReference('witness_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.requestId, t.givenOn),
    // One dose per scheduled time and day: two staff giving the same due dose at once record one.
    // An unscheduled extra dose (scheduled_time null) is not limited.
    uniqueIndex('medication_doses_request_day_time').on(t.requestId, t.givenOn, t.scheduledTime),
  ],
);

/** An incident or accident staff recorded for a child; the family acknowledges it (decision 042). */
export const incidents = pgTable(
  'incidents',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    firstAid: text('first_aid'),
    staffUserIds: jsonb('staff_user_ids').$type<string[]>().notNull(),
    /** 'in_person' | 'phone' | 'message' | 'not_yet' */
    parentInformedHow: text('parent_informed_how').notNull(),
    parentInformedAt: timestamp('parent_informed_at', { withTimezone: true }),
    recordedByUserId: idReference('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    acknowledgedByUserId: idReference('acknowledged_by_user_id').references(() => users.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.classId, t.happenedAt), index().on(t.childId, t.happenedAt)],
);
