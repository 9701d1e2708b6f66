import type { FastifyBaseLogger } from 'fastify';
import type { EmailSettings } from '../../config.js';
import { LogEmailProvider } from './log-email-provider.js';
import { SmtpEmailProvider } from './smtp-email-provider.js';

/** One message to one parent: no family ever sees another's address. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What became of one message, as the mail server answered. */
export type DeliveryResult =
  /** The server took responsibility for it: never send it again. */
  | { outcome: 'accepted' }
  /** The server refused this address for good (5xx): trying again would not help. */
  | { outcome: 'rejected'; error: string }
  /** The server refused this address for now (4xx, e.g. a full mailbox or greylisting). */
  | { outcome: 'deferred'; error: string }
  /** The server itself failed (unreachable, timed out, 421, login refused): try everyone later. */
  | { outcome: 'unavailable'; error: string };

/** Where emails go. Every implementation talks to something real (the log, an SMTP server). */
export interface EmailProvider {
  readonly name: 'log' | 'smtp';
  /** Never throws: every failure is a DeliveryResult whose error never holds the SMTP URL. */
  send(message: EmailMessage): Promise<DeliveryResult>;
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
