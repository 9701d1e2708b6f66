import { apiClient, parseResponse } from './api-client';
import { handCheck, isRecord, type ResponseSchema } from './response-schema';
import { sessionStore } from './session-store';

/**
 * GET answers the first signed-in screen waits for, asked for by the entry script at start-up
 * instead of once the code that reads them has downloaded: on a phone network that saves the
 * request a whole chunk's download (docs/decisions/021-web-delivery.md, round 3). The request goes
 * through the app's client (token renewal, retries); the entry has no zod, so the answer is checked
 * against its contract schema by the reader, which takes it once: a later read (a refetch) asks the
 * server again, so an early answer is never served stale. It is kept with the access token it was
 * asked with and read only under that same token: after signing out and in (another person, maybe)
 * or a renewal, the reader asks the server.
 */
const early = new Map<string, { token: string; answer: Promise<unknown> }>();

/** Any JSON object; the reader checks it against the contract. */
const anyObject: ResponseSchema<unknown> = handCheck('JSON object', isRecord);

export function askEarly(path: string): void {
  const token = sessionStore.get()?.token;
  if (!token || early.has(path)) return;
  const answer = apiClient.request(path, { schema: anyObject });
  // A failure is the reader's to report (and retry); unread, it is dropped.
  answer.catch(() => {});
  early.set(path, { token, answer });
}

/** GET `path` checked against `schema`: the early answer if one was asked for and not yet read. */
export async function readEarlyOrRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  const kept = early.get(path);
  early.delete(path);
  if (!kept || kept.token !== sessionStore.get()?.token) return apiClient.request(path, { schema, signal });
  return parseResponse(schema, 200, await kept.answer, path);
}
