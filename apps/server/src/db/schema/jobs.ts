import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, idReference } from './columns.js';
import { schools } from './schools.js';

/**
 * Durable work to do at a time (e.g. publish a scheduled announcement). Stored in the database so
 * it survives a restart; claimed with FOR UPDATE SKIP LOCKED so two server processes never run
 * the same job, and marked done in the same transaction as its effect, so it runs exactly once.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: idColumn(),
    schoolId: idReference('school_id').references(() => schools.id),
    kind: text('kind').notNull(),
    /** What the job is about, e.g. the announcement id; one pending job per (kind, subject). */
    subjectId: text('subject_id').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** pending, done, failed, cancelled */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.status, t.runAt),
    uniqueIndex('scheduled_jobs_pending_subject')
      .on(t.kind, t.subjectId)
      .where(sql`status = 'pending'`),
  ],
);

/** Every email the app sent or tried to send (announcements), for support and tests. */
export const emailLog = pgTable(
  'email_log',
  {
    id: idColumn(),
    schoolId: idReference('school_id').references(() => schools.id),
    /** What caused it, e.g. 'announcement:<id>'. */
    subject: text('subject').notNull(),
    recipients: integer('recipients').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId, t.createdAt)],
);

/**
 * One parent's copy of one email (e.g. an announcement), so each parent gets it at most once: the
 * job that sends it marks an address sent as soon as the SMTP server accepted it, commits that in
 * small steps, and retries only the addresses still pending.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: idColumn(),
    schoolId: idReference('school_id').references(() => schools.id),
    /** What caused it, e.g. 'announcement:<id>' (as email_log.subject). */
    cause: text('cause').notNull(),
    recipient: text('recipient').notNull(),
    /** pending, sent, failed (refused for good, or out of attempts) */
    status: text('status').notNull().default('pending'),
    /** Tries that did not end in the server accepting the address. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The job attempt (round) from which the address may be tried again: one that failed waits
     * for the job's next backoff instead of being retried at once by the next step.
     */
    nextRound: integer('next_round').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_deliveries_cause_recipient').on(t.cause, t.recipient)],
);
