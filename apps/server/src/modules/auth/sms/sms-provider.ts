import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../../../config.js';
import { LogSmsProvider } from './log-sms-provider.js';
import { WebhookSmsProvider } from './webhook-sms-provider.js';

export interface SmsMessage {
  /** 10-digit national number; providers add the 91 prefix. */
  phone: string;
  /** The one-time code, so the log provider can show it to a developer. */
  code: string;
  text: string;
}

/** Where one-time codes go. Every implementation talks to something real (a log, a gateway). */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}

export function createSmsProvider(settings: SmsSettings, log: FastifyBaseLogger): SmsProvider {
  return settings.provider === 'webhook'
    ? new WebhookSmsProvider(settings.url, settings.secret, settings.timeoutMs)
    : new LogSmsProvider(log);
}
