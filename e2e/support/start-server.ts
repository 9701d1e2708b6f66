import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { failRunIfLogsLeak } from '../../apps/server/src/test/logs/log-scan.js';
import { openRunLogDir, removeRunLogDir } from '../../apps/server/src/test/logs/run-logs.js';
import { startBuiltServer } from './built-server.js';
import { reportOtpSends } from './sessions-file.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** JSON file shared by every journey of one run: cached sign-ins and the OTP texts sent. */
    sessionCacheFile: string;
    /** The run's e2e log folder: journeys that start a server of their own log there too. */
    e2eLogDir: string;
  }
}

/**
 * Starts the built product as `npm start` does on a free port with an empty data folder, so every
 * run begins with a fresh demo school.
 */
export default async function startServer(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cue-e2e-'));
  // Journeys run in separate workers, so sign-ins are shared through a file, not module state.
  const cacheDir = await mkdtemp(join(tmpdir(), 'cue-e2e-sessions-'));
  const sessionCacheFile = join(cacheDir, 'sessions.json');
  const logDir = openRunLogDir('e2e');
  const server = await startBuiltServer(
    {
      DATA_DIR: dataDir,
      // Everything the server logs goes to the run's log folder, scanned for children's data.
      LOG_LEVEL: 'debug',
      NODE_ENV: 'test',
      DATABASE_URL: '',
    },
    join(logDir, 'server.log'),
  );
  const { baseUrl } = server;
  project.provide('baseUrl', baseUrl);
  project.provide('sessionCacheFile', sessionCacheFile);
  project.provide('e2eLogDir', logDir);

  return async () => {
    await server.stop();
    await reportOtpSends(sessionCacheFile);
    await rm(dataDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
    failRunIfLogsLeak(logDir, 'e2e');
    await removeRunLogDir(logDir);
  };
}
