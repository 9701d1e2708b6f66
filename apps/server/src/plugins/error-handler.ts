import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorResponse } from '@cue/contracts';
import { AppError, badInput, serviceUnavailable } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { logSafeError } from '../lib/log-safe-error.js';
import { uniqueViolationField } from '../lib/unique-violation.js';

export function errorBody(code: string, message: string, field?: string): ErrorResponse {
  return field === undefined ? { code, message, msg: message } : { code, message, msg: message, field };
}

const specMessages = new Set<string>(Object.values(messages));
const isSpecMessage = (message: string | undefined): message is string =>
  message !== undefined && specMessages.has(message);

/**
 * The one error handler: AppErrors keep their status and message, validation failures become a
 * 400 naming the field (a unique index lost in a race too), a database out of reach is a 503 with Retry-After, anything else is a 500
 * whose details stay in the server log (database errors without their parameters: logSafeError).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    let error = thrown;
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: logSafeError(error) }, 'database unavailable');
      error = serviceUnavailable();
    }
    const taken = error instanceof AppError ? null : uniqueViolationField(error);
    if (taken) error = badInput(taken, 'is already taken');
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.options.retryAfterSeconds));
      }
      return reply.status(error.status).send(errorBody(error.code, error.message, error.options.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const field = path || (error.validationContext ?? 'body');
      // A spec message (e.g. 'Please describe the issue') is shown to the user as written.
      const message = isSpecMessage(first.message)
        ? first.message
        : `${field}: ${first.message ?? 'is invalid'}`;
      return reply.status(400).send(errorBody('VALIDATION_ERROR', message, field));
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large, ...).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: logSafeError(error) }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', messages.internal));
  });
}
