// Web performance budget (docs/decisions/007-web-budgets-and-languages.md, 021-web-delivery.md):
// builds the web app with a Vite manifest and precompresses it as `npm run build` does, then adds
// up the JavaScript each measured route loads, in the bytes that travel: the Brotli copy the server
// sends to a browser that accepts it (every current browser, over HTTPS), or the file itself when
// it has no copy. It counts the entry chunk and its static imports (recursively), plus the lazy
// chunks the route loads as it opens (its routes, screen, layouts, top-bar slots, realtime socket)
// with their own static imports. Lists what those chunks load only on demand. Exits 1 when a
// route is over its budget. Then it measures the built product with Lighthouse (lighthouse.mjs),
// which warns, never fails.
//
//   npm run bench:web                    (budgets, then Lighthouse)
//   npm run bench:web -- --budget-only   (budgets only)
import { execFileSync } from 'node:child_process';
import { Console } from 'node:console';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './lighthouse.mjs';
import { precompress } from './precompress.mjs';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webRoot, 'dist');
const KB = 1024;
/** This script's report goes to stdout. */
const out = new Console(process.stdout);

/**
 * Budgets in KB as sent (Brotli), and in scripts (`maxScripts`): on HTTP/1.1 a phone fetches six
 * files at a time, so each further handful of small chunks costs a round trip before the page
 * shows (docs/decisions/021-web-delivery.md, round 2). `lazy`: what the route loads on demand as soon as it opens, each a source
 * file (its dynamic chunk) or a package name (its dynamic chunk under node_modules). Whatever the
 * counted chunks can load later (a toast, another language, a dialog) is listed under the total.
 */
const routes = [
  { path: '/', name: 'sign-in', budgetKb: 170, maxScripts: 4, lazy: [] },
  {
    path: '/dashboard',
    name: 'staff dashboard',
    budgetKb: 300,
    maxScripts: 15,
    lazy: [
      // The navigation table's routes, discovered on the first signed-in path (app/router.tsx).
      'src/app/signed-in-routes.tsx',
      'src/app/navigation/navigation-guard.tsx',
      'src/app/layouts/signed-in-layout.tsx',
      'src/app/layouts/staff-layout.tsx',
      // The English of the signed-in areas, awaited with the shell (app/layouts/require-session.tsx).
      'src/locales/en/signed-in.ts',
      'src/app/routes/dashboard-route.tsx',
      // The top bar's slots, each loaded lazily by app/layouts/shell-slots.tsx.
      'src/features/access-tokens/components/temp-token-countdown.tsx',
      'src/features/issue-report/components/report-issue-button.tsx',
      'src/app/layouts/language-picker.tsx',
      // Cue in the staff layout: the voice button and the task log (app/layouts/cue-slot-loaders.tsx).
      'src/app/layouts/cue-slots.tsx',
      // The realtime socket, opened once someone is signed in (app/realtime-refresh.ts).
      'socket.io-client',
    ],
  },
];

execFileSync(
  process.execPath,
  [join(webRoot, '../../node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'],
  // CUE_CHUNK_MAP: the build also lists each chunk's modules (vite.config.ts, signed-in-chunks.ts).
  { cwd: webRoot, stdio: 'inherit', env: { ...process.env, CUE_CHUNK_MAP: '1' } },
);
precompress(outDir);

const manifestPath = join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) throw new Error(`No manifest at ${manifestPath}`);
/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');

/** Each chunk's source modules (absolute paths), to find a lazy source merged into a named chunk. */
/** @type {Record<string, string[]>} */
const chunkModules = JSON.parse(readFileSync(join(outDir, '.vite', 'chunk-modules.json'), 'utf8'));

/**
 * The manifest key of a `lazy` item: a source file as is, or the chunk it was merged into (the
 * signed-in shell's chunks, signed-in-chunks.ts); a package by its dynamic entry.
 */
function manifestKey(item) {
  if (manifest[item]) return item;
  if (item.startsWith('src/')) {
    const file = Object.keys(chunkModules).find((chunk) =>
      chunkModules[chunk]?.some((id) => id.replaceAll('\\', '/').endsWith(`/apps/web/${item}`)),
    );
    return file ? (Object.keys(manifest).find((key) => manifest[key]?.file === file) ?? null) : null;
  }
  return Object.keys(manifest).find(
    (key) => manifest[key]?.isDynamicEntry && key.includes(`/node_modules/${item}/`),
  );
}

/** The chunk of `key` and every chunk it imports statically, recursively, into `into`. */
function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.set(key, chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
  return into;
}

/** Bytes on the wire for `file` in `encoding` ('br' or 'gz'): its copy, or the file itself. */
function sentSize(file, encoding = 'br') {
  const copy = join(outDir, `${file}.${encoding}`);
  return (existsSync(copy) ? statSync(copy) : statSync(join(outDir, file))).size;
}

let failed = false;
for (const route of routes) {
  const chunks = collect(entryKey, new Map());
  for (const item of route.lazy) {
    const key = manifestKey(item);
    // A source that is no chunk of its own is bundled into another one (e.g. the entry): nothing to add.
    if (key) collect(key, chunks);
    else out.log(`note: ${item} is not a chunk of its own`);
  }
  const counted = new Set(chunks.values());
  const rows = [...counted]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: sentSize(file), gzipBytes: sentSize(file, 'gz') }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const gzipTotal = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
  const over = total > route.budgetKb * KB;
  const tooMany = rows.length > route.maxScripts;
  failed ||= over || tooMany;

  out.log(
    `\n${route.name} (${route.path}): JavaScript loaded, as sent (Brotli; gzip for browsers without it)`,
  );
  out.table(
    Object.fromEntries(
      rows.map((row) => [
        row.file,
        { 'br KB': Number((row.bytes / KB).toFixed(1)), 'gzip KB': Number((row.gzipBytes / KB).toFixed(1)) },
      ]),
    ),
  );
  out.log(
    `${over ? 'OVER BUDGET' : 'ok'}: ${(total / KB).toFixed(1)} KB Brotli of ${route.budgetKb} KB ` +
      `(${rows.length} chunks; ${(gzipTotal / KB).toFixed(1)} KB as gzip)`,
  );
  out.log(
    `${tooMany ? 'TOO MANY SCRIPTS' : 'ok'}: ${rows.length} scripts of at most ${route.maxScripts}` +
      (tooMany ? ' (a new lazy import splits the shared code? see apps/web/signed-in-chunks.ts)' : ''),
  );

  // What the counted chunks load only when asked (not counted): each with its own static imports.
  const onDemand = [...chunks.keys()]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key, index, keys) => keys.indexOf(key) === index && !counted.has(manifest[key]?.file))
    .map((key) => {
      const extra = [...collect(key, new Map()).values()].filter(
        (file) => !counted.has(file) && file.endsWith('.js'),
      );
      return { key, kb: extra.reduce((sum, file) => sum + sentSize(file), 0) / KB };
    })
    .sort((a, b) => b.kb - a.kb);
  out.log(
    `later, on demand (not counted): ${onDemand.map(({ key, kb }) => `${key.replace(/^.*node_modules\//, '')} ${kb.toFixed(1)}`).join(', ')}`,
  );
}

// Lighthouse reports even when a budget failed: both numbers help whoever fixes it.
if (!process.argv.includes('--budget-only')) await runLighthouse(out);
process.exit(failed ? 1 : 0);
