import type { FastifyRequest } from 'fastify';

/**
 * A request address as logged: the value of any `token` query parameter (the first-run setup
 * link, /public/setup?token=...) and the `code` and `state` a sign-in provider sends the browser
 * back with (/google_login_verify?code=...) are replaced, so a one-time secret never reaches the log.
 * So are media link signatures (ours and S3's): within five minutes they open a child's photo.
 */
export function logSafeUrl(url: string): string {
  return url.replace(
    /([?&](?:token|code|state|signature|X-Amz-Signature|X-Amz-Credential)=)[^&#]*/gi,
    '$1[redacted]',
  );
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
