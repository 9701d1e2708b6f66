import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths, messages, type UploadedMedia } from '@cue/contracts';
import { media, staffMemberships, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { png, tinyMp4, tinyPdf } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Actor } from '../auth/session.service.js';
import { SchoolsRepository } from '../schools/schools.repository.js';
import { SchoolsService } from '../schools/schools.service.js';
import { detectType } from './media.detect.js';
import { MediaLinkSigner } from './media-links.js';
import { MediaQuota, type MediaLimits } from './media.quota.js';
import { receiveToTempFile, type ReceivedFile } from './media.receive.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';
import { LocalMediaStore } from './media.store.js';

const PRIYA = '9000000001';
const RAHUL = '9000000003';
const MEERA = '9000000004';

/** A GIF whose header declares `frames` frames of `side` x `side` (each frame one real pixel). */
const gifOfFrames = (side: number, frames: number) => {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(side, 0);
  screen.writeUInt16LE(side, 2);
  screen[4] = 0x80; // a global colour table of two colours follows
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
  return Buffer.concat([
    Buffer.from('GIF89a'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    ...Array<Buffer>(frames).fill(frame),
    Buffer.from([0x3b]),
  ]);
};

type Upload = { filename: string; bytes: Buffer };
const send = (app: FastifyInstance, url: string, token: string, file: Upload) => {
  const { payload, headers } = multipartFile({ contentType: 'application/octet-stream', ...file });
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
};

describe('upload pipeline: security review fixes', () => {
  let t: TestApp;
  let priya: string;
  let rahul: string;
  let meera: string;
  const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;
  const stored = () => readdir(t.mediaDir, { recursive: true }).catch(() => []);

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_UPLOADS_PER_USER_PER_DAY: '3' } });
    priya = await staffToken(t.app, PRIYA);
    rahul = await parentToken(t.app, RAHUL);
    meera = await parentToken(t.app, MEERA);
  });
  afterAll(() => t.close());

  describe('Range requests on the signed route (videos on iPhones)', () => {
    let link: string;
    let bytes: Buffer;
    const fetch = (range?: string) =>
      t.app.inject({ method: 'GET', url: link, headers: range ? { range } : {} });

    beforeAll(async () => {
      bytes = tinyMp4();
      const response = await send(t.app, apiPaths.uploadMedia, priya, { filename: 'clip.mp4', bytes });
      expect(response.statusCode, response.body).toBe(200);
      link = response.json<{ result: UploadedMedia }>().result.media_link;
    });

    it('answers the whole file with Accept-Ranges when no range is asked', async () => {
      const whole = await fetch();
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(bytes)).toBe(true);
    });

    it('answers one range with 206 and Content-Range, a suffix range, and an open end', async () => {
      const first = await fetch('bytes=0-9');
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
      expect(first.headers['content-type']).toBe('video/mp4');
      expect(first.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
      const last = await fetch('bytes=-5');
      expect(last.statusCode).toBe(206);
      expect(last.rawPayload.equals(bytes.subarray(-5))).toBe(true);
      const rest = await fetch(`bytes=10-`);
      expect(rest.headers['content-range']).toBe(`bytes 10-${bytes.length - 1}/${bytes.length}`);
      expect(rest.rawPayload.equals(bytes.subarray(10))).toBe(true);
    });

    it('answers 416 with the size for a range past the end', async () => {
      const past = await fetch(`bytes=${bytes.length}-`);
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    });
  });

  it('refuses an animated GIF whose frames together pass the pixel limit as too many pixels', async () => {
    const before = await mediaCount();
    const onDisk = await stored();
    // 11 frames of 2000 x 2000: 4 million pixels a frame, 44 million decoded.
    const response = await send(t.app, apiPaths.uploadMedia, priya, {
      filename: 'flipbook.gif',
      bytes: gifOfFrames(2000, 11),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.imageTooManyPixels, field: 'file' });
    expect(await mediaCount()).toBe(before);
    expect(await stored()).toEqual(onDisk);
  });

  it('refuses PDF script and launch actions spelt with #xx escapes in their names', async () => {
    for (const action of [
      '/OpenAction << /S /#4Aava#53cript /J#53 (app.alert(1)) >>',
      '/OpenAction << /S /#4C#61#75#6E#63#68 /F (cmd.exe) >>',
    ]) {
      const response = await send(t.app, apiPaths.uploadMedia, priya, {
        filename: 'form.pdf',
        bytes: tinyPdf(action),
      });
      expect(response.statusCode, action).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.unsafeFile, field: 'file' });
    }
    // A name with an ordinary escape (a space) is still a plain PDF.
    const plain = await send(t.app, apiPaths.uploadMedia, priya, {
      filename: 'letter.pdf',
      bytes: tinyPdf('/Title (Term#20letter)'),
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('limits each user to the configured uploads a day (429 with Retry-After), per user', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await send(t.app, apiPaths.uploadImage, rahul, { filename: 'kid.png', bytes: await png() });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const before = await mediaCount();
    const fourth = await send(t.app, apiPaths.uploadImage, rahul, {
      filename: 'kid.png',
      bytes: await png(),
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', message: messages.tooManyUploads });
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await mediaCount()).toBe(before);
    // Another parent is not held back by Rahul's uploads.
    const other = await send(t.app, apiPaths.uploadImage, meera, { filename: 'kid.png', bytes: await png() });
    expect(other.statusCode).toBe(200);
    // Once the first uploads are a day old, Rahul may upload again.
    t.clock.advanceSeconds(retryAfter);
    // A day on, the sign-ins have lapsed too: sign in again.
    [rahul, priya] = [await parentToken(t.app, RAHUL), await staffToken(t.app, PRIYA)];
    const later = await send(t.app, apiPaths.uploadImage, rahul, { filename: 'kid.png', bytes: await png() });
    expect(later.statusCode, later.body).toBe(200);
  });

  describe('the service', () => {
    let dir: string;
    let actor: Actor;
    const received = async (bytes: Buffer): Promise<ReceivedFile> => {
      const path = join(dir, `upload-${Math.random().toString(36).slice(2)}`);
      await writeFile(path, bytes);
      return {
        path,
        bytes: bytes.length,
        type: await detectType(bytes),
        activeContent: false,
        discard: async () => {},
      };
    };
    /** A media service whose store notes whether a transaction was open while it wrote. */
    const serviceWith = (limits: Partial<MediaLimits>, storeDir: string) => {
      const writesInTransaction: boolean[] = [];
      let open = false;
      class WatchedRepository extends MediaRepository {
        override async transaction<T>(work: (repository: MediaRepository) => Promise<T>): Promise<T> {
          open = true;
          try {
            return await super.transaction(work);
          } finally {
            open = false;
          }
        }
      }
      const links = new MediaLinkSigner('x'.repeat(32));
      class WatchedStore extends LocalMediaStore {
        override async saveFile(key: string, path: string): Promise<void> {
          writesInTransaction.push(open);
          await super.saveFile(key, path);
        }
      }
      const base: MediaLimits = {
        maxImageBytes: 1_000_000,
        maxVideoBytes: 1_000_000,
        maxDocBytes: 1_000_000,
        totalMedia: 10,
        schoolQuotaBytes: 1_000_000_000,
        uploadsPerUserPerDay: 100,
      };
      const service = new MediaService({
        repository: new WatchedRepository(t.db),
        store: new WatchedStore(storeDir, links),
        schools: new SchoolsService(new SchoolsRepository(t.db)),
        clock: t.clock,
        links,
        quota: new MediaQuota({ ...base, ...limits }),
      });
      return { service, writesInTransaction };
    };

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'cue-sec-test-'));
      const [row] = await t.db
        .select({ userId: users.id, schoolId: staffMemberships.schoolId })
        .from(users)
        .innerJoin(staffMemberships, eq(staffMemberships.userId, users.id))
        .where(eq(users.phone, PRIYA));
      actor = { ...row!, kind: 'staff', sessionId: 'test', isTemporary: false };
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('writes the files before the quota transaction opens, never inside it', async () => {
      const storeDir = await mkdtemp(join(dir, 'store-'));
      const { service, writesInTransaction } = serviceWith({}, storeDir);
      const photo = await service.upload(actor, await received(await png()), {
        fileName: 'a.png',
        imagesOnly: false,
      });
      const video = await service.upload(actor, await received(tinyMp4()), {
        fileName: 'a.mp4',
        imagesOnly: false,
      });
      expect(writesInTransaction).toEqual([false, false, false, false]);
      const rows = await t.db.select().from(media).where(eq(media.id, photo._id));
      expect(rows).toHaveLength(1);
      expect(video.kind).toBe('video');
    });

    it('removes the stored files when the quota, checked again with the final size, is reached', async () => {
      const storeDir = await mkdtemp(join(dir, 'store-'));
      const bytes = await png();
      // Room for what was sent, not for the three sizes kept: the early check passes, the final one not.
      const { schoolId } = actor as { schoolId: string };
      const used = (await new MediaQuota({} as MediaLimits).usage(new MediaRepository(t.db), schoolId))
        .usedBytes;
      const { service } = serviceWith({ schoolQuotaBytes: used + bytes.length + 1 }, storeDir);
      const before = await mediaCount();
      const refused = await service
        .upload(actor, await received(bytes), { fileName: 'a.png', imagesOnly: false })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).message).toBe(messages.mediaQuotaReached);
      expect(await mediaCount()).toBe(before);
      const files = (await readdir(storeDir, { recursive: true, withFileTypes: true })).filter((e) =>
        e.isFile(),
      );
      expect(files).toEqual([]);
    });
  });

  describe('receiving: a type we do not take stops at the first bytes', () => {
    /** A body of `chunks` 4 KB chunks, counting how many the receiver pulled. */
    const body = (first: Buffer, chunks: number) => {
      let pulled = 0;
      const stream = Readable.from(
        (function* () {
          for (let i = 0; i < chunks; i++) {
            pulled++;
            yield i === 0 ? Buffer.concat([first, Buffer.alloc(4096 - first.length)]) : Buffer.alloc(4096, 7);
          }
        })(),
      );
      return { stream, pulled: () => pulled };
    };
    const refuseUnknown = (type: unknown) => (type ? null : new Error('not a type we take'));

    it('refuses bytes that are no accepted type after about 4100 bytes, not at the video limit', async () => {
      const unknown = body(Buffer.from('#!/bin/sh\n'), 1000);
      await expect(receiveToTempFile(unknown.stream, () => 10_000_000, refuseUnknown)).rejects.toThrow(
        'not a type we take',
      );
      expect(unknown.pulled()).toBeLessThan(20);
    });

    it('on media/images refuses a video as soon as its first bytes say so', async () => {
      const response = await send(t.app, apiPaths.uploadImage, priya, {
        filename: 'clip.mp4',
        bytes: Buffer.concat([tinyMp4(), Buffer.alloc(300_000, 1)]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.onlyImages, field: 'file' });
    });

    it('still takes an accepted type of any length', async () => {
      const video = body(tinyMp4(), 50);
      const file = await receiveToTempFile(video.stream, () => 10_000_000, refuseUnknown);
      expect(file.type?.kind).toBe('video');
      expect(file.bytes).toBe(50 * 4096);
      await file.discard();
    });
  });
});
