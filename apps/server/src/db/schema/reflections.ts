import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { classProjects } from './planning.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * Reflections (issue 17, decision 050): a teacher's own reflection on a week of a class or on one
 * of its projects, read by its author and the school's coordinators (admins), with one thread of
 * comments.
 */

/**
 * A reflection. `period_start`/`period_end` are the week's days, or the project's dates when it
 * was last saved: the list sorts and filters on them. The project's title is kept too, so a
 * reflection still says what it was about once its project is deleted (project_id goes null).
 */
export const reflections = pgTable(
  'reflections',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    authorUserId: idReference('author_user_id')
      .notNull()
      .references(() => users.id),
    /** 'week' or 'project'. */
    kind: text('kind', { enum: ['week', 'project'] }).notNull(),
    /** kind week: the week's first day. */
    weekStart: date('week_start', { mode: 'string' }),
    /** kind project: the project (null once it is deleted). */
    projectId: idReference('project_id').references(() => classProjects.id, { onDelete: 'set null' }),
    projectTitle: text('project_title'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    whatWorked: text('what_worked').notNull().default(''),
    whatToChange: text('what_to_change').notNull().default(''),
    nextSteps: text('next_steps').notNull().default(''),
    /** Competency codes of the class's framework. */
    competencies: text('competencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Optimistic lock of the author's edits: each save increments it; a stale one is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.classId, t.periodStart),
    index().on(t.authorUserId, t.classId),
    // One per author, class and week; one per author, class and project.
    uniqueIndex('reflections_one_per_week')
      .on(t.authorUserId, t.classId, t.weekStart)
      .where(sql`kind = 'week'`),
    uniqueIndex('reflections_one_per_project')
      .on(t.authorUserId, t.classId, t.projectId)
      .where(sql`kind = 'project'`),
  ],
);

const reflectionIdColumn = () =>
  idReference('reflection_id')
    .notNull()
    .references(() => reflections.id, { onDelete: 'cascade' });

/** The children a reflection names for follow-up (children of its class when it was saved). */
export const reflectionChildren = pgTable(
  'reflection_children',
  {
    reflectionId: reflectionIdColumn(),
    childId: childIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.reflectionId, t.childId] }), index().on(t.childId)],
);

/** The one thread of comments on a reflection: coordinators' comments and the author's answers. */
export const reflectionComments = pgTable(
  'reflection_comments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    reflectionId: reflectionIdColumn(),
    authorUserId: idReference('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.reflectionId, t.createdAt)],
);
