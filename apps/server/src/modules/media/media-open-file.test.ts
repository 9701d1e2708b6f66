import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type MediaFile } from '@cue/contracts';
import { demoActor, mediaServiceOf } from '../../test/direct-services.js';
import { png, tinyMp4 } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { demoPhones } from '../../test/demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { MediaService } from './media.service.js';

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `openFile`: the bytes of one size of a stored file, for downloads the server assembles (decision 050). */
describe('the media service opening a stored file', () => {
  let t: TestApp;
  let media: MediaService;
  let token: string;
  const upload = async (bytes: Buffer, filename: string, contentType: string): Promise<MediaFile> => {
    const file = multipartFile({ filename, contentType, bytes });
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: MediaFile }>().result;
  };
  /** What the file's signed link serves. */
  const served = async (link: string) => {
    const response = await t.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    t = await createTestApp();
    media = mediaServiceOf(t);
    token = await staffToken(t.app, demoPhones.priya);
  });
  afterAll(() => t.close());

  it('opens each size of a photo with its type: the same bytes its signed links serve', async () => {
    const photo = await upload(await png(120, 80), 'p.png', 'image/png');
    const original = await media.openFile(photo._id, 'original');
    expect(original!.mimeType).toBe('image/png');
    expect((await bytesOf(original!.stream)).equals(await served(photo.media_link))).toBe(true);
    const display = await media.openFile(photo._id, 'display');
    // A PNG's display size is WebP (decision 040).
    expect(display!.mimeType).toBe('image/webp');
    expect((await bytesOf(display!.stream)).equals(await served(photo.display_link!))).toBe(true);
  });

  it('answers null for a size a video does not have, a deleted file and an unknown id', async () => {
    const video = await upload(tinyMp4(), 'v.mp4', 'video/mp4');
    expect(await media.openFile(video._id, 'display')).toBeNull();
    const original = await media.openFile(video._id, 'original');
    expect(original!.mimeType).toBe('video/mp4');
    await bytesOf(original!.stream);
    const photo = await upload(await png(), 'gone.png', 'image/png');
    await media.deleteMedia((await demoActor(t, 'priya', 'staff')).schoolId!, [photo._id]);
    expect(await media.openFile(photo._id, 'original')).toBeNull();
    expect(await media.openFile('0123456789abcdef01234567', 'original')).toBeNull();
  });
});
