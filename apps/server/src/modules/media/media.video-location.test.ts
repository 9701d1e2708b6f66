import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { apiPaths, messages, type UploadedMedia } from '@cue/contracts';
import { media } from '../../db/schema/index.js';
import { tinyMp4 } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { androidMp4, box, boxTree, iphoneMov, LONDON, PLACE_NAME } from '../../test/video-files.js';
import { blankVideoLocation } from './media.video-location.js';

const PRIYA = '9000000001';
const coordinates = /[+-]\d{2}\.\d+[+-]\d{3}\.\d+/;

/** The byte ranges where two equal-length files differ. */
function differences(a: Buffer, b: Buffer): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const last = ranges.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else ranges.push([i, i + 1]);
  }
  return ranges;
}

describe('phone videos are stored without where they were filmed', () => {
  let t: TestApp;
  let priya: string;
  const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]!.n;
  const upload = (filename: string, bytes: Buffer) => {
    const file = multipartFile({ filename, contentType: 'application/octet-stream', bytes });
    return t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(priya) },
    });
  };
  /** Uploads, expects 200, and answers the bytes the signed link serves. */
  const storedBytes = async (filename: string, bytes: Buffer) => {
    const response = await upload(filename, bytes);
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<{ result: UploadedMedia }>();
    expect(result.size).toBe(bytes.length);
    const served = await t.app.inject({ method: 'GET', url: result.media_link });
    expect(served.statusCode).toBe(200);
    return { result, served: served.rawPayload };
  };

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, PRIYA);
  });
  afterAll(() => t.close());

  it('blanks an iPhone video’s ©xyz and location keys; the rest, and every box, is as filmed', async () => {
    const original = iphoneMov();
    expect(original.toString('latin1')).toContain(LONDON);
    const { result, served } = await storedBytes('IMG_0042.MOV', original);
    expect(result).toMatchObject({ kind: 'video', mime_type: 'video/quicktime' });

    const text = served.toString('latin1');
    expect(served.length).toBe(original.length);
    expect(text).not.toMatch(coordinates);
    expect(text).not.toContain(PLACE_NAME);
    // The phone's make is not a location: it stays, and so do the key names and the frames.
    expect(text).toContain('Apple');
    expect(text).toContain('com.apple.quicktime.location.ISO6709');
    expect(served.subarray(-256).equals(original.subarray(-256))).toBe(true);
    expect(boxTree(served)).toEqual(boxTree(original));
    // Exactly the values changed: one ©xyz text and three location items.
    expect(differences(original, served)).toHaveLength(4);
    // The float accuracy became zero, not text.
    expect(served.includes(Buffer.from([0x40, 0x96, 0x66, 0x66]))).toBe(false);
  });

  it('blanks an Android video whose moov comes after mdat, in moov/udta and the track’s udta', async () => {
    const original = androidMp4();
    const { result, served } = await storedBytes('VID_20240501.mp4', original);
    expect(result.mime_type).toBe('video/mp4');
    expect(served.length).toBe(original.length);
    expect(served.toString('latin1')).not.toMatch(coordinates);
    expect(boxTree(served)).toEqual(boxTree(original));
    expect(differences(original, served)).toHaveLength(2);
    // The blanked text is spaces of the same length, its length and language left as written.
    const at = served.indexOf('\u00a9xyz', 0, 'latin1');
    expect(served.readUInt16BE(at + 4)).toBe(LONDON.length);
    expect(served.toString('latin1', at + 8, at + 8 + LONDON.length)).toBe(' '.repeat(LONDON.length));
  });

  it('refuses a video whose box tree does not parse (cut short, or garbage), storing nothing', async () => {
    const before = await mediaCount();
    const cut = iphoneMov().subarray(0, iphoneMov().length - 300);
    const garbage = Buffer.concat([tinyMp4(), Buffer.alloc(300, 1)]);
    for (const [name, bytes] of [
      ['cut.mov', cut],
      ['garbage.mp4', garbage],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.unsupportedFile, field: 'file' });
    }
    expect(await mediaCount()).toBe(before);
  });

  it('keeps a video with no location byte for byte', async () => {
    const { served } = await storedBytes('clip.mp4', tinyMp4());
    expect(served.equals(tinyMp4())).toBe(true);
  });
});

describe('blankVideoLocation on the file itself', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cue-video-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads past a 64-bit mdat of 5 GB and a uuid box to a moov at the end, without reading the frames', async () => {
    // A sparse file: ftyp, a uuid box, then mdat with a 64-bit largesize, then moov.
    const path = join(dir, 'long.mp4');
    const head = Buffer.concat([
      box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isommp41')),
      box('uuid', Buffer.alloc(16, 0xab), Buffer.from('vendor')),
    ]);
    const mdatSize = 5 * 1024 ** 3;
    const mdatHead = Buffer.alloc(16);
    mdatHead.writeUInt32BE(1);
    mdatHead.write('mdat', 4, 'latin1');
    mdatHead.writeBigUInt64BE(BigInt(mdatSize), 8);
    const moov = androidMp4().subarray(androidMp4().indexOf('moov', 0, 'latin1') - 4);
    const file = await open(path, 'w');
    await file.write(Buffer.concat([head, mdatHead]), 0, undefined, 0);
    await file.write(moov, 0, undefined, head.length + mdatSize);
    await file.close();

    expect(await blankVideoLocation(path)).toEqual({ ok: true, blanked: 2 });
    const tail = Buffer.alloc(moov.length);
    const reread = await open(path, 'r');
    await reread.read(tail, 0, tail.length, head.length + mdatSize);
    expect((await reread.stat()).size).toBe(head.length + mdatSize + moov.length);
    await reread.close();
    expect(tail.toString('latin1')).not.toMatch(coordinates);
    expect(boxTree(tail)).toEqual(boxTree(moov));
  });

  it('finds location keys in an ISO meta (with version and flags) under moov/udta too', async () => {
    const path = join(dir, 'iso-meta.mp4');
    const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
    const key = box('mdta', Buffer.from('com.apple.quicktime.location.ISO6709'));
    const value = box('data', u32(1), u32(0), Buffer.from(LONDON));
    const meta = box(
      'meta',
      u32(0), // version and flags: the ISO form of meta
      box('hdlr', u32(0), u32(0), Buffer.from('mdta'), Buffer.alloc(13)),
      box('keys', u32(0), u32(1), key),
      box('ilst', u32(8 + value.length), u32(1), value),
    );
    const bytes = Buffer.concat([tinyMp4(), box('moov', box('udta', meta))]);
    await writeFile(path, bytes);
    expect(await blankVideoLocation(path)).toEqual({ ok: true, blanked: 1 });
    const blanked = await readFile(path);
    expect(blanked.toString('latin1')).not.toMatch(coordinates);
    expect(blanked.length).toBe(bytes.length);
  });

  it('answers not ok, and leaves the file alone, when a box claims more than the file holds', async () => {
    const path = join(dir, 'short.mov');
    const bytes = Buffer.concat([iphoneMov(), box('free')]);
    bytes.writeUInt32BE(9999, bytes.length - 8); // the last box says 9999 bytes; 8 are there
    await writeFile(path, bytes);
    expect(await blankVideoLocation(path)).toEqual({ ok: false });
    expect((await readFile(path)).equals(bytes)).toBe(true);
  });
});
