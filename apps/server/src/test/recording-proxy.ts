import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

/**
 * A pass-through on loopback in front of a real model server, for `npm run test:llm-server`: it
 * forwards every request as it is and streams the answer back untouched, and it keeps what the
 * test needs to judge the server's side: each call's llama.cpp `timings` (prompt tokens read and
 * taken from its cache) and how long it took.
 */

export interface ProxiedCall {
  path: string;
  /** llama.cpp's counts from the answer's last chunk; undefined from a server that sends none. */
  timings?: { prompt_n: number; cache_n: number };
  ms: number;
}

export async function startRecordingProxy(target: string) {
  const calls: ProxiedCall[] = [];

  const forward = async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const started = Date.now();
    const upstream = await fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
      body: request.method === 'GET' ? undefined : body,
    });
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    let text = '';
    if (upstream.body)
      for await (const piece of Readable.fromWeb(upstream.body as never)) {
        response.write(piece);
        text += (piece as Buffer).toString();
      }
    response.end();
    const timings = [...text.matchAll(/"timings":(\{[^}]*\})/g)].at(-1)?.[1];
    calls.push({
      path: request.url ?? '',
      timings: timings ? (JSON.parse(timings) as ProxiedCall['timings']) : undefined,
      ms: Date.now() - started,
    });
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      forward(request, response, Buffer.concat(chunks)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
