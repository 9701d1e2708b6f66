import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Vitest global setup of the fault tests: they run the built server, so it is built first (an
 * incremental `tsc -b`, a no-op after `npm test`'s own build), never tested stale.
 */
export default function buildServer(): void {
  const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
  const result = spawnSync('npx', ['tsc', '-b', serverDir], { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(`Building the server for the fault tests failed:\n${result.stdout}${result.stderr}`);
  }
}
