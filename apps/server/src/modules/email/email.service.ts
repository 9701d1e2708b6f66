import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DeliveryResult, EmailProvider } from './email-provider.js';
import { EmailRepository } from './email.repository.js';

/**
 * Messages per step. Each step commits which parents the server accepted, so a crash between a
 * server's "accepted" and the commit can repeat at most this many messages.
 */
const MESSAGES_PER_STEP = 10;
/** Rounds (job attempts) in which one address may fail before it is given up. */
export const MAX_ATTEMPTS_PER_RECIPIENT = 5;

export interface EmailToSend {
  schoolId: string;
  /** What caused it, e.g. 'announcement:<id>' (email_log.subject, email_deliveries.cause). */
  cause: string;
  recipients: string[];
  subject: string;
  text: string;
}

/** Where an email stands after one step; maps onto a durable job's outcome. */
export type EmailProgress =
  /** Every address was accepted or given up. */
  | { finished: true }
  /** This step went well and addresses are left for this round: run the next step now. */
  | { finished: false; continueNow: true }
  /** Some addresses failed for now (or the server did): try again after the job's backoff. */
  | { finished: false; continueNow: false; error: string };

/**
 * Sends one email to many parents, one message each, and keeps per address whether it went
 * (email_deliveries), so a parent gets it once however often the job is retried.
 */
export class EmailService {
  constructor(private readonly deps: { provider: EmailProvider; clock: Clock }) {}

  get providerName(): string {
    return this.deps.provider.name;
  }

  /**
   * One step of sending `email`, in `db`, the job's transaction: lists the audience on the first
   * step, sends to up to MESSAGES_PER_STEP addresses still pending in `round` (the job's attempt
   * count), marks each as the server answered and writes one email_log row. Never throws for a
   * mail failure, so the marks of the messages that went always commit with the step. When the
   * job's `last` attempt ends in failure, the addresses still pending are given up with it.
   */
  async deliverStep(
    db: Database,
    email: EmailToSend,
    { round, last }: { round: number; last: boolean },
  ): Promise<EmailProgress> {
    const { provider, clock } = this.deps;
    const repo = new EmailRepository(db);
    // The audience is fixed when sending starts; a retry neither adds nor drops parents.
    if (!(await repo.hasDeliveries(email.cause))) {
      await repo.addRecipients(email.schoolId, email.cause, [...new Set(email.recipients)], clock.now());
    }
    const batch = await repo.nextPending(email.cause, round, MESSAGES_PER_STEP);
    let tried = 0;
    let accepted = 0;
    let serverDown: string | null = null;
    let firstError: string | null = null;
    for (const delivery of batch) {
      const result: DeliveryResult = await provider.send({
        to: delivery.recipient,
        subject: email.subject,
        text: email.text,
      });
      tried++;
      if (result.outcome === 'accepted') {
        await repo.markSent(delivery.id, clock.now());
        accepted++;
        continue;
      }
      firstError ??= result.error;
      const giveUp = result.outcome === 'rejected' || delivery.attempts + 1 >= MAX_ATTEMPTS_PER_RECIPIENT;
      await repo.markFailedAttempt(delivery.id, round, result.error, giveUp);
      if (result.outcome === 'unavailable') {
        // The others would fail the same way (and each wait for a timeout): stop here.
        serverDown = result.error;
        break;
      }
    }
    if (tried > 0) {
      await repo.insertLog({
        at: clock.now(),
        schoolId: email.schoolId,
        subject: email.cause,
        recipients: tried,
        provider: provider.name,
        status: accepted === tried ? 'sent' : accepted > 0 ? 'partly sent' : 'failed',
        error: firstError,
      });
    }
    if (!serverDown && (await repo.nextPending(email.cause, round, 1)).length > 0)
      return { finished: false, continueNow: true };
    const left = await repo.countPending(email.cause);
    if (left === 0) return { finished: true };
    const error = serverDown ?? `${left} recipient(s) not accepted yet${firstError ? `: ${firstError}` : ''}`;
    // The job gives up now: so do the addresses it never got through to.
    if (last) await repo.giveUpPending(email.cause, `Given up: ${error}`);
    return { finished: false, continueNow: false, error };
  }

  close(): void {
    this.deps.provider.close();
  }
}
