// The one lookup of the Chromium that the browser journeys (e2e/, playwright-core) and the web
// bench (apps/web/scripts/lighthouse.mjs, puppeteer-core) drive. Decision 031.
// Plain JavaScript: the bench scripts run under node without a build step.
import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { extract } from 'tar-fs';

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

/**
 * The libraries the npm Chromium links to beyond glibc (NSS, NSPR, expat), which a machine with
 * only Node may lack. The package ships them (built for Amazon Linux 2023) but unpacks them only on
 * Lambda; here they are unpacked once to the same place and always used, so the fallback needs
 * nothing from the system's packages.
 * @returns {Promise<string>} the folder to put on LD_LIBRARY_PATH
 */
async function bundledLibraries() {
  const folder = join(tmpdir(), 'al2023');
  const libraries = join(folder, 'lib');
  if (!existsSync(join(libraries, 'libnss3.so'))) {
    const packageRoot = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '../..');
    await pipeline(
      createReadStream(join(packageRoot, 'bin', 'al2023.tar.br')),
      createBrotliDecompress(),
      extract(folder),
    );
  }
  return libraries;
}

/** @returns {Promise<{ executablePath: string, args: string[], env: NodeJS.ProcessEnv }>} */
async function npmChromium() {
  const { default: chromium } = await import('@sparticuz/chromium');
  // The package ships its binary compressed and unpacks it once into the temp folder; no network.
  const executablePath = await chromium.executablePath();
  const libraries = await bundledLibraries();
  const args = chromium.args.filter((flag) => !lambdaOnlyFlags.has(flag.split('=')[0] ?? flag));
  const inherited = process.env.LD_LIBRARY_PATH;
  return {
    executablePath,
    args: [...args, ...quietFlags],
    env: { ...process.env, LD_LIBRARY_PATH: inherited ? `${libraries}:${inherited}` : libraries },
  };
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
 * @returns {Promise<{ executablePath: string, args: string[], env: NodeJS.ProcessEnv, source: 'CHROMIUM_PATH' | 'debian' | 'npm' }>}
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
    return { executablePath: configuredPath, args: systemFlags, env: process.env, source: 'CHROMIUM_PATH' };
  }
  if (exists(DEBIAN_CHROMIUM)) {
    return { executablePath: DEBIAN_CHROMIUM, args: systemFlags, env: process.env, source: 'debian' };
  }
  return { ...(await fromNpm()), source: 'npm' };
}
