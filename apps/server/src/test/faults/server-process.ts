import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './processes.js';

export const builtServer = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));

// Every process of a test shares these, so a token from one is good on the other.
const sharedSecrets = {
  JWT_ACCESS_SECRET: 'fault-access-secret-0123456789abcdef0123456789',
  JWT_REFRESH_SECRET: 'fault-refresh-secret-0123456789abcdef01234567',
  OTP_SECRET: 'fault-otp-secret-0123456789abcdef0123456789abc',
  MEDIA_LINK_SECRET: 'fault-media-link-secret-0123456789abcdef012345',
};

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process wrote, for diagnostics and for the log checks. */
  output(): string;
  alive(): boolean;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/** The built server (`node apps/server/dist/main.js`) as a real child process on a free port. */
export async function startServer(
  env: { DATABASE_URL: string; REDIS_URL?: string } & Record<string, string>,
): Promise<ServerProcess> {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cue-fault-data-'));
  const child: ChildProcess = spawn(process.execPath, [builtServer], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      AUTH_TEST_OTP: '9000000001:123456,9000000002:123456',
      ...sharedSecrets,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Also into the run's log folder, scanned for children's data when the fault tests end.
  const logDir = process.env.CUE_FAULT_LOG_DIR;
  const logFile = logDir ? createWriteStream(join(logDir, `server-${port}-${Date.now()}.log`)) : null;
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    logFile?.write(chunk);
  };
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    logFile?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
      return fetch(`${url}/api/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
    },
    30_000,
    'the server to be ready',
  );
  return {
    url,
    pid: child.pid!,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    kill: (signal) => child.kill(signal),
  };
}
