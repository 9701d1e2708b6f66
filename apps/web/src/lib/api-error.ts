/** Status used when no HTTP response arrived at all (offline, DNS failure, timeout). */
export const NO_RESPONSE_STATUS = 0;

export const apiErrorCodes = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  notAuthenticated: 'NOT_AUTHENTICATED',
  sessionEnded: 'SESSION_ENDED',
} as const;

/** The one error type of every server call: the server's `{code, message}` plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, options?: { field?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = options?.field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
