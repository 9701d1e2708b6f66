/**
 * The server side of the media bench, in its own process so its memory is measured alone: the
 * real server on a loopback port (a fresh database with the demo school), a teacher's token.
 */
import { createTestApp } from '../src/test/test-app.js';
import { staffToken } from '../src/test/sign-in.js';

const t = await createTestApp({
  env: { LOG_LEVEL: 'silent', MEDIA_SCHOOL_QUOTA_BYTES: String(50 * 1024 ** 3) },
});
const token = await staffToken(t.app, '9000000001');
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
// The in-process test database (PGlite) alone takes most of a gigabyte here; a real install runs
// PostgreSQL apart. So the goal is on what the server grows by while photos stream in, sampled.
const startRss = process.memoryUsage.rss();
let peakRss = startRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 10);
process.send!({ address, token, startRss });
process.on('message', (message) => {
  if (message === 'peak-rss') process.send!({ peakRss });
  if (message === 'stop') clearInterval(sampler);
  if (message === 'stop') void t.close().then(() => process.exit(0));
});
