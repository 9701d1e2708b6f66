/**
 * Errors made loggable without children's data. A failed Drizzle query's message carries its SQL
 * and every parameter (an observation's text, a parent's phone), and PostgreSQL's own message and
 * detail may quote a value ("Key (phone)=(...)"), so a database error is logged only by the
 * statement it ran and the server's error code. Other errors keep their message and stack.
 */

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  errno?: unknown;
  syscall?: unknown;
  severity?: unknown;
  routine?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  stack?: unknown;
}

export interface SafeError {
  type: string;
  /** e.g. `insert "observations"`: which statement failed, without its values. */
  statement?: string;
  /** PostgreSQL SQLSTATE (e.g. 57P01, 23505) or a socket error code (ECONNREFUSED). */
  code?: string;
  errno?: number;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  message?: string;
  stack?: string;
  cause?: SafeError;
}

const asObject = (value: unknown): ErrorLike | null =>
  typeof value === 'object' && value !== null ? (value as ErrorLike) : null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A failed Drizzle query (DrizzleQueryError): it has the SQL and its parameters. */
const isFailedQuery = (error: ErrorLike): boolean => typeof error.query === 'string' && 'params' in error;

/** An error answered by a PostgreSQL server (pg's DatabaseError, PGlite's): it has a severity. */
const isServerError = (error: ErrorLike): boolean =>
  typeof error.severity === 'string' && typeof error.code === 'string';

/** The verb and first table of a statement: `select "observations"`, `insert "attendance"`. */
export function statementName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:into|update|from)\s+("[^"]+"|\w+)/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

function summarise(value: unknown, depth: number): SafeError {
  const error = asObject(value);
  if (!error) return { type: typeof value };
  // PGlite's own error also carries the query and its parameters: the server's answer is checked first.
  if (isServerError(error)) {
    const safe: SafeError = { type: 'DatabaseError', code: error.code as string };
    if (typeof error.query === 'string') safe.statement = statementName(error.query);
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const v = text(error[key]);
      if (v !== undefined) safe[key] = v;
    }
    return safe;
  }
  if (isFailedQuery(error)) {
    const cause = error.cause !== undefined && depth < 4 ? summarise(error.cause, depth + 1) : undefined;
    return {
      type: 'DrizzleQueryError',
      statement: statementName(error.query as string),
      ...(cause?.code !== undefined && { code: cause.code }),
      ...(cause && { cause }),
    };
  }
  const safe: SafeError = { type: text(error.name) ?? 'Error' };
  if (typeof error.code === 'string') safe.code = error.code;
  if (typeof error.errno === 'number') safe.errno = error.errno;
  const message = text(error.message);
  if (message !== undefined) safe.message = message;
  const stack = text(error.stack);
  if (stack !== undefined) safe.stack = stack;
  if (error.cause !== undefined && depth < 4) safe.cause = summarise(error.cause, depth + 1);
  return safe;
}

/** Any thrown value as an object that is safe to log: `log.error({ err: logSafeError(e) }, ...)`. */
export function logSafeError(error: unknown): SafeError {
  return summarise(error, 0);
}
