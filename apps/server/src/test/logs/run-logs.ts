import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Every server a test run starts (test apps, the journeys' server process) also writes its log
 * to one run-wide folder, `<tmp>/cue-test-logs/<run id>/<project>/`, which the project's global
 * teardown scans for children's names, phone numbers and tokens (log-scan.ts).
 *
 * The run id lives in the environment: Vitest's projects run their global setups in the one main
 * process, so they share it, and test workers inherit the project's folder as CUE_TEST_LOG_DIR.
 */
export function openRunLogDir(project: string): string {
  process.env.CUE_TEST_RUN_ID ??= `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
  const dir = join(tmpdir(), 'cue-test-logs', process.env.CUE_TEST_RUN_ID, project);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A fresh log file name in the run folder for one server (null outside a test run). */
export function runLogFile(label: string): string | null {
  const dir = process.env.CUE_TEST_LOG_DIR;
  if (!dir) return null;
  return join(dir, `${label}-${process.pid}-${randomBytes(4).toString('hex')}.log`);
}

/** Removes a project's clean log folder, and the run's folder once every project has. */
export async function removeRunLogDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await rmdir(dirname(dir)).catch(() => {}); // another project's folder is still there
}
