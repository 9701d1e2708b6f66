/**
 * `npm run test:llm-server` (issue 18): Cue's chat and Cue-command journeys against a real
 * llama.cpp `llama-server`, the server a school runs on its own machine. Optional and not in CI:
 * the first run builds llama.cpp (several minutes on two cores), later runs reuse it.
 *
 * 1. llama.cpp's source comes from the `node-llama-cpp` npm package, which ships it as a git
 *    bundle (`llama/gitRelease.bundle`): fetched with `npm pack` from the npm registry, cloned
 *    and built (`llama-server` only) into the cache folder (`LLM_SERVER_CACHE`, default
 *    `.cache/llm-server` at the repository's root).
 * 2. It serves the GGUF at `LLM_TEST_MODEL` with `--jinja` (tool calls) and two slots, so the
 *    routing call and an agent's call each keep their prompt cache. `LLM_TEST_MODEL=weak` makes a
 *    stand-in first (make-weak-model.py: the real Qwen2.5 tokenizer and chat template, random
 *    weights), which needs python3 with numpy.
 * 3. It runs `vitest.llm-server.config.ts` with `LLM_SERVER_URL` set, then stops the server.
 *
 * AI_IDLE_TIMEOUT_MS and AI_TOTAL_TIMEOUT_MS pass through to the app (60 s and 180 s unless set).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../src/test/faults/processes.js';

/** The newest node-llama-cpp that declares Node 20 support (engines: node >= 20). */
const NODE_LLAMA_CPP = '3.22.1';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = resolve(here, '..');
const repoRoot = resolve(serverDir, '..', '..');
const cache = resolve(process.env.LLM_SERVER_CACHE ?? join(repoRoot, '.cache', 'llm-server'));

function run(command: string, args: string[], cwd = cache): void {
  console.warn(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status ?? result.signal})`);
}

/** llama.cpp's source, from node-llama-cpp's bundle, once. */
function llamaSource(): string {
  const source = join(cache, `llama.cpp-${NODE_LLAMA_CPP}`);
  if (existsSync(join(source, 'CMakeLists.txt'))) return source;
  const tarball = join(cache, `node-llama-cpp-${NODE_LLAMA_CPP}.tgz`);
  if (!existsSync(tarball)) run('npm', ['pack', `node-llama-cpp@${NODE_LLAMA_CPP}`, '--silent']);
  run('tar', ['xzf', tarball, 'package/llama/gitRelease.bundle']);
  run('git', ['clone', '--quiet', join(cache, 'package', 'llama', 'gitRelease.bundle'), source]);
  return source;
}

/** The llama-server binary, built once. */
function llamaServer(source: string): string {
  const binary = join(source, 'build', 'bin', 'llama-server');
  if (existsSync(binary)) return binary;
  run(
    'cmake',
    [
      '-B',
      'build',
      '-DCMAKE_BUILD_TYPE=Release',
      '-DLLAMA_CURL=OFF',
      '-DLLAMA_OPENSSL=OFF',
      '-DLLAMA_BUILD_TESTS=OFF',
      '-DLLAMA_BUILD_EXAMPLES=OFF',
    ],
    source,
  );
  run(
    'cmake',
    ['--build', 'build', '--target', 'llama-server', '-j', String(availableParallelism())],
    source,
  );
  return binary;
}

function model(source: string): string {
  const wanted = process.env.LLM_TEST_MODEL;
  if (!wanted) {
    console.error(
      'Set LLM_TEST_MODEL to a GGUF model with tool calling (e.g. Qwen2.5-0.5B-Instruct, Q4_K_M),\n' +
        'or LLM_TEST_MODEL=weak for a random-weights stand-in made from llama.cpp’s own Qwen2.5 vocab.',
    );
    process.exit(2);
  }
  if (wanted !== 'weak') return resolve(wanted);
  const weak = join(cache, 'weak-qwen2.5.gguf');
  if (!existsSync(weak)) run('python3', [join(here, 'make-weak-model.py'), source, weak]);
  return weak;
}

async function main(): Promise<void> {
  mkdirSync(cache, { recursive: true });
  const source = llamaSource();
  const binary = llamaServer(source);
  const gguf = model(source);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    binary,
    ['-m', gguf, '--jinja', '--host', '127.0.0.1', '--port', String(port), '-c', '32768', '-np', '2'],
    // Its log goes to the cache folder, read when something fails (it holds no family name).
    { stdio: ['ignore', 'ignore', openSync(join(cache, 'llama-server.log'), 'w')] },
  );
  try {
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`llama-server exited (${server.exitCode})`);
        return fetch(`${url}/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      180_000,
      'llama-server to load the model',
    );
    console.warn(`llama-server ready at ${url} with ${gguf}`);
    const tests = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.llm-server.config.ts'], {
      cwd: serverDir,
      stdio: 'inherit',
      env: { ...process.env, LLM_SERVER_URL: url },
    });
    process.exitCode = tests.status ?? 1;
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
