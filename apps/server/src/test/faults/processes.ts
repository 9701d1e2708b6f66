import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Real PostgreSQL and Redis servers private to one fault-test file (never the shared ones on
 * 5432/6379, which other suites use), on free loopback ports, that a test may stop and start.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** A free loopback port (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs a PostgreSQL program without blocking the test's event loop (its clients keep working
 * meanwhile). PostgreSQL refuses to run as root: as root, it runs as the postgres user.
 */
async function runPg(program: string, args: string[]): Promise<void> {
  const command = asRoot ? 'runuser' : join(PG_BIN, program);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, program), ...args] : args;
  const child = spawn(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${program} ${args.join(' ')} failed (${code}): ${output}`);
}

export interface PrivatePostgres {
  url: string;
  /** `pg_ctl stop -m fast`: connected clients get 57P01, as in a restart or failover. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'cue-fault-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await runPg('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    runPg('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-l', join(dir, 'log'), '-o', options]);
  await start();
  await runPg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'cue']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/cue`,
    stop: () => runPg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']),
    start,
    destroy: async () => {
      await runPg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']).catch(() => {
        // already stopped
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitFor(() => portAnswers(port), 10_000, 'redis-server to listen');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

async function portAnswers(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` until it holds, failing with `what` after `ms`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
