import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

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

/**
 * A post in a child's journal, which the child's parents read. Staff share observations to the
 * journal (create_journal_posts_from_anecdotes/); the journal module grows from here.
 */
export const journalPosts = pgTable(
  'journal_posts',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    /** The observation it was made from, if any (deleting the observation keeps the post). */
    observationId: idReference('observation_id').references(() => observations.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    createdByUserId: idReference('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.childId, t.postedOn), index().on(t.observationId)],
);
