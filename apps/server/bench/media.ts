/**
 * Media upload benchmark (part of `npm run bench`): 50 phone-sized photos (4032 x 3024 JPEGs with
 * noise, so they are the size a phone makes) uploaded two at a time (as the web app's upload queue
 * sends them: the next starts as soon as one ends) through the real HTTP server in a process of its
 * own, against sharp making the same three sizes with the same settings from the same files in this
 * process, also two at a time, in the same run. The photos go in blocks of ten, each block through
 * both sides in turns, the side that goes first alternating (so a busy machine slows both alike).
 * Goals: the server keeps at least 0.7 of sharp's own throughput, and the upload pipeline's
 * memory stays under 400 MB: the server process's peak RSS (kernel VmHWM, else samples) less
 * its RSS at rest before the first upload. The total peak is printed too; with PostgreSQL
 * (DATABASE_URL, the production shape) the total must also stay under 400 MB. With the default
 * in-process PGlite the database alone holds ~600 MB of the server's RSS, so only growth counts.
 */
import { fork } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { apiPaths, MEDIA_DISPLAY_LONG_SIDE, MEDIA_THUMBNAIL_LONG_SIDE } from '@cue/contracts';
// Also applies the pipeline's global sharp settings (no operation cache) to this process.
import { IMAGE_DECODING, IMAGE_ENCODING } from '../src/modules/media/media.images.js';

const PHOTOS = 50;
/** As the web app's upload queue sends them (two at a time); sharp directly gets the same. */
const AT_ONCE = 2;
/** Photos per turn: long enough for the queue to keep two going, short enough to share noise. */
const BLOCK = 10;
const THROUGHPUT_GOAL = 0.7;
const RSS_GOAL_BYTES = 400 * 1024 * 1024;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/** Milliseconds to run `work` over `items`, `AT_ONCE` at a time, the next starting as one ends. */
async function timedQueue<T>(items: T[], work: (item: T) => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return since(started);
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A photo-like picture: a gradient with fine noise, as a phone's JPEG encoder sees. */
async function makePhoto(path: string, seed: number): Promise<number> {
  const width = 4032;
  const height = 3024;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++)
    noise[i] = (((i * 2654435761 + seed * 97) >>> 13) & 63) + ((i / 3 / width) % 192);
  const bytes = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
  await writeFile(path, bytes);
  return bytes.length;
}

/** What the pipeline does to a photo, done directly: upright, re-encoded, display and thumbnail. */
async function sharpDirectly(path: string) {
  const decoded = sharp(path, IMAGE_DECODING).rotate();
  const smaller = (longSide: number) =>
    decoded
      .clone()
      .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg(IMAGE_ENCODING.smallJpeg)
      .toBuffer();
  await Promise.all([
    decoded.clone().jpeg(IMAGE_ENCODING.originalJpeg).toBuffer(),
    smaller(MEDIA_DISPLAY_LONG_SIDE),
    smaller(MEDIA_THUMBNAIL_LONG_SIDE),
  ]);
}

export async function runMediaBench(): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'cue-media-bench-'));
  const server = fork(join(import.meta.dirname, 'media-server.ts'), {
    // --expose-gc: the server's RSS at rest is read after a full collection, not with start-up's
    // garbage still in it (that once read 900 MB at rest and hid the growth).
    execArgv: ['--import', 'tsx', '--conditions=@cue/source', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // As `npm start` runs the server: two malloc arenas, not one per thread (sharp's advice on
    // glibc; with one per libvips thread, freed pixels stayed with the process: 210 MB not 76).
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
  });
  const next = <T>() => new Promise<T>((done) => server.once('message', (m) => done(m as T)));
  try {
    const paths = Array.from({ length: PHOTOS }, (_, i) => join(dir, `photo-${i}.jpg`));
    let bytes = 0;
    for (const [i, path] of paths.entries()) bytes += await makePhoto(path, i);
    const { address, token, startRss, database } = await next<{
      address: string;
      token: string;
      startRss: number;
      database: string;
    }>();

    const upload = async (path: string) => {
      const form = new FormData();
      form.append('file', new Blob([await readFile(path)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${address}${apiPaths.uploadMedia}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200)
        throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    };
    // Warm-up: one of each, so neither side pays first-use costs in the measurement.
    await sharpDirectly(paths[0]!);
    await upload(paths[0]!);

    let directMs = 0;
    let serverMs = 0;
    for (let i = 0; i < paths.length; i += BLOCK) {
      const block = paths.slice(i, i + BLOCK);
      if ((i / BLOCK) % 2 === 0) {
        directMs += await timedQueue(block, sharpDirectly);
        serverMs += await timedQueue(block, upload);
      } else {
        serverMs += await timedQueue(block, upload);
        directMs += await timedQueue(block, sharpDirectly);
      }
    }

    server.send('peak-rss');
    const { peakRss } = await next<{ peakRss: number }>();
    const ratio = directMs / serverMs;
    const growth = peakRss - startRss;
    const totalCounts = !!process.env.DATABASE_URL;
    const memoryOk = growth < RSS_GOAL_BYTES && (!totalCounts || peakRss < RSS_GOAL_BYTES);
    const ok = ratio >= THROUGHPUT_GOAL && memoryOk;
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} media uploads: ${PHOTOS} photos 4032x3024 (${(bytes / PHOTOS / 1e6).toFixed(1)} MB each, ${AT_ONCE} at a time) ` +
        `through the server ${serverMs.toFixed(0)} ms, sharp directly ${directMs.toFixed(0)} ms: ` +
        `${ratio.toFixed(2)}x of sharp's throughput (goal >= ${THROUGHPUT_GOAL}); ` +
        `server memory (database: ${database}) ${mb(startRss)} at rest, peak ${mb(peakRss)}, ` +
        `the pipeline's growth ${mb(growth)} (goal < 400 MB${totalCounts ? ', and the peak too' : ''})`,
    );
    return ok;
  } finally {
    server.send('stop');
    await new Promise((done) => server.once('exit', done));
    await rm(dir, { recursive: true, force: true });
  }
}

// Run on its own: `npx tsx --conditions=@cue/source bench/media.ts`.
if (process.argv[1]?.endsWith('media.ts')) process.exitCode = (await runMediaBench()) ? 0 : 1;
