import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { observations } from './observations.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/**
 * A post in a child's journal, which the child's parents read (decision 045). Staff share
 * observations to it (create_journal_posts_from_anecdotes/) or write free posts; a post to
 * several children (or the whole class) is one row per child, so each family reads its own.
 */
export const journalPosts = pgTable(
  'journal_posts',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    childId: childIdColumn(),
    /** 'observation' (shared from one), 'free' (written in the journal), 'daily_report' (decision 047). */
    kind: text('kind').notNull().default('observation'),
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
  (t) => [
    index().on(t.childId, t.postedOn),
    index().on(t.observationId),
    index().on(t.classId, t.postedOn),
    // One daily report per child and day (decision 047): sending again updates it, even when two
    // sends race.
    uniqueIndex('journal_posts_daily_report_child_day')
      .on(t.childId, t.postedOn)
      .where(sql`${t.kind} = 'daily_report'`),
  ],
);

/** A comment on a post: a parent of the child, or a teacher of the class replying. Kept in order. */
export const journalComments = pgTable(
  'journal_comments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    postId: idReference('post_id')
      .notNull()
      .references(() => journalPosts.id, { onDelete: 'cascade' }),
    authorUserId: idReference('author_user_id')
      .notNull()
      .references(() => users.id),
    /** 'staff' or 'parent': the side the author wrote as. */
    authorKind: text('author_kind').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.postId, t.createdAt)],
);

/** A parent's reaction to a post (one per parent and post; 'heart', 'thumbs_up', 'smile'). */
export const journalReactions = pgTable(
  'journal_reactions',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    postId: idReference('post_id')
      .notNull()
      .references(() => journalPosts.id, { onDelete: 'cascade' }),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('journal_reactions_post_user').on(t.postId, t.userId)],
);

/** A read receipt: the parent opened the post (the first time counts). */
export const journalReads = pgTable(
  'journal_reads',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    postId: idReference('post_id')
      .notNull()
      .references(() => journalPosts.id, { onDelete: 'cascade' }),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('journal_reads_post_user').on(t.postId, t.userId)],
);
