import { RETRY_ATTEMPTS, RETRY_BASE_DELAY_MS, RETRY_JITTER } from '@cue/contracts';

export interface RetryPolicy {
  /** Total attempts, the first one included. */
  attempts: number;
  baseDelayMs: number;
  /** Fraction of the delay added or removed at random, so many clients do not retry in step. */
  jitter: number;
}

/** Spec section 9: up to 3 attempts, 500 ms doubling, about 20 % jitter. */
export const defaultRetryPolicy: RetryPolicy = {
  attempts: RETRY_ATTEMPTS,
  baseDelayMs: RETRY_BASE_DELAY_MS,
  jitter: RETRY_JITTER,
};

/**
 * How long to wait before retry number `retry` (1 = the first retry).
 * `random` returns a number in [0, 1), like Math.random.
 */
export function retryDelayMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const base = policy.baseDelayMs * 2 ** (retry - 1);
  const spread = (random() * 2 - 1) * policy.jitter;
  return Math.round(base * (1 + spread));
}
