import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';

const precompressScript = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));

/** Text that compresses well and is well over the script's 1 KB floor. */
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};\n`;
const styles = Array.from({ length: 200 }, (_, i) => `.row-${i} { margin-inline-start: ${i}px; }`).join('\n');
const indexHtml = `<!doctype html><html lang="en"><head><title>Cue</title>${'<meta name="x" content="y" />'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
/** Random bytes never shrink: the script must leave them uncompressed. */
const noise = randomBytes(4096);

/**
 * The built web app as the server sees it: a folder laid out like Vite's output, precompressed by
 * the build's own script, served by the real plugin.
 */
describe('web app delivery', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cue-web-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'favicon.svg'), favicon);
    writeFileSync(join(dir, 'assets', 'index-B3x_k9Qa.js'), script);
    writeFileSync(join(dir, 'assets', 'index-C7d2mPq1.css'), styles);
    writeFileSync(join(dir, 'assets', 'noise-Dk29sLq0.json'), noise);
    execFileSync(process.execPath, [precompressScript, dir]);
    app = Fastify();
    await registerWebApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('writes Brotli and gzip copies only of text files that are big enough and shrink', () => {
    for (const file of ['index.html', 'assets/index-B3x_k9Qa.js', 'assets/index-C7d2mPq1.css']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false); // under 1 KB
    expect(existsSync(join(dir, 'assets', 'noise-Dk29sLq0.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise-Dk29sLq0.json.gz'))).toBe(false);
  });

  it('sends Brotli to a browser that accepts it, with the script type, its own length and a year of caching', async () => {
    const response = await get('/assets/index-B3x_k9Qa.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    // Either name is a script to every browser (RFC 9239); the same one as the uncompressed file.
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers['content-type']).toBe(
      (await get('/assets/index-B3x_k9Qa.js')).headers['content-type'],
    );
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when Brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/index-C7d2mPq1.css', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(styles);

    const plain = await get('/assets/index-C7d2mPq1.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(styles);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(styles));
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const refusesBrotli = await get('/assets/index-C7d2mPq1.css', 'br;q=0, gzip');
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('sends a file that did not shrink as it is, even to a browser that accepts Brotli', async () => {
    const response = await get('/assets/noise-Dk29sLq0.json', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(noise)).toBe(true);
  });

  it('makes the browser revalidate the page itself, on a deep link too, compressed', async () => {
    for (const url of ['/', '/housekeeping/attendance', '/index.html']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
    const plain = await get('/dashboard');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(indexHtml);
  });

  it('keeps files without a content hash for an hour', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing script or a compressed copy asked for by name with 404, not the page', async () => {
    for (const url of ['/assets/index-OLDHASH1.js', '/assets/index-B3x_k9Qa.js.br', '/robots.txt']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });
});
