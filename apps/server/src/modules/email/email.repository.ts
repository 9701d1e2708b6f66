import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailDeliveries, emailLog } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';

export type EmailLogEntry = Omit<typeof emailLog.$inferInsert, 'id' | 'createdAt'> & { at: Date };
export type EmailDelivery = typeof emailDeliveries.$inferSelect;

/**
 * The email tables, always with the caller's database handle (a job's claim transaction), so
 * what is recorded commits together with the job step that did it.
 */
export class EmailRepository {
  constructor(private readonly db: Database) {}

  /** Records one sending step (or a failed one). */
  async insertLog({ at, ...entry }: EmailLogEntry): Promise<void> {
    await this.db.insert(emailLog).values({ ...entry, createdAt: at });
  }

  async hasDeliveries(cause: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.cause, cause));
    return (row?.n ?? 0) > 0;
  }

  /** One pending row per address; an address already listed for the cause is left as it is. */
  async addRecipients(schoolId: string, cause: string, recipients: string[], at: Date): Promise<void> {
    if (recipients.length === 0) return;
    await this.db
      .insert(emailDeliveries)
      .values(
        recipients.map((recipient) => ({
          id: newObjectId(at),
          schoolId,
          cause,
          recipient,
          status: 'pending',
          createdAt: at,
        })),
      )
      .onConflictDoNothing({ target: [emailDeliveries.cause, emailDeliveries.recipient] });
  }

  /**
   * Pending addresses that may be tried in round `round` (the job's attempt: one pass over the
   * pending list between two backoffs); one that failed in this round waits for the next.
   */
  async nextPending(cause: string, round: number, limit: number): Promise<EmailDelivery[]> {
    return this.db
      .select()
      .from(emailDeliveries)
      .where(
        and(
          eq(emailDeliveries.cause, cause),
          eq(emailDeliveries.status, 'pending'),
          lte(emailDeliveries.nextRound, round),
        ),
      )
      .orderBy(asc(emailDeliveries.recipient))
      .limit(limit);
  }

  async countPending(cause: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(emailDeliveries)
      .where(and(eq(emailDeliveries.cause, cause), eq(emailDeliveries.status, 'pending')));
    return row?.n ?? 0;
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db
      .update(emailDeliveries)
      .set({ status: 'sent', sentAt: at, lastError: null })
      .where(eq(emailDeliveries.id, id));
  }

  /** A failed try in `round`: pending again from the next round, or given up (`final`). */
  async markFailedAttempt(id: string, round: number, error: string, final: boolean): Promise<void> {
    await this.db
      .update(emailDeliveries)
      .set({
        attempts: sql`${emailDeliveries.attempts} + 1`,
        nextRound: round + 1,
        lastError: error.slice(0, 500),
        ...(final && { status: 'failed' }),
      })
      .where(eq(emailDeliveries.id, id));
  }

  /** The job that sends the email gave up: what is still pending will not be sent. */
  async giveUpPending(cause: string, error: string): Promise<void> {
    await this.db
      .update(emailDeliveries)
      .set({ status: 'failed', lastError: error.slice(0, 500) })
      .where(and(eq(emailDeliveries.cause, cause), eq(emailDeliveries.status, 'pending')));
  }
}
