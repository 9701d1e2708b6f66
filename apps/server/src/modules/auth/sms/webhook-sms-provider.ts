import { PHONE_COUNTRY_PREFIX } from '@cue/contracts';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider.js';

/**
 * POSTs `{to, text}` as JSON with a bearer secret: any SMS gateway (or a small adapter in front
 * of one) can sit behind it. A non-2xx answer or no answer within 10 s is a failed delivery.
 */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';
  constructor(
    private readonly url: string,
    private readonly secret: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.secret}` },
        body: JSON.stringify({ to: `${PHONE_COUNTRY_PREFIX}${message.phone}`, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS webhook unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new SmsDeliveryError(`SMS webhook answered ${response.status}`);
  }
}
