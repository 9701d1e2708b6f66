/**
 * Media upload benchmark (part of `npm run bench`): 50 phone-sized photos (4032 x 3024 JPEGs with
 * noise, so they are the size a phone makes) uploaded one by one through the real HTTP server,
 * against sharp making the same three sizes from the same files in this process, in the same
 * run. Goals: the server keeps at least 0.7 of sharp's own throughput, and its memory (a process
 * of its own) grows by less than 400 MB at its peak while the photos stream in.
 */
import { fork } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { apiPaths, MEDIA_DISPLAY_LONG_SIDE, MEDIA_THUMBNAIL_LONG_SIDE } from '@cue/contracts';

const PHOTOS = 50;
const THROUGHPUT_GOAL = 0.7;
const RSS_GOAL_BYTES = 400 * 1024 * 1024;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

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
  const decoded = sharp(path).rotate();
  await Promise.all([
    decoded.clone().jpeg({ quality: 90 }).toBuffer(),
    decoded
      .clone()
      .resize(MEDIA_DISPLAY_LONG_SIDE, MEDIA_DISPLAY_LONG_SIDE, { fit: 'inside' })
      .jpeg({ quality: 82 })
      .toBuffer(),
    decoded
      .clone()
      .resize(MEDIA_THUMBNAIL_LONG_SIDE, MEDIA_THUMBNAIL_LONG_SIDE, { fit: 'inside' })
      .jpeg({ quality: 82 })
      .toBuffer(),
  ]);
}

export async function runMediaBench(): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'cue-media-bench-'));
  const server = fork(join(import.meta.dirname, 'media-server.ts'), {
    execArgv: ['--import', 'tsx', '--conditions=@cue/source'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T>() => new Promise<T>((done) => server.once('message', (m) => done(m as T)));
  try {
    const paths = Array.from({ length: PHOTOS }, (_, i) => join(dir, `photo-${i}.jpg`));
    let bytes = 0;
    for (const [i, path] of paths.entries()) bytes += await makePhoto(path, i);
    const { address, token, startRss } = await next<{ address: string; token: string; startRss: number }>();

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

    let started = process.hrtime.bigint();
    for (const path of paths) await sharpDirectly(path);
    const directMs = since(started);
    started = process.hrtime.bigint();
    for (const path of paths) await upload(path);
    const serverMs = since(started);

    server.send('peak-rss');
    const { peakRss } = await next<{ peakRss: number }>();
    const ratio = directMs / serverMs;
    const growth = peakRss - startRss;
    const ok = ratio >= THROUGHPUT_GOAL && growth < RSS_GOAL_BYTES;
    console.warn(
      `${ok ? 'ok  ' : 'SLOW'} media uploads: ${PHOTOS} photos 4032x3024 (${(bytes / PHOTOS / 1e6).toFixed(1)} MB each) ` +
        `through the server ${serverMs.toFixed(0)} ms, sharp directly ${directMs.toFixed(0)} ms: ` +
        `${ratio.toFixed(2)}x of sharp's throughput (goal >= ${THROUGHPUT_GOAL}); ` +
        `server memory grew by ${(growth / 1024 / 1024).toFixed(0)} MB at its peak (goal < 400 MB; ` +
        `${(startRss / 1024 / 1024).toFixed(0)} MB at start, most of it the in-process test database)`,
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
