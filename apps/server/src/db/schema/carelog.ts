import { date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/**
 * One care log event of one child (issue 14, decision 041): a meal, a drink, a nap, a nappy
 * change, a mood, a temperature, sunscreen or a note. The kind's own fields (which meal and how
 * much, the nappy's state, ...) are in `details`, checked by the contracts on the way in.
 */
export const careEntries = pgTable(
  'care_entries',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    /** The school-local day (ISO YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** School-local 'HH:MM' (a nap: when it started). */
    time: text('time').notNull(),
    /** A nap's end, 'HH:MM'; null while the child sleeps and for other kinds. */
    endTime: text('end_time'),
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    note: text('note'),
    createdByUserId: idReference('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.classId, t.day), index().on(t.childId, t.day)],
);
