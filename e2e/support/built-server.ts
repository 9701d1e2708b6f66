import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now (to tell others, e.g. an identity provider, where the server will be). */
export async function freePort(): Promise<number> {
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

export interface BuiltServer {
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built product exactly as `npm start` does (compiled server serving the built web
 * app) on a free port with the given environment, its log written to `logFile`, and waits until
 * it answers.
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv,
  logFile: string,
  options: { port?: number } = {},
): Promise<BuiltServer> {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(join(repositoryRoot, built)))
      throw new Error(`${built} is missing: run "npm run build" first (npm test does).`);
  }
  const port = options.port ?? (await freePort());
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  let output = '';
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString();
    });
  }
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await new Promise((resolve) => log.end(resolve));
  };

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
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, output: () => output, stop };
}
