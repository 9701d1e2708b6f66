import { vi } from 'vitest';

export interface RecordedCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The app shell polls the maintenance status on every screen; by default it is off. The top bar's
 * chat badge asks for unread messages; by default there are none.
 */
const shellRoutes: Record<string, Responder> = {
  'GET /api/fetch_app_maintenance/web': () =>
    jsonResponse({ result: { status: false, start_time: null, end_time: null } }),
  'GET /api/chat/unread/': () => jsonResponse({ result: { total_unread: 0, threads: [] } }),
};

/**
 * Replaces the global fetch with a router over "METHOD path" keys and records every call.
 * An unexpected call fails loudly, so a test cannot pass by calling the wrong endpoint.
 */
export function mockFetch(testRoutes: Record<string, Responder>) {
  const routes = { ...shellRoutes, ...testRoutes };
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      path: url.pathname,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const responder = routes[`${call.method} ${call.path}`];
    if (!responder) throw new Error(`Unexpected fetch: ${call.method} ${call.path}`);
    return responder(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
