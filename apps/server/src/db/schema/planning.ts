import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  ActivityBlock,
  AgeBand,
  AssessmentOpportunity,
  BalanceTargets,
  CurriculumFrameworkKey,
  DayBlock,
} from '@cue/contracts';
import { createdAt, idColumn, idReference } from './columns.js';
import { classes, classIdColumn } from './classes.js';
import { observations } from './observations.js';
import { organizations, schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * Planning (issue 16, decision 049): curriculum outcomes and competency tags, the unit library,
 * resources, day schedules, projects, weekly plans and term plans. The frameworks themselves are
 * data in @cue/contracts (frameworks/); rows store competency codes.
 */

const frameworkColumn = () =>
  text('framework', { enum: ['ncf_fs_2022', 'eyfs_2024'] })
    .$type<CurriculumFrameworkKey>()
    .notNull();
const ageBandColumn = (name = 'age_band') => text(name).$type<AgeBand>();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userColumn = (name: string) => idReference(name).references(() => users.id);

/** A school's own learning outcome under a framework competency. */
export const curriculumOutcomes = pgTable(
  'curriculum_outcomes',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    framework: frameworkColumn(),
    competencyCode: text('competency_code').notNull(),
    /** 'SCHOOL-<n>', unique within the school and framework. */
    code: text('code').notNull(),
    ageBand: ageBandColumn().notNull(),
    text: text('text').notNull(),
    createdBy: userColumn('created_by').notNull(),
    createdAt: createdAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.schoolId, t.framework, t.code), index().on(t.schoolId, t.framework)],
);

/** An observation's competency tags (codes of its class's framework when tagged). */
export const observationCompetencies = pgTable(
  'observation_competencies',
  {
    observationId: idReference('observation_id')
      .notNull()
      .references(() => observations.id, { onDelete: 'cascade' }),
    schoolId: schoolIdColumn(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.observationId, t.code] }), index().on(t.schoolId, t.code)],
);

/**
 * A unit of the library. Global units (organization_id null) ship with the product and are
 * seeded; an organization's units are its schools' own, forks of global ones, or saved from Cue.
 */
export const units = pgTable(
  'units',
  {
    id: idColumn(),
    /** Null: a global unit. */
    organizationId: idReference('organization_id').references(() => organizations.id),
    /** The school of its author (organization units), for the audit trail; null for global. */
    schoolId: idReference('school_id'),
    /** The global unit this was forked from. */
    forkedFromId: idReference('forked_from_id').references((): AnyPgColumn => units.id, {
      onDelete: 'set null',
    }),
    /** A stable key for seeded global units, so re-seeding updates rather than duplicates. */
    globalKey: text('global_key'),
    title: text('title').notNull(),
    framework: frameworkColumn(),
    ageBand: ageBandColumn().notNull(),
    durationDays: integer('duration_days').notNull(),
    theme: text('theme').notNull(),
    summary: text('summary').notNull().default(''),
    competencies: text('competencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    learningOutcomes: jsonb('learning_outcomes').$type<string[]>().notNull(),
    activities: jsonb('activities').$type<ActivityBlock[]>().notNull(),
    differentiation: jsonb('differentiation').$type<{ support: string; extend: string }>().notNull(),
    assessment: jsonb('assessment').$type<AssessmentOpportunity[]>().notNull(),
    homeLink: text('home_link').notNull().default(''),
    resourceIds: text('resource_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Title, theme, summary and activity titles, lower-cased, for search. */
    searchText: text('search_text').notNull(),
    createdBy: userColumn('created_by'),
    updatedBy: userColumn('updated_by'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.organizationId, t.updatedAt),
    uniqueIndex().on(t.globalKey),
    index().on(t.forkedFromId),
  ],
);

/** The school's resource library: files (media_attachments owner kind 'resource'), links, materials lists. */
export const planningResources = pgTable(
  'planning_resources',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    kind: text('kind', { enum: ['file', 'link', 'materials'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url'),
    materials: jsonb('materials').$type<string[]>().notNull(),
    ageBands: text('age_bands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: userColumn('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index().on(t.schoolId, t.archivedAt, t.updatedAt)],
);

/** A day cycle: the school's default, an age band's, or a class's own (most specific wins). */
export const daySchedules = pgTable(
  'day_schedules',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    scope: text('scope', { enum: ['school', 'age_band', 'class'] }).notNull(),
    ageBand: ageBandColumn(),
    classId: idReference('class_id').references(() => classes.id),
    blocks: jsonb('blocks').$type<DayBlock[]>().notNull(),
    updatedBy: userColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('day_schedules_school_scope')
      .on(t.schoolId)
      .where(sql`scope = 'school'`),
    uniqueIndex('day_schedules_age_band_scope')
      .on(t.schoolId, t.ageBand)
      .where(sql`scope = 'age_band'`),
    uniqueIndex('day_schedules_class_scope')
      .on(t.classId)
      .where(sql`scope = 'class'`),
  ],
);

/** A school's planning settings: the day balance targets. */
export const planningSettings = pgTable('planning_settings', {
  schoolId: schoolIdColumn().primaryKey(),
  balanceTargets: jsonb('balance_targets').$type<BalanceTargets>().notNull(),
  updatedAt: updatedAt(),
});

/** A class's project: a unit in use over dates (or a project of its own). */
export const classProjects = pgTable(
  'class_projects',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    unitId: idReference('unit_id').references(() => units.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: userColumn('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.classId, t.startDate),
    uniqueIndex('class_projects_one_default')
      .on(t.classId)
      .where(sql`is_default`),
  ],
);

/** A class's week: its notes (the activities are week_plan_items). */
export const weekPlans = pgTable(
  'week_plans',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.classId, t.weekStart)],
);

/** An activity planned in a cell of the week (a day × a day-cycle block), and how it went. */
export const weekPlanItems = pgTable(
  'week_plan_items',
  {
    id: idColumn(),
    weekPlanId: idReference('week_plan_id')
      .notNull()
      .references(() => weekPlans.id, { onDelete: 'cascade' }),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    blockId: idReference('block_id').notNull(),
    position: integer('position').notNull(),
    /** A copy of the activity (its id is the item's own activity id). */
    activity: jsonb('activity').$type<ActivityBlock>().notNull(),
    /** The competencies of `activity`, as a column for insights. */
    competencies: text('competencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceUnitId: idReference('source_unit_id').references(() => units.id, { onDelete: 'set null' }),
    sourceActivityId: idReference('source_activity_id'),
    status: text('status', { enum: ['planned', 'done', 'moved', 'skipped'] })
      .notNull()
      .default('planned'),
    evaluation: text('evaluation').notNull().default(''),
    movedTo: date('moved_to', { mode: 'string' }),
    markedBy: userColumn('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    createdBy: userColumn('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.weekPlanId, t.date), index().on(t.classId, t.date)],
);

/** The long-term plan: a class's theme for a month of its academic year. */
export const yearThemes = pgTable(
  'year_themes',
  {
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    theme: text('theme').notNull(),
    competencies: text('competencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    updatedBy: userColumn('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.month] })],
);
