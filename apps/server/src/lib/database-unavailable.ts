/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, an
 * idle-connection kill, a full pool), as opposed to a bad query: such a request is answered 503
 * with Retry-After and works again once the database is back. Drizzle wraps the driver's error
 * (DrizzleQueryError.cause), so the cause chain is searched.
 */

/** SQLSTATEs: admin/crash shutdown, cannot connect now; class 08 is every connection exception. */
const unavailableStates = new Set(['57P01', '57P02', '57P03']);
const socketErrors = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and PGlite say so only in words. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (unavailableStates.has(code) || code.startsWith('08') || socketErrors.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && unavailableMessages.some((m) => message.startsWith(m))) return true;
    current = cause;
  }
  return false;
}
