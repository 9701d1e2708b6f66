// Web performance budget (docs/decisions/007-web-budgets-and-languages.md): builds the web app
// with a Vite manifest, then adds up the gzipped JavaScript each measured route loads: the entry
// chunk and its static imports (recursively), plus the lazy chunks of the route's screen and
// layouts with their own static imports. Exits 1 when a route is over its budget.
//
//   npm run bench:web
import { execFileSync } from 'node:child_process';
import { Console } from 'node:console';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webRoot, 'dist');
const KB = 1024;
/** This script's report goes to stdout. */
const out = new Console(process.stdout);

/** Budgets in gzipped KB. `lazy`: source files whose dynamic chunks the route loads. */
const routes = [
  { path: '/', name: 'sign-in', budgetKb: 170, lazy: [] },
  {
    path: '/dashboard',
    name: 'staff dashboard',
    budgetKb: 300,
    lazy: [
      'src/app/layouts/signed-in-layout.tsx',
      'src/app/routes/dashboard-route.tsx',
      // The top bar's slots, each loaded lazily by app/layouts/shell-slots.tsx.
      'src/components/rename-banner.tsx',
      'src/features/access-tokens/components/temp-token-countdown.tsx',
      'src/features/issue-report/components/report-issue-button.tsx',
      'src/app/layouts/language-picker.tsx',
    ],
  },
];

execFileSync(
  process.execPath,
  [join(webRoot, '../../node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'],
  { cwd: webRoot, stdio: 'inherit' },
);

const manifestPath = join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) throw new Error(`No manifest at ${manifestPath}`);
/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');

/** The chunk of `key` and every chunk it imports statically, recursively, into `into`. */
function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.set(key, chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
  return into;
}

const gzipCache = new Map();
function gzippedSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gzipCache.get(file);
}

let failed = false;
for (const route of routes) {
  const chunks = collect(entryKey, new Map());
  for (const source of route.lazy) {
    // A source missing from the manifest is bundled into another chunk (e.g. the entry): nothing to add.
    if (manifest[source]) collect(source, chunks);
  }
  const rows = [...new Set(chunks.values())]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: gzippedSize(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const over = total > route.budgetKb * KB;
  failed ||= over;

  out.log(`\n${route.name} (${route.path}): JavaScript loaded, gzipped`);
  out.table(
    Object.fromEntries(rows.map((row) => [row.file, { 'gzip KB': Number((row.bytes / KB).toFixed(1)) }])),
  );
  out.log(
    `${over ? 'OVER BUDGET' : 'ok'}: ${(total / KB).toFixed(1)} KB of ${route.budgetKb} KB ` +
      `(${rows.length} chunks)`,
  );
}

process.exit(failed ? 1 : 0);
