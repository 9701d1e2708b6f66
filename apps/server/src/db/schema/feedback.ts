import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { FaceChoice, FeedbackEmojiSet, FeedbackKind, FeedbackQuestionType } from '@cue/contracts';
import { assessmentCycles } from './assessment.js';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, children, classIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * Feedback (issue 17, decision 050): a cycle's parent, peer and self forms and the answers to them.
 * A form references its cycle (no cascade), so a cycle with feedback cannot be deleted.
 */

export interface StoredFeedbackQuestion {
  key: string;
  type: FeedbackQuestionType;
  prompt: string;
  /** Null for a text question. */
  emojiSet: FeedbackEmojiSet | null;
}

export interface StoredFeedbackAnswer {
  question: string;
  choice: FaceChoice | null;
  text: string | null;
}

/** One form per cycle and kind; the parent form is sent to the class's families. */
export const feedbackForms = pgTable(
  'feedback_forms',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    cycleId: idReference('cycle_id')
      .notNull()
      .references(() => assessmentCycles.id),
    kind: text('kind').$type<FeedbackKind>().notNull(),
    questions: jsonb('questions').$type<StoredFeedbackQuestion[]>().notNull(),
    /** First sent to the families (parent forms only). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Times sent again after the first. */
    reminderCount: integer('reminder_count').notNull().default(0),
    createdBy: idReference('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('feedback_forms_cycle_kind').on(t.cycleId, t.kind), index().on(t.classId)],
);

/**
 * One answer set per form and child (peer: per child giving it and friend it is about). For a
 * parent form the child is the one answered for; for self and peer, the child answering.
 */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    formId: idReference('form_id')
      .notNull()
      .references(() => feedbackForms.id, { onDelete: 'cascade' }),
    childId: childIdColumn(),
    /** Peer forms: the friend it is about; null otherwise. */
    aboutChildId: idReference('about_child_id').references(() => children.id),
    answers: jsonb('answers').$type<StoredFeedbackAnswer[]>().notNull(),
    answeredByUserId: idReference('answered_by_user_id')
      .notNull()
      .references(() => users.id),
    /** Captured by staff (a child with the teacher, or a family's answers given on paper). */
    recordedBy: text('recorded_by').$type<'staff' | 'family'>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('feedback_answers_form_child_about').on(t.formId, t.childId, t.aboutChildId).nullsNotDistinct(),
    index().on(t.childId),
  ],
);
