import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { apiPaths } from '@cue/contracts';
import { multipartFile } from './multipart.js';
import { bearer } from './sign-in.js';

/**
 * Small real files for media tests, made by hand or with sharp: tiny but with the signatures the
 * server recognises, and the hostile ones a school's upload form must refuse.
 */
const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const ftyp = (brand: string) =>
  box(
    'ftyp',
    Buffer.concat([
      Buffer.from(brand, 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from(`${brand}mp41`, 'latin1'),
    ]),
  );

export const tinyMp4 = () =>
  Buffer.concat([ftyp('isom'), box('free', Buffer.alloc(8)), box('mdat', Buffer.alloc(64, 1))]);
export const tinyQuickTime = () =>
  Buffer.concat([ftyp('qt  '), box('wide', Buffer.alloc(0)), box('mdat', Buffer.alloc(64, 1))]);
/** An EBML header with DocType "webm", then the start of a Segment. */
export const tinyWebm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x8b, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x81, 0x00]),
    Buffer.alloc(64),
  ]);
export const tinyPdf = (extra = '') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog ${extra} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer();

export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();

/** A phone photo with where it was taken (GPS) and the camera in its EXIF. */
export const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretPhone', Copyright: 'secret-owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();

/** A few-hundred-byte PNG whose header declares 20000 x 20000 pixels (a decompression bomb). */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR starts at byte 8: length(4) 'IHDR'(4) width(4) height(4) ... then its CRC.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Uploads a small PNG through the real pipeline (`POST media/images`) as the token's person and
 * answers its media id; fails the test if the upload is refused.
 */
export async function uploadPhoto(app: FastifyInstance, token: string, colour = '#3366ff'): Promise<string> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const file = multipartFile({ filename: 'photo.png', contentType: 'image/png', bytes });
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.uploadImage,
    payload: file.payload,
    headers: { ...file.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: { _id: string } }>().result._id;
}
