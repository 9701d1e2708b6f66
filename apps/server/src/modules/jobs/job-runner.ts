import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { logSafeError } from '../../lib/log-safe-error.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

/** What a handler tells the runner after doing its job's work inside the claim transaction. */
export type JobOutcome =
  /** Done: the job is marked done in the same transaction; `afterCommit` runs once it commits. */
  | { done: true; afterCommit?: () => void }
  /** Not done (e.g. the SMTP server refused): the handler's writes commit, the job is tried again later. */
  | { done: false; error: string }
  /**
   * One step of a long job done (e.g. a batch of emails sent): the handler's writes commit and
   * the job runs again at once, without counting an attempt. The handler must make progress in
   * every step, so this ends.
   */
  | { done: false; continueNow: true };

/**
 * Does one job's work with `db`, the transaction that claimed the job: everything it writes
 * commits together with the job being marked done, or not at all.
 */
export type JobHandler = (job: JobRow, db: Database, attempt: JobAttempt) => Promise<JobOutcome>;

/** What a handler may need to know about the attempt it runs. */
export interface JobAttempt {
  /** A failure now gives the job up (status failed): the handler may close its own records. */
  last: boolean;
}

/** A handler's exception, carrying the job it was running. */
class HandlerThrew extends Error {
  constructor(
    readonly job: JobRow,
    override readonly cause: unknown,
  ) {
    super(`job ${job.id} threw`);
  }
}

export interface JobRunnerOptions {
  repository: JobsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the background timer looks for due jobs. */
  pollMs?: number;
  /** Attempts before a failing job is given up (status failed). */
  maxAttempts?: number;
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_MAX_ATTEMPTS = 5;
/** Jobs run per call, so one call never runs for ever while jobs keep arriving. */
const JOBS_PER_RUN = 100;

/**
 * The durable job runner (docs/decisions/011). Jobs live in `scheduled_jobs`, so they survive a
 * restart; each is claimed with FOR UPDATE SKIP LOCKED inside a transaction in which its handler
 * does the work and the job is marked done, so with any number of server processes a job's effect
 * commits exactly once. In production a timer calls `runDueJobs()` every few seconds (and once at
 * start, catching up on jobs that fell due while the server was down); tests call it themselves
 * after moving the clock.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly options: JobRunnerOptions) {}

  /** One handler per kind of job, registered when the app is built. */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} registered twice`);
    this.handlers.set(kind, handler);
  }

  /**
   * Runs every job due by the clock's now, one transaction each; answers how many ran. `only`: just
   * these kinds (a test of one feature, while other features' jobs fall due on the moved clock).
   */
  async runDueJobs(only?: readonly string[]): Promise<number> {
    let ran = 0;
    while (ran < JOBS_PER_RUN && (await this.runOneDueJob(only))) ran++;
    return ran;
  }

  /** Starts polling (idempotent). Called when the server starts listening. */
  start(): void {
    if (this.timer) return;
    const tick = () => void this.runInBackground();
    this.timer = setInterval(tick, this.options.pollMs ?? DEFAULT_POLL_MS);
    this.timer.unref();
    tick();
  }

  /** Stops polling and waits for a run in progress. Called when the server closes. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  private async runInBackground(): Promise<void> {
    if (this.running) return; // the previous tick is still working through due jobs
    this.running = this.runDueJobs();
    try {
      await this.running;
    } catch (error) {
      // E.g. the database is out of reach: the claim transaction rolled back, so the job is still
      // pending and the next tick tries again once the database is back.
      this.options.log.error({ err: logSafeError(error) }, 'job runner: run failed');
    } finally {
      this.running = null;
    }
  }

  /** Claims, runs and finishes one due job; false when none is due. */
  private async runOneDueJob(only?: readonly string[]): Promise<boolean> {
    const { repository, clock, log } = this.options;
    const kinds = [...this.handlers.keys()].filter((kind) => !only || only.includes(kind));
    let ran: { job: JobRow; afterCommit?: () => void } | null;
    try {
      ran = await repository.transaction(async (jobs) => {
        const job = await jobs.claimDueJob(kinds, clock.now());
        if (!job) return null;
        const handler = this.handlers.get(job.kind)!;
        const attempt = { last: this.retryAt(job) === null };
        const outcome = await handler(job, jobs.handle, attempt).catch((cause: unknown) => {
          throw new HandlerThrew(job, cause);
        });
        if (outcome.done) {
          await jobs.markDone(job.id, clock.now());
          return { job, ...(outcome.afterCommit && { afterCommit: outcome.afterCommit }) };
        }
        if ('continueNow' in outcome) return { job };
        await jobs.markAttemptFailed(job.id, outcome.error, this.retryAt(job), clock.now());
        log.warn({ job: job.id, kind: job.kind, attempt: job.attempts + 1 }, `job failed: ${outcome.error}`);
        return { job };
      });
    } catch (error) {
      // The handler threw: its writes rolled back. Count the attempt in a transaction of its own.
      if (!(error instanceof HandlerThrew)) throw error;
      await this.recordThrownFailure(error.job, error.cause);
      return true;
    }
    if (!ran) return false;
    try {
      ran.afterCommit?.();
    } catch (error) {
      log.error({ err: logSafeError(error) }, 'job runner: after-commit step failed');
    }
    return true;
  }

  private async recordThrownFailure(job: JobRow, cause: unknown): Promise<void> {
    const { repository, clock, log } = this.options;
    const safe = logSafeError(cause);
    log.error({ err: safe, job: job.id, kind: job.kind, attempt: job.attempts + 1 }, 'job threw');
    // Kept on the job row: a failed query is named by its statement, never by its parameters.
    const error = safe.statement
      ? `${safe.statement} failed (${safe.code ?? 'no code'})`
      : (safe.message ?? 'job failed');
    await repository.markAttemptFailed(job.id, error, this.retryAt(job), clock.now());
  }

  /** Backoff 1, 2, 4, 8 minutes; null once the attempts are used up. */
  private retryAt(job: JobRow): Date | null {
    const attempt = job.attempts + 1;
    if (attempt >= (this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) return null;
    return new Date(this.options.clock.now().getTime() + 60_000 * 2 ** (attempt - 1));
  }
}
