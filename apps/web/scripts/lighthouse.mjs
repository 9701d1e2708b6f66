// Lighthouse on the built product (docs/decisions/021-web-delivery.md), run by `npm run bench:web`
// after the byte budgets: builds the server, starts it exactly as `npm start` does on a free
// loopback port with a fresh data folder (a fresh demo school), and measures the sign-in page,
// then signs in through the browser as the demo teacher and measures the dashboard and the
// register. Lighthouse's default mobile settings: a mid-range phone's screen and CPU, simulated
// slow 4G. Prints performance and accessibility per page and warns below the aims (never fails:
// scores vary from run to run; the byte budgets are the hard line).
//
// Nothing is downloaded: the browser is CHROMIUM_PATH, Debian's /usr/bin/chromium, or the one
// inside the @sparticuz/chromium package (@cue/chromium, decision 031), driven by puppeteer-core,
// which never fetches a browser of its own.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { findChromium } from '@cue/chromium';
import puppeteer from 'puppeteer-core';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The demo school's teacher and the code every demo number gets outside production. */
const TEACHER_PHONE = '9000000001';
const DEMO_OTP = '123456';
const AIMS = { performance: 90, accessibility: 95 };
/**
 * Runs per page; the median one (Lighthouse's own pick, by FCP and interactive) is reported.
 * Simulated throttling scales the CPU time measured on this machine, so one run on a busy machine
 * can be far off; the median of a few is Lighthouse's advice for variance.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const pages = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'teacher dashboard', path: '/dashboard', signedIn: true },
  { name: 'register', path: '/housekeeping/attendance', signedIn: true },
];

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject()));
    });
  });
}

/** The compiled server on `port` with an empty data folder; resolves once it answers. */
async function startServer(port, dataDir) {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    // The server's log holds sign-in details: it is not printed.
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The server exited while starting');
    try {
      if ((await globalThis.fetch(`http://127.0.0.1:${port}/api/phone_login_enabling/`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 60 s');
    await sleep(200);
  }
}

/** Signs in through the login screen as a person would: phone number, Send OTP, code, Login. */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria([name="Phone Number"][role="button"])').click();
  await page.locator('::-p-aria([name="Phone number"][role="textbox"])').fill(TEACHER_PHONE);
  await page.locator('::-p-aria([name="Send OTP"][role="button"])').click();
  await page.locator('::-p-aria([name="OTP"][role="textbox"])').fill(DEMO_OTP);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => {}),
    page.locator('::-p-aria([name="Login"][role="button"])').click(),
  ]);
  await page.waitForFunction(() => globalThis.location.pathname === '/dashboard', { timeout: 30_000 });
}

/** One Lighthouse run on `url` in `page`'s browser; a signed-in run keeps the session. */
async function measure(page, url, keepSession) {
  // A first visit's bytes, not a warm cache: the session (local storage) stays, cached files go.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance', 'accessibility'], logLevel: 'error', disableStorageReset: keepSession },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** The failing audits of `category` in `lhr`, worst first, as short titles. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => a.score - b.score)
    .map((audit) => audit.title);
}

export async function runLighthouse(out) {
  // A CHROMIUM_PATH with nothing there stops the bench here, before the server starts.
  const { executablePath, args, env } = await findChromium();
  out.log(`\nLighthouse (mobile, simulated slow 4G), on the built product, median of ${RUNS} runs:`);
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'apps/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'cue-lighthouse-data-'));
  const reportDir = mkdtempSync(join(tmpdir(), 'cue-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  const browser = await puppeteer.launch({ executablePath, headless: true, args, env });
  const rows = {};
  const warnings = [];
  try {
    const page = await browser.newPage();
    let signedIn = false;
    for (const target of pages) {
      if (target.signedIn && !signedIn) {
        await signIn(page, baseUrl);
        signedIn = true;
      }
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measure(page, `${baseUrl}${target.path}`, target.signedIn));
      }
      // A run without a first paint (Lighthouse's NO_FCP, e.g. a stalled page) is not a score.
      const valid = filterToValidRuns(runs);
      const problems = runs
        .filter((run) => !valid.includes(run))
        .map((run) => run.runtimeError?.code ?? 'no first paint');
      if (problems.length)
        warnings.push(`${target.name}: ${problems.length} run(s) failed: ${problems.join(', ')}`);
      if (!valid.length) throw new Error(`Lighthouse: no valid run of ${target.name}`);
      const lhr = computeMedianRun(valid);
      if (target.signedIn && new URL(lhr.finalDisplayedUrl).pathname !== target.path) {
        throw new Error(`Lighthouse saw ${lhr.finalDisplayedUrl}, not ${target.path}: not signed in?`);
      }
      const file = join(reportDir, `${target.name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
      const seconds = (id) => Number(((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(1));
      rows[`${target.name} (${target.path})`] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'FCP s': seconds('first-contentful-paint'),
        'LCP s': seconds('largest-contentful-paint'),
        'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      };
      for (const [category, aim] of Object.entries(AIMS)) {
        if (score(category) < aim) {
          const audits = failingAudits(lhr, category).slice(0, 6).join('; ');
          warnings.push(`${target.name}: ${category} ${score(category)} < ${aim}. Weakest: ${audits}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode !== null ? done() : server.once('exit', done)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  out.table(rows);
  for (const warning of warnings) out.warn(`warning: ${warning}`);
  out.log(
    `${warnings.length ? 'below the aims' : 'ok'} (performance ≥ ${AIMS.performance}, accessibility ≥ ${AIMS.accessibility}); ` +
      `full reports: ${reportDir}`,
  );
}
