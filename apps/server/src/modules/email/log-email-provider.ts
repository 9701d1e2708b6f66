import type { FastifyBaseLogger } from 'fastify';
import { maskEmail, type DeliveryResult, type EmailMessage, type EmailProvider } from './email-provider.js';

/**
 * The embedded default: instead of sending, it writes to the server log that an email would go
 * out, with the masked address and the subject only (the body may say things about children).
 */
export class LogEmailProvider implements EmailProvider {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: EmailMessage): Promise<DeliveryResult> {
    this.log.info(
      { email: 'log', to: maskEmail(message.to) },
      `Email "${message.subject}" to ${maskEmail(message.to)} (log provider: not sent)`,
    );
    return { outcome: 'accepted' };
  }

  close(): void {}
}
