import { z } from 'zod';

/*
 * Exactly-once creates (docs/decisions/018-exactly-once-saves.md): a create sent again with the
 * same Idempotency-Key by the same user answers what the first one created and writes nothing.
 */

/** Long enough for the chat card's `${messageId}:${toolCallId}:${index}`. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 400;

/** The header's name as documented; Node hands it to the server lowercased. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces');

/** Headers of a create that accepts an Idempotency-Key (other headers pass untouched). */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': IdempotencyKeySchema.optional().describe(
    `Idempotency-Key header (at most ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters): the same key again from the same user answers the records the first request created and creates nothing`,
  ),
});
