import type { FastifyBaseLogger } from 'fastify';
import type { EmailSettings } from '../../config.js';
import { LogEmailProvider } from './log-email-provider.js';
import { SmtpEmailProvider } from './smtp-email-provider.js';

/** One message to many parents: they are blind-copied, so no family sees another's address. */
export interface EmailMessage {
  bcc: string[];
  subject: string;
  text: string;
}

/** Where emails go. Every implementation talks to something real (the log, an SMTP server). */
export interface EmailProvider {
  readonly name: 'log' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createEmailProvider(settings: EmailSettings, log: FastifyBaseLogger): EmailProvider {
  return settings.provider === 'smtp'
    ? new SmtpEmailProvider(settings.url, settings.from)
    : new LogEmailProvider(log);
}

/** 'rahul@family.test' -> 'r***@family.test': enough for a developer, not an address list. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.charAt(0)}***${address.slice(at)}`;
}
