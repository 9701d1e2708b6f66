import type { FastifyRequest } from 'fastify';

/**
 * A request address as logged: the value of any `token` query parameter (the first-run setup
 * link, /public/setup?token=...) is replaced, so a one-time secret never reaches the log.
 */
export function logSafeUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's own request serializer, with the address made log-safe. */
export function logSafeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: logSafeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
