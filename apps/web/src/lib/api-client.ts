import {
  apiPaths,
  messages,
  type AccessTokenActiveResponseSchema,
  type RenewRefreshTokenResponseSchema,
  type UserKind,
} from '@cue/contracts';
import type { z } from 'zod';
import { ApiError, NO_RESPONSE_STATUS, apiErrorCodes } from './api-error';
import i18n from './i18n';
import { showError } from './notify';
import { handCheck, hasStrings, isRecord, type ResponseSchema } from './response-schema';
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './retry';
import { activeKind, sessionStore, tokenPairOf, type Session, type SessionStore } from './session-store';
import { createTokenRenewer } from './token-renewal';

/**
 * Whose bearer token a call sends: the active user's (default), a given kind's (a dual-role user
 * holds two), an explicit token, or none for the sign-in calls.
 */
export type RequestAuth = 'active' | UserKind | 'none' | { bearer: string };

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData body is sent as multipart/form-data (uploads). */
  body?: unknown;
  auth?: RequestAuth;
  /**
   * The contract schema of the success response: what the server answers is checked, not trusted.
   * The first screen's calls pass a hand check of the same contract (lib/response-schema.ts).
   */
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /** false for calls whose caller must not wait through retries (logout). */
  retry?: boolean;
  /** Extra request headers (e.g. the spec's `PageNumber` for paged lists). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  /** Renews tokens when due; fetchers that put tokens in a body call this first. */
  ensureFreshSession(): Promise<Session | null>;
}

export interface ApiClientDeps {
  store: SessionStore;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** In [0, 1), like Math.random; drives the retry jitter. */
  random: () => number;
  timeoutMs: number;
  retryPolicy: RetryPolicy;
  /** Called once when a token renewal fails: the session is over. */
  onSessionEnded: () => void;
}

const DEFAULT_TIMEOUT_MS = 15_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface SendOptions {
  method: string;
  body: unknown;
  bearer: string | null;
  signal: AbortSignal | undefined;
  retry: boolean;
  headers?: Record<string, string> | undefined;
}

/** Each attempt gets its own timeout; the caller's signal (a screen going away) still cancels it. */
function attemptSignal(timeoutMs: number, callerSignal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!callerSignal) return timeout;
  // AbortSignal.any is recent (Safari 17.4); without it the caller's signal alone is kept.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([timeout, callerSignal]) : callerSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's error shape `{code, message, msg, field?}` -> ApiError; anything else keeps the status. */
function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { code, message, msg, field } = body as Record<string, unknown>;
    const text = typeof message === 'string' ? message : typeof msg === 'string' ? msg : null;
    if (text) {
      return new ApiError(status, typeof code === 'string' ? code : `HTTP_${status}`, text, {
        ...(typeof field === 'string' && { field }),
      });
    }
  }
  return new ApiError(status, `HTTP_${status}`, statusText || `Request failed with status ${status}`);
}

/** The answer checked against its contract schema; a mismatch is the spec's internal error. */
export function parseResponse<T>(schema: ResponseSchema<T>, status: number, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected response from ${path}`, parsed.error);
  throw new ApiError(status, apiErrorCodes.invalidResponse, messages.internal, { cause: parsed.error });
}

/** GET access_token_active/: AccessTokenActiveResponseSchema, checked by hand (renewal runs on any screen). */
export const accessTokenActiveResponse = handCheck<z.infer<typeof AccessTokenActiveResponseSchema>>(
  'access_token_active/',
  (value) => isRecord(value) && hasStrings(value.result, ['access_token']),
);

/** GET renew_refresh_token/: RenewRefreshTokenResponseSchema, checked by hand. */
export const renewRefreshTokenResponse = handCheck<z.infer<typeof RenewRefreshTokenResponseSchema>>(
  'renew_refresh_token/',
  (value) =>
    isRecord(value) &&
    hasStrings(value.result, ['access_token', 'refresh_token']) &&
    typeof value.result.rotated === 'boolean',
);

export function createApiClient(overrides: Partial<ApiClientDeps> & Pick<ApiClientDeps, 'store'>): ApiClient {
  const deps: ApiClientDeps = {
    // Looked up on each call, so a test's stubbed fetch is the one used.
    fetch: (input, init) => globalThis.fetch(input, init),
    sleep: wait,
    now: () => Date.now(),
    random: Math.random,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    retryPolicy: defaultRetryPolicy,
    onSessionEnded: () => overrides.store.clear(),
    ...overrides,
  };

  /**
   * One HTTP exchange. Retried only when no response arrived (network error or timeout): an HTTP
   * error status is the server's answer, and repeating it would repeat side effects such as
   * sending an OTP.
   */
  async function send(path: string, options: SendOptions): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
    // A FormData body gets its multipart Content-Type (with the boundary) from fetch itself.
    const isMultipart = options.body instanceof FormData;
    // Only with a body: the server rejects an empty body declared as JSON.
    if (options.body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
    const requestBody =
      options.body === undefined || isMultipart
        ? (options.body as FormData | undefined)
        : JSON.stringify(options.body);
    const attempts = options.retry ? deps.retryPolicy.attempts : 1;

    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await deps.fetch(path, {
          method: options.method,
          headers,
          body: requestBody,
          signal: attemptSignal(deps.timeoutMs, options.signal),
        });
      } catch (error) {
        // The caller gave up (e.g. the screen unmounted): stop, do not retry.
        if (options.signal?.aborted) throw error;
        if (attempt >= attempts) {
          throw new ApiError(NO_RESPONSE_STATUS, apiErrorCodes.network, 'No response from the server', {
            cause: error,
          });
        }
        await deps.sleep(retryDelayMs(attempt, deps.retryPolicy, deps.random));
        continue;
      }
      const body = await readBody(response).catch(() => undefined);
      if (!response.ok) throw toApiError(response.status, response.statusText, body);
      return { status: response.status, body };
    }
  }

  const renewer = createTokenRenewer({
    store: deps.store,
    now: deps.now,
    fetchAccessToken: async (refreshToken) => {
      const path = apiPaths.accessTokenActive;
      const { status, body } = await send(path, {
        method: 'GET',
        body: undefined,
        bearer: refreshToken,
        signal: undefined,
        retry: true,
      });
      return parseResponse(accessTokenActiveResponse, status, body, path).result.access_token;
    },
    fetchRenewedPair: async (refreshToken) => {
      const path = apiPaths.renewRefreshToken;
      const { status, body } = await send(path, {
        method: 'GET',
        body: undefined,
        bearer: refreshToken,
        signal: undefined,
        retry: true,
      });
      const { access_token, refresh_token } = parseResponse(
        renewRefreshTokenResponse,
        status,
        body,
        path,
      ).result;
      return { access_token, refresh_token };
    },
    onFailure: () => deps.onSessionEnded(),
  });

  async function bearerFor(auth: RequestAuth): Promise<string | null> {
    if (auth === 'none') return null;
    if (typeof auth === 'object') return auth.bearer;
    const session = await renewer.ensureFresh();
    const pair = session ? tokenPairOf(session, auth === 'active' ? activeKind(session) : auth) : null;
    if (!pair) throw new ApiError(401, apiErrorCodes.notAuthenticated, messages.notAuthenticated);
    return pair.access_token;
  }

  return {
    async request(path, options) {
      const bearer = await bearerFor(options.auth ?? 'active');
      const { status, body } = await send(path, {
        method: options.method ?? 'GET',
        body: options.body,
        bearer,
        signal: options.signal,
        retry: options.retry ?? true,
        headers: options.headers,
      });
      return parseResponse(options.schema, status, body, path);
    },
    ensureFreshSession: () => renewer.ensureFresh(),
  };
}

/** The app's client: the browser's session; a failed renewal logs out with the spec's message. */
export const apiClient = createApiClient({
  store: sessionStore,
  onSessionEnded: () => {
    // A temporary-token session can only end by running out (or being revoked): say so.
    const wasTempSession = sessionStore.get()?.isTempToken === true;
    sessionStore.clear();
    showError(wasTempSession ? i18n.t('tempToken.expired') : i18n.t('messages.sessionExpired'));
  },
});
