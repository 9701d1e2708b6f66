import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@cue/contracts';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

/**
 * The embedded default: instead of texting, it writes the code to the server log for the
 * developer at the console. The number is masked like everywhere else.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info(
      { sms: 'log', to: maskPhone(message.phone) },
      `OTP for ${maskPhone(message.phone)}: ${message.code}`,
    );
  }
}
