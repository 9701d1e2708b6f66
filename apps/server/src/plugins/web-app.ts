import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './error-handler.js';

/** Vite names every file it writes under /assets with a content hash: `index-B3x_k9Qa.js`. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8,}\.[a-z0-9]+$/i;
/** What a request for a file looks like: a last segment with an extension. Routes have none. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * How long a browser may keep a file (docs/decisions/021-web-delivery.md). A hashed asset never
 * changes under its name, so it is kept a year without asking again; index.html names the current
 * assets, so it is always revalidated (a cheap 304 when unchanged); the few other files (the
 * favicon) may change under their name, so an hour.
 */
export function cacheControlFor(relativePath: string): string {
  if (HASHED_ASSET.test(relativePath)) return 'public, max-age=31536000, immutable';
  if (basename(relativePath) === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** The path of a served file relative to the web app's folder, without a .br/.gz suffix. */
function servedPath(root: string, absolutePath: string): string {
  return relative(root, absolutePath)
    .replace(/\\/g, '/')
    .replace(/\.(br|gz)$/, '');
}

/**
 * Serves the built SPA: files by path, and index.html for every other GET outside /api so the
 * client router can take over. API paths that do not exist stay JSON 404s, and so do files that
 * do not exist (a stale script name must fail as a script, not load the page as JavaScript).
 *
 * The build writes Brotli and gzip copies next to each text file (apps/web/scripts/precompress.mjs);
 * @fastify/static picks one by Accept-Encoding (br, then gzip, else the file itself) and sends it
 * with Content-Encoding, the original Content-Type, its own Content-Length and Vary:
 * Accept-Encoding, so no request spends CPU on compression.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const root = webDistDir ?? '';
  const hasWebApp = webDistDir !== null && existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', cacheControlFor(servedPath(root, path)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');
    const isFile = path.startsWith('/assets/') || FILE_LIKE.test(path);
    if (hasWebApp && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}
