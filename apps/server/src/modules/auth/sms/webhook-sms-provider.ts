import { PHONE_COUNTRY_PREFIX } from '@cue/contracts';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider.js';

/**
 * POSTs `{to, text}` as JSON with a bearer secret: any SMS gateway (or a small adapter in front
 * of one) can sit behind it. A non-2xx answer, a refused connection or no answer within
 * `timeoutMs` (SMS_WEBHOOK_TIMEOUT_MS, 10 s by default) is a failed delivery: the person waiting
 * on the sign-in screen hears so at once instead of waiting on a stuck gateway.
 */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';
  constructor(
    private readonly url: string,
    private readonly secret: string,
    private readonly timeoutMs: number,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.secret}` },
        body: JSON.stringify({ to: `${PHONE_COUNTRY_PREFIX}${message.phone}`, text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS webhook unreachable: ${(error as Error).name}`);
    }
    // The answer's body is not needed; dropping it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError(`SMS webhook answered ${response.status}`);
  }
}
