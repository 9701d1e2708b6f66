import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

/**
 * Parses a socket payload with its contract schema; a bad one becomes a 400-style error naming
 * the first field at fault, which the socket layer sends back as a `message` event.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, payload: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'payload';
  throw new AppError(
    'VALIDATION_ERROR',
    `Invalid ${what} payload: ${field}: ${issue?.message ?? 'is invalid'}`,
    {
      field,
    },
  );
}
