import type { FastifyBaseLogger } from 'fastify';
import { maskEmail, type EmailMessage, type EmailProvider } from './email-provider.js';

/**
 * The embedded default: instead of sending, it writes to the server log that an email would go
 * out, with masked addresses and the subject only (the body may say things about children).
 */
export class LogEmailProvider implements EmailProvider {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: EmailMessage): Promise<void> {
    this.log.info(
      { email: 'log', recipients: message.bcc.length, to: message.bcc.slice(0, 5).map(maskEmail) },
      `Email "${message.subject}" to ${message.bcc.length} recipient(s) (log provider: not sent)`,
    );
  }

  close(): void {}
}
