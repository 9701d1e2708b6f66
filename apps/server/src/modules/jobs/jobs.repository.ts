import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { scheduledJobs } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';

export type JobRow = typeof scheduledJobs.$inferSelect;

export interface JobToSchedule {
  kind: string;
  subjectId: string;
  schoolId: string | null;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** When the job was asked for (the clock's now). */
  at: Date;
}

/**
 * Schedules (or moves) the one pending job of a (kind, subject) with the caller's database
 * handle, so a record and its job commit together. Relies on the partial unique index
 * `scheduled_jobs_pending_subject` (PostgreSQL 15 accepts ON CONFLICT with its predicate).
 */
export async function scheduleJob(db: Database, job: JobToSchedule): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values({
      id: newObjectId(job.at),
      kind: job.kind,
      subjectId: job.subjectId,
      schoolId: job.schoolId,
      runAt: job.runAt,
      payload: job.payload ?? null,
      status: 'pending',
      createdAt: job.at,
    })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.subjectId],
      targetWhere: sql`status = 'pending'`,
      set: { runAt: job.runAt, payload: job.payload ?? null, attempts: 0, lastError: null },
    });
}

/**
 * Locks the pending jobs of a subject (waiting for a runner that is running one of them), so an
 * edit and the job that would publish the same record never both go ahead. Lock order everywhere:
 * the job first, then the record.
 */
export async function lockPendingJobs(db: Database, kinds: string[], subjectId: string): Promise<JobRow[]> {
  return db
    .select()
    .from(scheduledJobs)
    .where(
      and(
        inArray(scheduledJobs.kind, kinds),
        eq(scheduledJobs.subjectId, subjectId),
        eq(scheduledJobs.status, 'pending'),
      ),
    )
    .for('update');
}

/** Cancels the pending jobs of a subject (a deleted record, a scheduled one made a draft). */
export async function cancelJobs(db: Database, kinds: string[], subjectId: string, at: Date): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ status: 'cancelled', finishedAt: at })
    .where(
      and(
        inArray(scheduledJobs.kind, kinds),
        eq(scheduledJobs.subjectId, subjectId),
        eq(scheduledJobs.status, 'pending'),
      ),
    );
}

/** The runner's side: claim one due job, then finish it, in one transaction. */
export class JobsRepository extends Repository<JobsRepository> {
  protected bind(db: Database) {
    return new JobsRepository(db);
  }

  /** This repository's database handle (the transaction inside `transaction`) for job handlers. */
  get handle(): Database {
    return this.db;
  }

  /**
   * The earliest due pending job of the given kinds, locked for this transaction. SKIP LOCKED: a
   * job another process is running is passed over, never run twice; once that process commits,
   * the job is no longer pending.
   */
  async claimDueJob(kinds: string[], now: Date): Promise<JobRow | null> {
    if (kinds.length === 0) return null;
    const [row] = await this.db
      .select()
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.status, 'pending'),
          inArray(scheduledJobs.kind, kinds),
          lte(scheduledJobs.runAt, now),
        ),
      )
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return row ?? null;
  }

  async markDone(id: string, at: Date): Promise<void> {
    await this.db
      .update(scheduledJobs)
      .set({ status: 'done', finishedAt: at, attempts: sql`${scheduledJobs.attempts} + 1` })
      .where(eq(scheduledJobs.id, id));
  }

  /** A failed attempt: try again at `retryAt`, or give up (status failed) when it is null. */
  async markAttemptFailed(id: string, error: string, retryAt: Date | null, at: Date): Promise<void> {
    await this.db
      .update(scheduledJobs)
      .set({
        attempts: sql`${scheduledJobs.attempts} + 1`,
        lastError: error.slice(0, 500),
        ...(retryAt ? { runAt: retryAt } : { status: 'failed', finishedAt: at }),
      })
      .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.status, 'pending')));
  }

  async findJob(id: string): Promise<JobRow | null> {
    const [row] = await this.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id));
    return row ?? null;
  }
}
