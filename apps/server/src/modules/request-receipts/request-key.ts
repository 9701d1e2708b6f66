import { IDEMPOTENCY_KEY_HEADER } from '@cue/contracts';
import { badInput } from '../../lib/app-error.js';
import type { Receipt, RequestOutcome } from './request-receipts.repository.js';

/** A request key and the request field it came from (named in a 400). */
export interface RequestKey {
  value: string;
  field: string;
}

/** The REST Idempotency-Key header as a request key, when it was sent. */
export const headerRequestKey = (value: string | undefined): RequestKey | undefined =>
  value === undefined ? undefined : { value, field: IDEMPOTENCY_KEY_HEADER };

/**
 * What a key already used answers: the first request's outcome. A key used before for another
 * kind of create is the caller's mistake (a 400 naming the key's field; decision 018).
 */
export function replayOf(receipt: Receipt, kind: string, key: RequestKey): RequestOutcome {
  if (receipt.kind !== kind) {
    throw badInput(key.field, `was already used for another kind of request (${receipt.kind})`);
  }
  return receipt.outcome;
}
