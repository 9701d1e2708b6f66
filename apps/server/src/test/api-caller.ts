import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './sign-in.js';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `send(method, url, token, payload?, headers?)` against the test app: a call as the holder of
 * `token` (null: signed out), with a JSON body when given. Suites share it instead of each
 * writing their own.
 */
export function apiCaller(app: () => FastifyInstance) {
  return (
    method: ApiMethod,
    url: string,
    token: string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: { ...(token && bearer(token)), ...headers },
    });
}
