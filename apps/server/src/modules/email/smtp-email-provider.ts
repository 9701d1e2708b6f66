import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailProvider } from './email-provider.js';

export class EmailDeliveryError extends Error {}

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). Parents are blind-copied
 * and the message is addressed to the sender itself. Errors name what failed, never the URL
 * (it holds the password).
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    const parsed = new URL(url);
    const secure = parsed.protocol === 'smtps:';
    this.transport = nodemailer.createTransport({
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
      secure,
      ...(parsed.username && {
        auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
      }),
      // A stuck server must not hold a job's transaction for long.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: this.from,
        bcc: message.bcc,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      throw new EmailDeliveryError(
        `SMTP delivery failed${code ? ` (${code}${responseCode ? ` ${responseCode}` : ''})` : ''}`,
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
