// Precompresses the built web app once, at build time (docs/decisions/021-web-delivery.md): next
// to every compressible file it writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip,
// level 9), which the server hands out by the browser's Accept-Encoding
// (apps/server/src/plugins/web-app.ts). No CPU is spent compressing per request, and the slowest
// settings cost nothing at run time. Tiny files and files that would not shrink are left alone:
// the server then sends the file itself.
//
//   node scripts/precompress.mjs [folder]     (default: apps/web/dist; run by `npm run build`)
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
/** Below this a compressed copy saves less than one network packet. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes the .br and .gz copies for `dir` and returns what it wrote. Copies from an earlier run are
 * removed first, so a file that stopped shrinking never keeps a stale copy.
 */
export function precompress(dir) {
  const written = [];
  for (const stale of filesUnder(dir).filter((file) => /\.(br|gz)$/.test(file))) rmSync(stale);
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    // The build's manifest (bench:web) is never served to browsers.
    if (relative(dir, file).split(/[\\/]/)[0] === '.vite') continue;
    const source = readFileSync(file);
    const copies = {
      br: brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz: gzipSync(source, { level: 9 }),
    };
    for (const [suffix, bytes] of Object.entries(copies)) {
      if (bytes.length >= source.length) continue;
      writeFileSync(`${file}.${suffix}`, bytes);
      written.push({ file: relative(dir, file), suffix, bytes: bytes.length, original: source.length });
    }
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const written = precompress(dir);
  const total = (suffix) =>
    written.filter((row) => row.suffix === suffix).reduce((n, row) => n + row.bytes, 0);
  process.stdout.write(
    `precompress: ${written.length} copies in ${relative(process.cwd(), dir) || '.'} ` +
      `(br ${(total('br') / 1024).toFixed(0)} KB, gzip ${(total('gz') / 1024).toFixed(0)} KB)\n`,
  );
}
