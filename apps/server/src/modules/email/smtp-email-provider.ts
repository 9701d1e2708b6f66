import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryResult, EmailMessage, EmailProvider } from './email-provider.js';

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  /** Longest silence from the server in the middle of a conversation. */
  socketMs: number;
}

/**
 * Every send runs inside a job's database transaction (on PGlite the only connection), so a
 * stuck server must give up quickly; a job stops at the first such failure and retries later.
 */
const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 15_000 };

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587), one message per parent
 * over a reused connection. The server's answer is sorted into accepted, refused for good,
 * refused for now, or a server failure. Errors name the code and the server's reply, never the
 * URL (it holds the password).
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    timeouts: SmtpTimeouts = DEFAULT_TIMEOUTS,
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
      // One connection reused for a job's messages (a fresh login per parent is slow).
      pool: true,
      maxConnections: 1,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
  }

  async send(message: EmailMessage): Promise<DeliveryResult> {
    try {
      const info = (await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      })) as { accepted?: unknown[] };
      return info.accepted && info.accepted.length > 0
        ? { outcome: 'accepted' }
        : { outcome: 'deferred', error: 'SMTP server did not accept the address' };
    } catch (error) {
      return classify(error as SmtpError);
    }
  }

  close(): void {
    this.transport.close();
  }
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
}

function classify({ code, responseCode, command }: SmtpError): DeliveryResult {
  const error = `SMTP delivery failed${code ? ` (${code}${responseCode ? ` ${responseCode}` : ''})` : ''}`;
  // 421 is the server closing the conversation, whatever was asked.
  if (!responseCode || responseCode === 421) return { outcome: 'unavailable', error };
  if (command === 'RCPT TO')
    return responseCode >= 500 ? { outcome: 'rejected', error } : { outcome: 'deferred', error };
  // The message itself refused for good at DATA (too big, policy): sending it again would not help.
  if (command === 'DATA' && responseCode >= 500) return { outcome: 'rejected', error };
  return { outcome: 'unavailable', error };
}
