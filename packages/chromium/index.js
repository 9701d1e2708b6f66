// The one lookup of the Chromium that the browser journeys (e2e/, playwright-core) and the web
// bench (apps/web/scripts/lighthouse.mjs, puppeteer-core) drive. Decision 031.
// Plain JavaScript: the bench scripts run under node without a build step.
import { existsSync } from 'node:fs';
import process from 'node:process';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for this workplace's closed network (DESIGN.md): nothing phones home, nothing updates. */
const quietFlags = [
  '--no-first-run',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @sparticuz/chromium's recommended flags are for AWS Lambda. These are left out: the first two
 * would let a page break the same-origin and mixed-content rules the journeys should see as a
 * phone does; one process for everything is only needed inside Lambda's sandbox, and here it would
 * let one crashed page end every journey's browser. Headless is the launcher's `headless: true`.
 */
const lambdaOnlyFlags = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
  '--headless',
]);

/** @returns {Promise<{ executablePath: string, args: string[] }>} */
async function npmChromium() {
  const { default: chromium } = await import('@sparticuz/chromium');
  // The package ships its binary compressed and unpacks it once into the temp folder; no network.
  const executablePath = await chromium.executablePath();
  const args = chromium.args.filter((flag) => !lambdaOnlyFlags.has(flag.split('=')[0] ?? flag));
  return { executablePath, args: [...args, ...quietFlags] };
}

/**
 * Chooses the browser, in this order:
 * - `CUE_CHROMIUM=npm`: the Chromium inside the @sparticuz/chromium package (to test the fallback);
 * - `CHROMIUM_PATH`: that file, and an error when there is none there (a typo is not ignored);
 * - Debian's `/usr/bin/chromium` when installed;
 * - otherwise the @sparticuz/chromium one, so a machine with only Node runs the journeys.
 *
 * @param {{ env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean, fromNpm?: typeof npmChromium }} [options]
 *   the environment, file check and npm unpacking, replaceable in tests
 * @returns {Promise<{ executablePath: string, args: string[], source: 'CHROMIUM_PATH' | 'debian' | 'npm' }>}
 */
export async function findChromium({ env = process.env, exists = existsSync, fromNpm = npmChromium } = {}) {
  const configuredPath = env.CHROMIUM_PATH || undefined;
  const choice = env.CUE_CHROMIUM || undefined;
  if (choice !== undefined && choice !== 'npm') {
    throw new Error(`CUE_CHROMIUM=${choice} is not known: the only value is "npm" (or leave it unset).`);
  }
  if (choice === 'npm') {
    if (configuredPath) {
      throw new Error('Both CUE_CHROMIUM=npm and CHROMIUM_PATH are set: keep the one you mean.');
    }
    return { ...(await fromNpm()), source: 'npm' };
  }
  const systemFlags = ['--no-sandbox', '--disable-gpu', ...quietFlags];
  if (configuredPath) {
    if (!exists(configuredPath)) {
      throw new Error(
        `CHROMIUM_PATH is ${configuredPath}, but there is no file there. Point it at a Chromium, ` +
          `or unset it to use ${DEBIAN_CHROMIUM} or, without that, the Chromium from npm.`,
      );
    }
    return { executablePath: configuredPath, args: systemFlags, source: 'CHROMIUM_PATH' };
  }
  if (exists(DEBIAN_CHROMIUM)) {
    return { executablePath: DEBIAN_CHROMIUM, args: systemFlags, source: 'debian' };
  }
  return { ...(await fromNpm()), source: 'npm' };
}
