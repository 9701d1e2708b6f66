import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { failRunIfLogsLeak } from '../../apps/server/src/test/logs/log-scan.js';
import { openRunLogDir, removeRunLogDir } from '../../apps/server/src/test/logs/run-logs.js';
import { reportOtpSends } from './sessions-file.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** JSON file shared by every journey of one run: cached sign-ins and the OTP texts sent. */
    sessionCacheFile: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built product exactly as `npm start` does (compiled server serving the built web
 * app) on a free port with an empty data folder, so every run begins with a fresh demo school.
 */
export default async function startServer(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(join(root, built)))
      throw new Error(`${built} is missing: run "npm run build" first (npm test does).`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'cue-e2e-'));
  // Journeys run in separate workers, so sign-ins are shared through a file, not module state.
  const cacheDir = await mkdtemp(join(tmpdir(), 'cue-e2e-sessions-'));
  const sessionCacheFile = join(cacheDir, 'sessions.json');
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Everything the server logs goes to the run's log folder, scanned for children's data.
      LOG_LEVEL: 'debug',
      NODE_ENV: 'test',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logDir = openRunLogDir('e2e');
  const log = createWriteStream(join(logDir, 'server.log'));
  let output = '';
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString();
    });
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/phone_login_enabling/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('sessionCacheFile', sessionCacheFile);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise((resolve) => log.end(resolve));
    await reportOtpSends(sessionCacheFile);
    await rm(dataDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
    failRunIfLogsLeak(logDir, 'e2e');
    await removeRunLogDir(logDir);
  };
}
