import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assessmentCycles } from './assessment.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { createdAt, idColumn, idReference } from './columns.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * Report cards (issue 17, decision 050): a child's Holistic Progress Card for a cycle, printed as
 * PDF versions kept in the media store; publishing to the child's family now or at a time; class
 * generations (one durable job each) with their progress. Cards and versions reference their
 * cycle with a restricting key: a cycle with report cards cannot be deleted.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The school's own title for a cycle's cards (absent: the default title). */
export const reportCardTitles = pgTable('report_card_titles', {
  cycleId: idReference('cycle_id')
    .primaryKey()
    .references(() => assessmentCycles.id, { onDelete: 'cascade' }),
  schoolId: schoolIdColumn(),
  title: text('title').notNull(),
  updatedBy: idReference('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: updatedAt(),
});

/** One child's card in one cycle: its current version and whether families may see it. */
export const reportCards = pgTable(
  'report_cards',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    cycleId: idReference('cycle_id')
      .notNull()
      .references(() => assessmentCycles.id),
    childId: childIdColumn(),
    /** draft (not for families), scheduled (publish_at set), published */
    status: text('status', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    /** The newest version (a report_card_versions id). */
    currentVersionId: idReference('current_version_id'),
    /** The version families download while published: the current one when it was published. */
    publishedVersionId: idReference('published_version_id'),
    versionCount: integer('version_count').notNull().default(0),
    /** Scheduled: the instant it publishes, and the school-local day and time it was chosen as. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishDate: text('publish_date'),
    publishTime: text('publish_time'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('report_cards_cycle_child').on(t.cycleId, t.childId), index().on(t.childId)],
);

/** One generation of a card: a PDF in the media store under `storage_key`. Never changed. */
export const reportCardVersions = pgTable(
  'report_card_versions',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    reportCardId: idReference('report_card_id')
      .notNull()
      .references(() => reportCards.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    /** Printed before the progress card was signed off: it says DRAFT and is never published. */
    draft: boolean('draft').notNull(),
    /** The class generation that made it, if one did. */
    runId: idReference('run_id'),
    generatedBy: idReference('generated_by')
      .notNull()
      .references(() => users.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('report_card_versions_card_version').on(t.reportCardId, t.version)],
);

/** A class generation: one durable job (kind report_cards.generate-class, subject this id). */
export const reportCardRuns = pgTable(
  'report_card_runs',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    cycleId: idReference('cycle_id')
      .notNull()
      .references(() => assessmentCycles.id),
    requestedBy: idReference('requested_by')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** What the task panel calls it: the class and the cycle ('Nursery A · Term 2'). */
    label: text('label').notNull(),
    /** The school's logo as PNG, base64, read when the generation was asked for (null: none). */
    logo: text('logo'),
    /** running, done */
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    made: integer('made').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index().on(t.cycleId, t.createdAt), index().on(t.requestedBy, t.createdAt)],
);

/**
 * One child of a class generation, in order. `content` is the card as read when the generation
 * was asked for (through the progress card's service, as the staff member asking); it is cleared
 * once the child's PDF is made.
 */
export const reportCardRunItems = pgTable(
  'report_card_run_items',
  {
    runId: idReference('run_id')
      .notNull()
      .references(() => reportCardRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    childId: childIdColumn(),
    /** The child's name as the card prints it, for the progress report of a failure. */
    childName: text('child_name').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>(),
    /** pending, made, failed */
    status: text('status', { enum: ['pending', 'made', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    versionId: idReference('version_id'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.position] })],
);
