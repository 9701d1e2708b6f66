import { date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SchemeDimension, SchemeLevel } from '@cue/contracts';
import { createdAt, idColumn, idReference } from './columns.js';
import { classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * Assessment setup (issue 17, decision 050): a school's own assessment schemes (the shipped ones
 * are data in @cue/contracts) and each class's assessment cycles. The records judged in a cycle
 * (progress cards, feedback, report cards) reference the cycle, so a cycle in use cannot be deleted.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A school's own scheme: its dimensions and levels in order, keys given by position. */
export const assessmentSchemes = pgTable(
  'assessment_schemes',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    dimensions: jsonb('dimensions').$type<SchemeDimension[]>().notNull(),
    levels: jsonb('levels').$type<SchemeLevel[]>().notNull(),
    createdBy: idReference('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.schoolId)],
);

/** A class's assessment cycle (a term): dates and the scheme its judgements use. */
export const assessmentCycles = pgTable(
  'assessment_cycles',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** A shipped scheme's key, or the id of one of the school's `assessment_schemes`. */
    scheme: text('scheme').notNull(),
    createdBy: idReference('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.classId, t.startDate), index().on(t.schoolId, t.scheme)],
);
