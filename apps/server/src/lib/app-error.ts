import { messages } from '@cue/contracts';

/** Stable error codes and the HTTP status each maps to: the one table (DESIGN.md convention 5). */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_ATTEMPTS: 400,
  REQUEST_ID_NOT_FOUND: 400,
  /** Google or Microsoft sign-in that did not complete: every tampering case answers this, and nothing more. */
  SIGN_IN_FAILED: 400,
  NOT_AUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  PHONE_NOT_REGISTERED: 404,
  NOT_FOUND: 404,
  /** The provider's verified email belongs to nobody here (spec section 8 'User Does Not Exist'). */
  USER_NOT_FOUND: 404,
  SIGN_IN_NOT_CONFIGURED: 404,
  /** Unlinking the only way a person can still sign in. */
  LAST_WAY_TO_SIGN_IN: 409,
  /** A write based on an old copy (a story saved in another tab), or a step its state does not allow. */
  CONFLICT: 409,
  /** A one-time link (the first-run setup link) that has already been used. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A call the spec lists that belongs to a later issue (face recognition, activities). */
  NOT_IMPLEMENTED: 501,
  SMS_NOT_SENT: 502,
  SIGN_IN_PROVIDER_UNREACHABLE: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export const notAuthenticated = () => new AppError('NOT_AUTHENTICATED', messages.notAuthenticated);
export const forbidden = () => new AppError('FORBIDDEN', messages.forbidden);
/** Rows of another school answer 404, never 403, so their existence does not leak. */
export const notFound = (what: string = messages.notFound) => new AppError('NOT_FOUND', what);

/** Seconds a client is asked to wait before retrying while the database is out of reach. */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;
/** The database cannot be reached right now (restart, failover); the request may be retried. */
export const serviceUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', messages.serviceUnavailable, {
    retryAfterSeconds: SERVICE_UNAVAILABLE_RETRY_SECONDS,
  });

/** A 400 naming the request field at fault, e.g. `badInput('student_attendance_list.2.student_id', ...)`. */
export const badInput = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', `${field}: ${message}`, { field });
