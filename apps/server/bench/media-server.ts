/**
 * The server side of the media bench, in its own process so its memory is measured alone: the
 * real server on a loopback port (a fresh database with the demo school: PostgreSQL when
 * DATABASE_URL is set, as in production, else the in-process PGlite), a teacher's token.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createTestApp } from '../src/test/test-app.js';
import { staffToken } from '../src/test/sign-in.js';

const t = await createTestApp({
  env: { LOG_LEVEL: 'silent', MEDIA_SCHOOL_QUOTA_BYTES: String(50 * 1024 ** 3) },
});
const token = await staffToken(t.app, '9000000001');
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

/**
 * The kernel's own peak (VmHWM), reset here so start-up (migrations, seeding) does not count.
 * Where it cannot be reset (not Linux), RSS samples every 5 ms instead: they cost the server some
 * CPU (a /proc read each) and may miss a short peak, so they are only the fallback.
 */
(globalThis as { gc?: () => void }).gc?.(); // start-up's garbage is not the server at rest
const startRss = process.memoryUsage.rss();
const peakRss = ((): (() => number) => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
  } catch {
    let sampled = startRss;
    const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
    process.once('message', () => clearInterval(sampler));
    return () => sampled;
  }
})();
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in this process)';
process.send!({ address, token, startRss, database });
process.on('message', (message) => {
  if (message === 'peak-rss') process.send!({ peakRss: peakRss() });
  if (message === 'stop') void t.close().then(() => process.exit(0));
});
