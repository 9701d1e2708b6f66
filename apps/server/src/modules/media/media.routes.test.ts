import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { apiPaths, messages, type UploadedMedia } from '@cue/contracts';
import { media } from '../../db/schema/index.js';
import {
  jpeg,
  jpegWithGps,
  png,
  pngDeclaring,
  tinyMp4,
  tinyPdf,
  tinyQuickTime,
  tinyWebm,
} from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const RAHUL = '9000000003';
const MAX_IMAGE = 200_000;
const MAX_DOC = 50_000;

type Upload = { filename: string; bytes: Buffer; contentType?: string; field?: string };
const send = (app: FastifyInstance, url: string, token: string | null, file: Upload) => {
  const { payload, headers } = multipartFile({ contentType: 'application/octet-stream', ...file });
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token && bearer(token)) } });
};

describe('media uploads', () => {
  let t: TestApp;
  let priya: string;
  let rahul: string;
  const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;
  const stored = () => readdir(t.mediaDir, { recursive: true }).catch(() => []);
  const files = (token: string | null, file: Upload) => send(t.app, apiPaths.uploadMedia, token, file);
  const images = (token: string | null, file: Upload) => send(t.app, apiPaths.uploadImage, token, file);
  const fetchLink = (link: string) => t.app.inject({ method: 'GET', url: link });

  beforeAll(async () => {
    t = await createTestApp({
      env: { MEDIA_MAX_IMAGE_BYTES: String(MAX_IMAGE), MEDIA_MAX_DOC_BYTES: String(MAX_DOC) },
    });
    priya = await staffToken(t.app, PRIYA);
    rahul = await parentToken(t.app, RAHUL);
  });
  afterAll(() => t.close());

  it('keeps a photo in three sizes under server-made keys, every size without EXIF or GPS', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('SecretPhone');
    const response = await files(priya, { filename: 'beach.jpg', contentType: 'image/jpeg', bytes: photo });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: UploadedMedia }>();
    expect(result).toMatchObject({
      kind: 'image',
      mime_type: 'image/jpeg',
      file_name: 'beach.jpg',
      width: 64,
      height: 48,
    });

    const [row] = await t.db.select().from(media).where(eq(media.id, result._id));
    expect(row!.storageKey).toBe(`${row!.schoolId}/${result._id}/original`);
    expect(row!.displayKey).toBe(`${row!.schoolId}/${result._id}/display`);
    expect(row!.thumbnailKey).toBe(`${row!.schoolId}/${result._id}/thumbnail`);
    let total = 0;
    for (const link of [result.media_link, result.display_link!, result.thumbnail_link!]) {
      const served = await fetchLink(link);
      expect(served.statusCode).toBe(200);
      total += served.rawPayload.length;
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      const text = served.rawPayload.toString('latin1');
      expect(text).not.toContain('SecretPhone');
      expect(text).not.toContain('secret-owner');
    }
    expect(result.size).toBe(total);
    // On disk, each size is readable by the server's user only (a shared machine's other users
    // cannot browse children's photos).
    for (const key of [row!.storageKey, row!.displayKey!, row!.thumbnailKey!])
      expect((await stat(join(t.mediaDir, key))).mode & 0o777).toBe(0o600);
  });

  it('makes the display size and thumbnail from a large photo, upright', async () => {
    // Taken sideways: EXIF orientation 6 (turn 90°) on a 2000 x 1000 picture.
    const sideways = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#888888' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { result } = (await files(priya, { filename: 'side.jpg', bytes: sideways })).json<{
      result: UploadedMedia;
    }>();
    expect([result.width, result.height]).toEqual([1000, 2000]);
    const display = await sharp((await fetchLink(result.display_link!)).rawPayload).metadata();
    const thumb = await sharp((await fetchLink(result.thumbnail_link!)).rawPayload).metadata();
    expect([display.width, display.height]).toEqual([800, 1600]);
    expect([thumb.width, thumb.height]).toEqual([200, 400]);
  });

  it('accepts MP4, WebM, QuickTime and PDF by their bytes, stored as uploaded', async () => {
    for (const [name, bytes, mime, kind] of [
      ['clip.mp4', tinyMp4(), 'video/mp4', 'video'],
      ['clip.webm', tinyWebm(), 'video/webm', 'video'],
      ['clip.mov', tinyQuickTime(), 'video/quicktime', 'video'],
      ['letter.pdf', tinyPdf(), 'application/pdf', 'document'],
    ] as const) {
      const response = await files(priya, { filename: name, bytes });
      expect(response.statusCode, name).toBe(200);
      const { result } = response.json<{ result: UploadedMedia }>();
      expect(result).toMatchObject({
        kind,
        mime_type: mime,
        size: bytes.length,
        display_link: null,
        thumbnail_link: null,
      });
      const served = await fetchLink(result.media_link);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('serves files private, unsniffable and named: inline pictures, PDFs as downloads', async () => {
    const picture = (await files(priya, { filename: 'Aarav’s drawing.png', bytes: await png() })).json<{
      result: UploadedMedia;
    }>().result;
    const served = await fetchLink(picture.media_link);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(served.headers['cache-control'] as string)![1])).toBeLessThanOrEqual(
      300,
    );
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Aarav_s drawing.png"; filename*=UTF-8''${encodeURIComponent('Aarav’s drawing.png')}`,
    );
    const pdf = (await files(priya, { filename: 'letter.pdf', bytes: tinyPdf() })).json<{
      result: UploadedMedia;
    }>().result;
    expect((await fetchLink(pdf.media_link)).headers['content-disposition']).toMatch(
      /^attachment; filename="letter.pdf"/,
    );
  });

  it('keeps only the base of a path-traversal name, storing under a server key', async () => {
    const response = await files(priya, { filename: '../../etc/passwd.jpg', bytes: await jpeg() });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: UploadedMedia }>();
    expect(result.file_name).toBe('passwd.jpg');
    const [row] = await t.db.select().from(media).where(eq(media.id, result._id));
    expect(row!.storageKey).toBe(`${row!.schoolId}/${result._id}/original`);
    expect((await stored()).some((p) => String(p).includes('passwd'))).toBe(false);
  });

  describe('the hostile corpus: refused, nothing in the store or the table', () => {
    const photoThenPage = async () =>
      Buffer.concat([
        await jpeg(),
        Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
      ]);
    const cases: [string, () => Promise<Upload>, number, string][] = [
      [
        'a script renamed .jpg',
        async () => ({
          filename: 'photo.jpg',
          contentType: 'image/jpeg',
          bytes: Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n'.repeat(5)),
        }),
        400,
        messages.unsupportedFile,
      ],
      [
        'an SVG with script',
        async () => ({
          filename: 'smile.svg',
          contentType: 'image/svg+xml',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        }),
        400,
        messages.unsupportedFile,
      ],
      [
        'an HTML page',
        async () => ({
          filename: 'page.html',
          bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
        }),
        400,
        messages.unsupportedFile,
      ],
      [
        'an HTML/JPEG polyglot',
        async () => ({ filename: 'photo.jpg', bytes: await photoThenPage() }),
        400,
        messages.unsafeFile,
      ],
      [
        'a PDF with JavaScript',
        async () => ({
          filename: 'form.pdf',
          bytes: tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
        }),
        400,
        messages.unsafeFile,
      ],
      [
        'a PDF that launches a program',
        async () => ({ filename: 'run.pdf', bytes: tinyPdf('/OpenAction << /S /Launch /F (cmd.exe) >>') }),
        400,
        messages.unsafeFile,
      ],
      [
        'a zero-byte file',
        async () => ({ filename: 'empty.jpg', bytes: Buffer.alloc(0) }),
        400,
        messages.emptyFile,
      ],
      [
        'a 20000 x 20000 PNG',
        async () => ({ filename: 'bomb.png', bytes: await pngDeclaring(20000, 20000) }),
        400,
        messages.imageTooManyPixels,
      ],
      [
        'a truncated JPEG',
        async () => {
          const whole = await sharp({
            create: { width: 300, height: 200, channels: 3, background: '#22aa66' },
          })
            .jpeg()
            .toBuffer();
          return { filename: 'half.jpg', bytes: whole.subarray(0, Math.floor(whole.length / 2)) };
        },
        400,
        messages.onlyImages,
      ],
      [
        'an image over its limit',
        async () => ({
          filename: 'big.png',
          bytes: await sharp(
            Buffer.alloc(300 * 300 * 3).map(() => Math.floor(Math.random() * 256)),
            { raw: { width: 300, height: 300, channels: 3 } },
          )
            .png()
            .toBuffer(),
        }),
        413,
        messages.imageTooLarge,
      ],
      [
        'a PDF over its limit',
        async () => ({ filename: 'big.pdf', bytes: tinyPdf(' '.repeat(MAX_DOC)) }),
        413,
        messages.documentTooLarge,
      ],
    ];
    it.each(cases)('%s', async (_name, make, status, message) => {
      const before = await mediaCount();
      const onDisk = await stored();
      const response = await files(priya, await make());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message, field: 'file' });
      expect(await mediaCount()).toBe(before);
      expect(await stored()).toEqual(onDisk);
    });
  });

  it('media/images takes images only; parents may upload images only, kept out of any school', async () => {
    const video = await images(priya, { filename: 'clip.mp4', bytes: tinyMp4() });
    expect(video.statusCode).toBe(400);
    expect(video.json()).toMatchObject({ message: messages.onlyImages, field: 'file' });
    const parentPdf = await files(rahul, { filename: 'letter.pdf', bytes: tinyPdf() });
    expect(parentPdf.statusCode).toBe(400);
    expect(parentPdf.json()).toMatchObject({ message: messages.onlyImages, field: 'file' });
    const parentPhoto = await images(rahul, { filename: 'kid.png', bytes: await png() });
    expect(parentPhoto.statusCode).toBe(200);
    const { result } = parentPhoto.json<{ result: UploadedMedia }>();
    const [row] = await t.db.select().from(media).where(eq(media.id, result._id));
    expect(row!.schoolId).toBeNull();
    expect(row!.storageKey).toBe(`users/${result._id}/original`);
  });

  it('refuses a form cut off mid-upload, without a file part, or not multipart', async () => {
    const before = await mediaCount();
    const { payload, headers } = multipartFile({
      filename: 'a.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    const cut = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
      headers: { ...headers, ...bearer(priya) },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ message: messages.uploadIncomplete, field: 'file' });
    const wrongField = await files(priya, { field: 'image', filename: 'a.png', bytes: await png() });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().field).toBe('file');
    const json = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      headers: bearer(priya),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await mediaCount()).toBe(before);
  });

  it('answers 401 without a token on both upload routes', async () => {
    for (const upload of [files, images]) {
      const response = await upload(null, { filename: 'a.png', bytes: await png() });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_AUTHENTICATED');
    }
  });

  it('leaves no temp files behind', async () => {
    // A temp folder of this test's own: test files running beside it upload through the shared one.
    const own = await mkdtemp(join(tmpdir(), 'cue-temp-check-'));
    const shared = process.env.TMPDIR;
    process.env.TMPDIR = own;
    try {
      await files(priya, { filename: 'a.jpg', bytes: await jpeg() });
      await files(priya, { filename: 'x.jpg', bytes: Buffer.from('not a photo') });
      expect(await readdir(own)).toEqual([]);
    } finally {
      if (shared === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = shared;
      await rm(own, { recursive: true, force: true });
    }
  });
});
