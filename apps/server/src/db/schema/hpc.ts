import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assessmentCycles } from './assessment.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { createdAt, idColumn, idReference } from './columns.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * The Holistic Progress Card (issue 17, decision 050): one card per child per assessment cycle,
 * made on the first write, with its judgements (each with evidence links), narratives per domain,
 * the child's profile and self-assessment. A card references its cycle with `restrict`, so a
 * cycle in use cannot be deleted (the assessment service answers 409).
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** "All about me", as stored. */
export interface HpcProfileData {
  likes: string;
  myFamily: string;
  languagesAtHome: string[];
  aboutMe: string;
}

export const hpcCards = pgTable(
  'hpc_cards',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    cycleId: idReference('cycle_id')
      .notNull()
      .references(() => assessmentCycles.id, { onDelete: 'restrict' }),
    childId: childIdColumn(),
    /** The class's curriculum framework when last written: what its codes and domains belong to. */
    framework: text('framework').notNull(),
    /** 'in_progress', 'signed_off' or 'published'. */
    status: text('status').notNull().default('in_progress'),
    /** Raised by every write; a write carrying another is stale (409). */
    version: integer('version').notNull().default(1),
    profile: jsonb('profile').$type<HpcProfileData>().notNull(),
    /** Prompt key → 'happy' | 'okay' | 'not_yet'; prompts not answered are absent. */
    selfAssessment: jsonb('self_assessment').$type<Record<string, string>>().notNull(),
    selfAssessedBy: idReference('self_assessed_by').references(() => users.id),
    selfAssessedAt: timestamp('self_assessed_at', { withTimezone: true }),
    signedOffBy: idReference('signed_off_by').references(() => users.id),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    publishedBy: idReference('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: idReference('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hpc_cards_cycle_child').on(t.cycleId, t.childId),
    index().on(t.childId, t.status),
    index().on(t.classId),
  ],
);

/** A judgement: (competency, dimension) → a level key of the cycle's scheme. */
export const hpcJudgements = pgTable(
  'hpc_judgements',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    cardId: idReference('card_id')
      .notNull()
      .references(() => hpcCards.id, { onDelete: 'cascade' }),
    competency: text('competency').notNull(),
    dimension: text('dimension').notNull(),
    level: text('level').notNull(),
    updatedBy: idReference('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('hpc_judgements_card_competency_dimension').on(t.cardId, t.competency, t.dimension)],
);

/**
 * Evidence a judgement rests on: an observation, a published story or a class photo, by id. No
 * foreign key to those modules' tables: a link whose record was deleted, moved out of the cycle or
 * lost its consent is simply not shown (every read checks it again through their services).
 */
export const hpcEvidenceLinks = pgTable(
  'hpc_evidence_links',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    cardId: idReference('card_id')
      .notNull()
      .references(() => hpcCards.id, { onDelete: 'cascade' }),
    judgementId: idReference('judgement_id')
      .notNull()
      .references(() => hpcJudgements.id, { onDelete: 'cascade' }),
    /** 'observation', 'story' or 'photo'. */
    kind: text('kind').notNull(),
    evidenceId: idReference('evidence_id').notNull(),
    /** Order within the judgement, as the teacher listed them. */
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('hpc_evidence_links_judgement_item').on(t.judgementId, t.kind, t.evidenceId),
    index().on(t.cardId),
  ],
);

/** The teacher's words for one framework domain of the card. */
export const hpcNarratives = pgTable(
  'hpc_narratives',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    cardId: idReference('card_id')
      .notNull()
      .references(() => hpcCards.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    strengths: text('strengths').notNull(),
    nextSteps: text('next_steps').notNull(),
    updatedBy: idReference('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('hpc_narratives_card_domain').on(t.cardId, t.domain)],
);
