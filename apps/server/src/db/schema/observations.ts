import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

// Journal posts shared from observations live in journal.ts (the journal module).

/** An observation (the spec's "anecdote"): what one child did, written by staff. */
export const observations = pgTable(
  'observations',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    /** The day observed (ISO YYYY-MM-DD). */
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    note: text('note').notNull(),
    /** 'general' or 'report_card' (spec type_of_anecdote). */
    kind: text('kind').notNull().default('general'),
    createdByUserId: idReference('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.classId, t.observedOn), index().on(t.childId, t.observedOn)],
);
