import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { EmailProvider } from './email-provider.js';
import { insertEmailLog } from './email.repository.js';

/** Recipients per message: SMTP servers commonly refuse more than 100 per envelope. */
const RECIPIENTS_PER_MESSAGE = 50;

export interface EmailToSend {
  schoolId: string;
  /** What caused it, e.g. 'announcement:<id>' (email_log.subject). */
  cause: string;
  recipients: string[];
  subject: string;
  text: string;
}

export type EmailOutcome = { sent: true; recipients: number } | { sent: false; error: string };

/** Sends one email to many parents through the configured provider and logs it in email_log. */
export class EmailService {
  constructor(private readonly deps: { provider: EmailProvider; clock: Clock }) {}

  get providerName(): string {
    return this.deps.provider.name;
  }

  /**
   * Sends in batches of blind copies. `db` is the caller's transaction, so the email_log row
   * commits with the caller's work (a durable job marked done in the same transaction).
   */
  async deliver(db: Database, email: EmailToSend): Promise<EmailOutcome> {
    const { provider, clock } = this.deps;
    const recipients = [...new Set(email.recipients)];
    let outcome: EmailOutcome = { sent: true, recipients: recipients.length };
    try {
      for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_MESSAGE) {
        await provider.send({
          bcc: recipients.slice(i, i + RECIPIENTS_PER_MESSAGE),
          subject: email.subject,
          text: email.text,
        });
      }
    } catch (error) {
      outcome = { sent: false, error: error instanceof Error ? error.message : 'Email not sent' };
    }
    await insertEmailLog(db, {
      at: clock.now(),
      schoolId: email.schoolId,
      subject: email.cause,
      recipients: recipients.length,
      provider: provider.name,
      status: outcome.sent ? 'sent' : 'failed',
      error: outcome.sent ? null : outcome.error,
    });
    return outcome;
  }

  close(): void {
    this.deps.provider.close();
  }
}
