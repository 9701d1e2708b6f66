import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiPaths, type UploadedMedia } from '@cue/contracts';
import { media } from '../../db/schema/index.js';
import { jpegWithGps, tinyMp4, tinyPdf } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testSecrets } from '../../test/test-secrets.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { loadConfig } from '../../config.js';
import { MediaLinkSigner } from './media-links.js';
import { S3MediaStore } from './media.s3-store.js';
import { LocalMediaStore, type MediaStore } from './media.store.js';

/**
 * One suite, both stores: local disk and an S3-compatible bucket (s3rver on loopback). Files go
 * in through the real upload route and come back through the links the answers hand out.
 */
interface Fixture {
  t: TestApp;
  /** A store configured like the server's own, to remove a key behind the server's back. */
  store: MediaStore;
  s3?: TestS3;
}

const stores: [string, () => Promise<Fixture>][] = [
  [
    'local disk',
    async () => {
      // The real time: the same steps as for S3, whose server checks links against its own clock.
      const t = await createTestApp({ clockStart: new Date() });
      return { t, store: new LocalMediaStore(t.mediaDir, new MediaLinkSigner(testSecrets.mediaLinks)) };
    },
  ],
  [
    'S3',
    async () => {
      const s3 = await startTestS3();
      const t = await createTestApp({ env: s3.env, clockStart: new Date() });
      return { t, s3, store: new S3MediaStore(loadConfig(s3.env).s3!) };
    },
  ],
];

describe.each(stores)('media store: %s', (name, start) => {
  let f: Fixture;
  let priya: string;
  beforeAll(async () => {
    f = await start();
    priya = await staffToken(f.t.app, '9000000001');
    // Signing in moves the test clock on; S3 checks links against the real time.
    f.t.clock.advanceSeconds((Date.now() - f.t.clock.now().getTime()) / 1000);
  });
  afterAll(async () => {
    await f.t.close();
    await f.s3?.close();
  });

  const upload = async (filename: string, bytes: Buffer) => {
    const { payload, headers } = multipartFile({ filename, contentType: 'application/octet-stream', bytes });
    const response = await f.t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      payload,
      headers: { ...headers, ...bearer(priya) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: UploadedMedia }>().result;
  };
  /** Opens a link as a browser would: our own route, or the bucket's absolute address. */
  const open = async (link: string) => {
    if (link.startsWith('/')) {
      const r = await f.t.app.inject({ method: 'GET', url: link });
      return {
        status: r.statusCode,
        body: r.rawPayload,
        header: (n: string) => r.headers[n] as string | undefined,
      };
    }
    const r = await fetch(link);
    return {
      status: r.status,
      body: Buffer.from(await r.arrayBuffer()),
      header: (n: string) => r.headers.get(n) ?? undefined,
    };
  };

  it('stores the three sizes of a photo and serves each through its link, private and typed', async () => {
    const file = await upload('beach.jpg', await jpegWithGps());
    if (name === 'S3') expect(file.media_link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cue-media\//);
    else expect(file.media_link.startsWith('/api/media/')).toBe(true);
    for (const link of [file.media_link, file.display_link!, file.thumbnail_link!]) {
      const served = await open(link);
      expect(served.status).toBe(200);
      expect(served.header('content-type')).toBe('image/jpeg');
      expect(served.header('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(served.header('content-disposition')).toContain('filename="beach.jpg"');
      const meta = await sharp(served.body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('serves a PDF as a download with its cleaned name', async () => {
    const file = await upload('Term letter.pdf', tinyPdf());
    const served = await open(file.media_link);
    expect(served.status).toBe(200);
    expect(served.header('content-type')).toBe('application/pdf');
    expect(served.header('content-disposition')).toMatch(/^attachment; filename="Term letter.pdf"/);
    expect(served.body.equals(tinyPdf())).toBe(true);
  });

  it('gives the same link within a window, so browsers can cache it', async () => {
    const file = await upload('a.jpg', await jpegWithGps());
    const again = await upload('b.jpg', await jpegWithGps());
    expect(file.links_expire_at).toBe(again.links_expire_at);
  });

  it('a link opens only its own file and size', async () => {
    const one = await upload('one.jpg', await jpegWithGps());
    const two = await upload('two.pdf', tinyPdf());
    const swapId = one.media_link.replace(one._id, two._id);
    const swapSize = one.media_link.replace('/original', '/display');
    for (const link of [swapId, swapSize]) {
      const served = await open(link);
      expect(served.status, link).not.toBe(200);
      expect([403, 404]).toContain(served.status);
    }
  });

  it('a link stops working five minutes after it was handed out', async () => {
    f.t.clock.advanceSeconds(-(6 * 60));
    const old = await upload('old.jpg', await jpegWithGps());
    f.t.clock.advanceSeconds(6 * 60);
    expect((await open(old.media_link)).status).toBe(403);
  });

  it('answers a byte range of a video (iOS Safari plays video only so), and tells a key’s size', async () => {
    const bytes = tinyMp4();
    const file = await upload('clip.mp4', bytes);
    const link = file.media_link;
    const ranged = link.startsWith('/')
      ? await f.t.app.inject({ method: 'GET', url: link, headers: { range: 'bytes=4-11' } }).then((r) => ({
          status: r.statusCode,
          body: r.rawPayload,
          range: r.headers['content-range'],
        }))
      : await fetch(link, { headers: { range: 'bytes=4-11' } }).then(async (r) => ({
          status: r.status,
          body: Buffer.from(await r.arrayBuffer()),
          range: r.headers.get('content-range') ?? undefined,
        }));
    expect(ranged.status).toBe(206);
    expect(ranged.range).toBe(`bytes 4-11/${bytes.length}`);
    expect(ranged.body.equals(bytes.subarray(4, 12))).toBe(true);
    const [row] = await f.t.db.select().from(media).where(eq(media.id, file._id));
    expect(await f.store.sizeOf(row!.storageKey)).toBe(bytes.length);
    const part = await f.store.open(row!.storageKey, { start: 0, end: 7 });
    const chunks: Buffer[] = [];
    for await (const chunk of part) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(bytes.subarray(0, 8))).toBe(true);
  });

  it('a deleted key is gone from the store', async () => {
    const file = await upload('gone.pdf', tinyPdf());
    const [row] = await f.t.db.select().from(media).where(eq(media.id, file._id));
    expect(row!.storageKey).toBe(`${row!.schoolId}/${file._id}/original`);
    expect((await open(file.media_link)).status).toBe(200);
    await f.store.delete([row!.storageKey]);
    await f.store.delete([row!.storageKey]); // twice: already gone is not an error
    expect((await open(file.media_link)).status).toBe(404);
  });
});
