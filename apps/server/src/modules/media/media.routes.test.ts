import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { apiPath, apiPaths, messages, type UploadedMedia } from '@cue/contracts';
import { media } from '../../db/schema/index.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, signIn, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const FARAH = '9000000002';
const RAHUL = '9000000003';
const MEERA = '9000000004';
const ANIL = '9000000006';
const MAX_BYTES = 200_000;

const upload = (app: FastifyInstance, token: string | null, file: Parameters<typeof multipartFile>[0]) => {
  const { payload, headers } = multipartFile(file);
  return app.inject({
    method: 'POST',
    url: apiPaths.uploadImage,
    payload,
    headers: { ...headers, ...(token && bearer(token)) },
  });
};
const fetchMedia = (app: FastifyInstance, link: string, token?: string) =>
  app.inject({ method: 'GET', url: link, ...(token && { headers: bearer(token) }) });

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer();

describe('media', () => {
  let t: TestApp;
  let priya: string;
  let farah: string;
  let anil: string;
  let rahul: string;
  const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_MAX_IMAGE_BYTES: String(MAX_BYTES) } });
    priya = await staffToken(t.app, PRIYA);
    farah = await staffToken(t.app, FARAH);
    anil = await staffToken(t.app, ANIL);
    rahul = await parentToken(t.app, RAHUL);
  });
  afterAll(() => t.close());

  it('stores a PNG in the school’s private folder and serves it to its uploader', async () => {
    const response = await upload(t.app, priya, {
      filename: 'drawing.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: UploadedMedia }>();
    expect(result.mime_type).toBe('image/png');
    expect(result.media_link).toBe(apiPath(apiPaths.mediaById, { id: result._id }));
    expect([result.width, result.height]).toEqual([40, 30]);

    const [row] = await t.db.select().from(media).where(eq(media.id, result._id));
    expect(row!.schoolId).not.toBeNull();
    expect(row!.storageKey).toBe(`${row!.schoolId}/${result._id}.png`);
    const onDisk = await readFile(join(t.mediaDir, row!.storageKey));
    expect(onDisk.length).toBe(result.size);

    const served = await fetchMedia(t.app, result.media_link, priya);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.rawPayload.equals(onDisk)).toBe(true);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 40, 30]);
  });

  it('strips EXIF from a JPEG, keeping the picture', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('secret');

    const response = await upload(t.app, priya, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes: jpeg,
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: UploadedMedia }>();
    expect(result.mime_type).toBe('image/jpeg');

    const served = await fetchMedia(t.app, result.media_link, priya);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('secret');
  });

  it('decides the type from the bytes: a text file named .png is refused, nothing stored', async () => {
    const before = await mediaCount();
    const files = await readdir(t.mediaDir, { recursive: true });
    const response = await upload(t.app, priya, {
      filename: 'notes.png',
      contentType: 'image/png',
      bytes: Buffer.from('this is not an image, just text\n'.repeat(20)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: messages.onlyImages,
      field: 'file',
    });
    expect(await mediaCount()).toBe(before);
    expect(await readdir(t.mediaDir, { recursive: true })).toEqual(files);
  });

  it('refuses an empty file and truncated images with a 400 naming the file, nothing stored', async () => {
    const before = await mediaCount();
    const files = await readdir(t.mediaDir, { recursive: true });
    const empty = await upload(t.app, priya, {
      filename: 'empty.png',
      contentType: 'image/png',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: messages.emptyFile,
      field: 'file',
    });

    const picture = sharp({ create: { width: 120, height: 90, channels: 3, background: '#22aa66' } });
    for (const [format, bytes] of [
      ['png', await picture.clone().png().toBuffer()],
      ['jpeg', await picture.clone().jpeg().toBuffer()],
      ['webp', await picture.clone().webp().toBuffer()],
      ['gif', await picture.clone().gif().toBuffer()],
    ] as const) {
      // The first half: the header is whole, so the type is recognised, but the picture is cut.
      const response = await upload(t.app, priya, {
        filename: `half.${format}`,
        contentType: `image/${format}`,
        bytes: bytes.subarray(0, Math.floor(bytes.length / 2)),
      });
      expect(response.statusCode, format).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.onlyImages, field: 'file' });
    }
    expect(await mediaCount()).toBe(before);
    expect(await readdir(t.mediaDir, { recursive: true })).toEqual(files);
  });

  it('refuses an upload cut off in the middle of the form (connection dropped) with a 400, nothing stored', async () => {
    const before = await mediaCount();
    const { payload, headers } = multipartFile({
      filename: 'drawing.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    // The body ends before the closing boundary, as when a phone loses its signal mid-upload.
    for (const cut of [payload.length - 10, Math.floor(payload.length / 2), 30]) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.uploadImage,
        payload: payload.subarray(0, cut),
        headers: { ...headers, ...bearer(priya) },
      });
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.uploadIncomplete, field: 'file' });
    }
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a request without a file part, or that is not multipart', async () => {
    const wrongField = await upload(t.app, priya, {
      field: 'image',
      filename: 'a.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().field).toBe('file');
    const json = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadImage,
      headers: bearer(priya),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().field).toBe('file');
  });

  it('refuses an image over MEDIA_MAX_IMAGE_BYTES with 413, nothing stored', async () => {
    const before = await mediaCount();
    const noise = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(MAX_BYTES);
    const response = await upload(t.app, priya, {
      filename: 'big.png',
      contentType: 'image/png',
      bytes: noise,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: messages.imageTooLarge });
    expect(await mediaCount()).toBe(before);
  });

  it('shows a school’s media to its staff, never to another school (404)', async () => {
    const { result } = (
      await upload(t.app, priya, { filename: 'a.png', contentType: 'image/png', bytes: await png() })
    ).json<{ result: UploadedMedia }>();
    expect((await fetchMedia(t.app, result.media_link, farah)).statusCode).toBe(200);
    const foreign = await fetchMedia(t.app, result.media_link, anil);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const missing = await fetchMedia(t.app, apiPath(apiPaths.mediaById, { id: 'f'.repeat(24) }), anil);
    expect(foreign.json()).toEqual(missing.json());
    // A parent of the school is not its staff.
    expect((await fetchMedia(t.app, result.media_link, rahul)).statusCode).toBe(404);
  });

  it('keeps a parent’s upload private to the parent', async () => {
    const response = await upload(t.app, rahul, {
      filename: 'kid.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: UploadedMedia }>();
    const [row] = await t.db.select().from(media).where(eq(media.id, result._id));
    expect(row!.schoolId).toBeNull();
    expect(row!.storageKey).toBe(`users/${result._id}.png`);
    expect((await fetchMedia(t.app, result.media_link, rahul)).statusCode).toBe(200);
    expect((await fetchMedia(t.app, result.media_link, farah)).statusCode).toBe(404);
  });

  it("keeps a dual-role person's two sides apart: a parent token never reads the school's media", async () => {
    const meera = await signIn(t.app, MEERA);
    const staffUpload = (
      await upload(t.app, meera.staff_user!.access_token, {
        filename: 'class.png',
        contentType: 'image/png',
        bytes: await png(),
      })
    ).json<{ result: UploadedMedia }>().result;
    const parentUpload = (
      await upload(t.app, meera.parent_user!.access_token, {
        filename: 'home.png',
        contentType: 'image/png',
        bytes: await png(),
      })
    ).json<{ result: UploadedMedia }>().result;
    expect((await fetchMedia(t.app, staffUpload.media_link, meera.staff_user!.access_token)).statusCode).toBe(
      200,
    );
    expect(
      (await fetchMedia(t.app, staffUpload.media_link, meera.parent_user!.access_token)).statusCode,
    ).toBe(404);
    expect(
      (await fetchMedia(t.app, parentUpload.media_link, meera.parent_user!.access_token)).statusCode,
    ).toBe(200);
    expect(
      (await fetchMedia(t.app, parentUpload.media_link, meera.staff_user!.access_token)).statusCode,
    ).toBe(404);
  });

  it('refuses a decompression bomb (a tiny file declaring a huge picture) without decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const before = await mediaCount();
    const response = await upload(t.app, priya, {
      filename: 'bomb.png',
      contentType: 'image/png',
      bytes: bomb,
    });
    expect(response.statusCode).toBe(400);
    expect(await mediaCount()).toBe(before);
  });

  it('answers 401 without a token, and 400 for a malformed id', async () => {
    const anonymous = await upload(t.app, null, {
      filename: 'a.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_AUTHENTICATED');
    const { result } = (
      await upload(t.app, priya, { filename: 'a.png', contentType: 'image/png', bytes: await png() })
    ).json<{ result: UploadedMedia }>();
    expect((await fetchMedia(t.app, result.media_link)).statusCode).toBe(401);
    const malformed = await fetchMedia(t.app, '/api/media/abc', priya);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
  });
});
